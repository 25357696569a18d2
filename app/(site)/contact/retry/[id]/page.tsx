import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContactPanel } from '@/components/contact/contact-panel';
import { getServerContext } from '@/server/boot';
import { loadDraft } from '@/server/leads/form';

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
  const { id } = await params;
  const draft = await loadDraft(await getServerContext(), id);
  if (!draft) notFound();
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
