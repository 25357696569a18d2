import { getStudy, getWork } from '@/content/work';
import { ogContentType, ogSize, renderOgImage } from '@/components/seo/og';

export const size = ogSize;
export const contentType = ogContentType;
export const alt = 'Cairn Digital';

export function generateStaticParams() {
  return getWork().map((s) => ({ slug: s.slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const study = getStudy((await params).slug);
  if (!study) return new Response('Not found', { status: 404 });
  return renderOgImage({ title: study.title, eyebrow: `Case study · ${study.client}` });
}
