import { NotSent, notSentMetadata } from '@/components/contact/not-sent';
import { CONTACT_TOO_MANY_PATH } from '@/lib/contact-paths';
import { requestContent } from '@/server/preview/render';

export const metadata = notSentMetadata(
  'Too many messages',
  'Several messages were sent from your connection in a short time.',
  CONTACT_TOO_MANY_PATH,
);

/** A form sent without scripts over the rate limit: not sent, and nothing of it kept. */
export default async function TooManyPage() {
  await requestContent();
  return (
    <NotSent title="Your message was not sent: you have sent several in a short time">
      <p>
        To keep spam out we take only a few messages from one connection at a time. Your
        browser&apos;s Back button usually brings the form back with what you typed; please send it
        again in a few minutes.
      </p>
    </NotSent>
  );
}
