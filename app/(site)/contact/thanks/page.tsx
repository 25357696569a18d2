import Link from 'next/link';
import { DirectContact } from '@/components/contact/direct-contact';
import { NextSteps } from '@/components/contact/next-steps';
import { Container } from '@/components/sections/container';
import { buttonClass } from '@/components/ui/button';
import { snippets } from '@/content/snippets';
import { pageMetadata } from '@/components/seo/metadata';
import { CONTACT_THANKS_PATH } from '@/lib/contact-paths';
import { requestContent } from '@/server/preview/render';

export async function generateMetadata() {
  await requestContent();
  return {
    ...pageMetadata({
      title: 'Message received',
      description: snippets.contact.thanksBody,
      path: CONTACT_THANKS_PATH,
    }),
    robots: { index: false },
  };
}

/** Where a form sent without scripts lands once the lead is stored (303 after the POST). */
export default async function ThanksPage() {
  await requestContent();
  const copy = snippets.contact;
  return (
    <Container className="py-16">
      <h1 className="font-display text-4xl font-semibold sm:text-5xl">
        <span aria-hidden="true" className="mr-2 text-success">
          ✓
        </span>
        {copy.thanksTitle}
      </h1>
      <p className="mt-6 max-w-prose text-lg">{copy.thanksBody}</p>
      <DirectContact className="mt-3 text-muted-foreground">{copy.urgent}</DirectContact>
      <NextSteps as="h2" id="thanks-next" className="mt-10 max-w-prose" />
      <Link href="/" className={buttonClass('secondary', 'mt-8')}>
        Back to the home page
      </Link>
    </Container>
  );
}
