import { HeroScene } from '@/components/art/hero-scene';
import { ContactPanel } from '@/components/contact/contact-panel';
import { snippets } from '@/content/snippets';
import { pageMetadata } from '@/components/seo/metadata';
import { CONTACT_PATH } from '@/lib/contact-paths';
import { requestContent } from '@/server/preview/render';

export async function generateMetadata() {
  await requestContent();
  return pageMetadata({
    title: snippets.contact.title,
    description: snippets.contact.intro,
    path: CONTACT_PATH,
  });
}

/** The contact form's own page: where every contact link leads without scripts. */
export default async function ContactPage() {
  await requestContent();
  return (
    <ContactPanel titleId="contact-page-title" as="h1" art={<HeroScene slug="contact" inset />} />
  );
}
