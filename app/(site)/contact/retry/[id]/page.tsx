import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContactPanel } from '@/components/contact/contact-panel';
import { DirectContact } from '@/components/contact/direct-contact';
import { Container } from '@/components/sections/container';
import { getServerContext } from '@/server/boot';
import { setResponseStatus } from '@/server/http/server-hook.mjs';
import { readRetryDraft } from '@/server/leads/form';
import { requestContent } from '@/server/preview/render';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Your message was not sent yet',
  robots: { index: false },
  referrer: 'no-referrer',
};

type Props = { params: Promise<{ id: string }> };

/**
 * A form sent without scripts that came back: the same form, with its errors next to their
 * fields, a summary that takes focus, and everything typed (server/leads/form.ts).
 */
export default async function RetryPage({ params }: Props) {
  await requestContent();
  const { id } = await params;
  const read = await readRetryDraft(getServerContext, id);
  if (read.kind === 'missing') notFound();
  if (read.kind === 'unavailable') {
    // Storage is down: say so and offer the direct lines, as /contact/unavailable does, with a
    // 503 that monitors see.
    setResponseStatus(503);
    return (
      <Container className="py-16">
        <h1 className="font-display text-4xl font-semibold sm:text-5xl">
          Your message cannot be shown just now
        </h1>
        <p className="mt-6 max-w-prose text-lg">
          Our system is not answering at the moment, so the form with what you typed cannot be
          opened. Please try this page again in a few minutes.
        </p>
        <DirectContact className="mt-3 text-lg">Or reach a person now:</DirectContact>
      </Container>
    );
  }
  const { draft } = read;
  return (
    <ContactPanel
      titleId="contact-retry-title"
      as="h1"
      initial={{
        values: draft.values,
        errors: draft.errors,
        ...(draft.failure ? { failure: draft.failure } : {}),
      }}
    />
  );
}
