import { NotSent, notSentMetadata } from '@/components/contact/not-sent';
import { CONTACT_LIMITS } from '@/lib/contact-options';
import { CONTACT_TOO_LONG_PATH } from '@/lib/contact-paths';
import { requestContent } from '@/server/preview/render';

const limit = CONTACT_LIMITS.messageMax.toLocaleString('en-US');

export const metadata = notSentMetadata(
  'Message too long',
  `A message can be at most ${limit} characters.`,
  CONTACT_TOO_LONG_PATH,
);

/** A form sent without scripts that was far too large to read: not sent, nothing of it kept. */
export default async function TooLongPage() {
  await requestContent();
  return (
    <NotSent title="Your message was not sent: it is too long">
      <p>
        A message can be at most {limit} characters, and what was sent is much longer. Your
        browser&apos;s Back button usually brings the form back with what you typed: please shorten
        the message and send it again.
      </p>
      <p>For a long brief, send a short note here and attach the rest to an e-mail.</p>
    </NotSent>
  );
}
