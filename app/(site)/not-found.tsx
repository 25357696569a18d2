import type { Metadata } from 'next';
import Link from 'next/link';
import { navigation } from '@/config/navigation';
import { entryByHref } from '@/content';
import { snippets } from '@/content/snippets';
import { Container } from '@/components/sections/container';
import { buttonClass } from '@/components/ui/button';
import { requestContent } from '@/server/preview/render';

export const metadata: Metadata = {
  title: snippets.notFound.title,
  description: snippets.notFound.body,
  robots: { index: false },
};

export default async function NotFound() {
  await requestContent();
  const paths = [
    // Each link is named by the title of the page it opens (the nav label rule).
    ...navigation().menuGroups.map((g) => ({
      label: entryByHref(g.overview.href)?.title ?? g.title,
      href: g.overview.href,
    })),
    ...navigation().menuExtras,
  ];
  return (
    <Container className="py-20">
      <p className="text-sm font-bold tracking-widest text-accent uppercase">Error 404</p>
      <h1 className="mt-3 font-display text-4xl font-semibold sm:text-5xl">
        {snippets.notFound.heading}
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-muted-foreground">{snippets.notFound.body}</p>
      <ul className="mt-8 grid max-w-2xl gap-2 sm:grid-cols-2">
        {paths.map((p) => (
          <li key={p.href}>
            <Link
              href={p.href}
              className="inline-flex min-h-11 items-center text-lg font-semibold text-accent underline underline-offset-4"
            >
              {p.label}
            </Link>
          </li>
        ))}
      </ul>
      <Link href="/" className={buttonClass('primary', 'mt-10')}>
        Back to the home page
      </Link>
    </Container>
  );
}
