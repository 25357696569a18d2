import { WorkIndex } from '@/components/work/work-index';
import { pageEntryMetadata } from '@/components/seo/page-entry';

export const metadata = pageEntryMetadata('work');

export default function WorkPage() {
  return <WorkIndex />;
}
