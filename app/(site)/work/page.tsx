import { WorkIndex } from '@/components/work/work-index';
import { pageEntryMetadata } from '@/components/seo/page-entry';
import { requestContent } from '@/server/preview/render';

export const metadata = pageEntryMetadata('work');

export default async function WorkPage() {
  await requestContent();
  return <WorkIndex />;
}
