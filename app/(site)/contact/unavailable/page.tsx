import { ContactLink } from '@/components/contact/contact-trigger';
import { DirectContact } from '@/components/contact/direct-contact';
import { Container } from '@/components/sections/container';
import { buttonClass } from '@/components/ui/button';
import { pageMetadata } from '@/lib/metadata';

export const metadata = {
  ...pageMetadata({
    title: 'Message not sent',
    description: 'Our system could not take your message just now.',
    path: '/contact/unavailable',
  }),
  robots: { index: false },
};

/**
 * Where a form sent without scripts lands when nothing could be stored (the database is down, or
 * the message was too large to read): the visitor is told plainly and offered the direct lines.
 */
export default function UnavailablePage() {
  return (
    <Container className="py-16">
      <h1 className="font-display text-4xl font-semibold sm:text-5xl">Your message was not sent</h1>
      <p className="mt-6 max-w-prose text-lg">
        Our system could not take it just now. Your browser&apos;s Back button usually brings the
        form back with what you typed; please try again in a few minutes.
      </p>
      <DirectContact className="mt-3 text-lg">Or reach a person now:</DirectContact>
      <ContactLink className={buttonClass('secondary', 'mt-8')}>Open the form again</ContactLink>
    </Container>
  );
}
