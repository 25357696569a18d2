import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getStudy, getWork } from '@/content/work';
import { StudyPage } from '@/components/work/study-page';
import { pageMetadata } from '@/components/seo/metadata';
import { requestContent } from '@/server/preview/render';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getWork().map((s) => ({ slug: s.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await requestContent();
  const study = getStudy((await params).slug);
  if (!study) return {};
  return pageMetadata({ title: study.title, description: study.description, path: study.href });
}

export default async function Page({ params }: Props) {
  await requestContent();
  const study = getStudy((await params).slug);
  if (!study) notFound();
  return <StudyPage study={study} />;
}
