import type { ReactNode } from 'react';
import { ContactLink } from '@/components/contact/contact-trigger';
import { DirectContact } from '@/components/contact/direct-contact';
import { Container } from '@/components/sections/container';
import { buttonClass } from '@/components/ui/button';
import { pageMetadata } from '@/components/seo/metadata';

/** The metadata of a "not sent" page: never indexed. */
export function notSentMetadata(title: string, description: string, path: string) {
  return { ...pageMetadata({ title, description, path }), robots: { index: false } };
}

/**
 * Where a form sent without scripts lands when nothing of it could be kept (server/leads/form.ts):
 * why, in plain words, the direct lines, and the way back to the form.
 */
export function NotSent({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container className="py-16">
      <h1 className="font-display text-4xl font-semibold sm:text-5xl">{title}</h1>
      <div className="mt-6 max-w-prose space-y-4 text-lg">{children}</div>
      <DirectContact className="mt-3 text-lg">Or reach a person now:</DirectContact>
      <ContactLink className={buttonClass('secondary', 'mt-8')}>Open the form again</ContactLink>
    </Container>
  );
}
