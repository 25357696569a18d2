import { NotSent, notSentMetadata } from '@/components/contact/not-sent';
import { CONTACT_UNAVAILABLE_PATH } from '@/lib/contact-paths';
import { requestContent } from '@/server/preview/render';

export const metadata = notSentMetadata(
  'Message not sent',
  'Our system could not take your message just now.',
  CONTACT_UNAVAILABLE_PATH,
);

/** A form sent without scripts when storage is down: nothing could be kept. */
export default async function UnavailablePage() {
  await requestContent();
  return (
    <NotSent title="Your message was not sent">
      <p>
        Our system could not take it just now. Your browser&apos;s Back button usually brings the
        form back with what you typed; please try again in a few minutes.
      </p>
    </NotSent>
  );
}
