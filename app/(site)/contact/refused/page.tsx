import { NotSent, notSentMetadata } from '@/components/contact/not-sent';
import { siteConfig } from '@/config/site';
import { CONTACT_REFUSED_PATH } from '@/lib/contact-paths';
import { requestContent } from '@/server/preview/render';

export const metadata = notSentMetadata(
  'Message not accepted',
  'Messages are accepted only from the form on this site.',
  CONTACT_REFUSED_PATH,
);

/** A form posted to us from another site: refused, and nothing of it kept. */
export default async function RefusedPage() {
  await requestContent();
  return (
    <NotSent title="Your message was not accepted">
      <p>
        It was sent from a page outside {siteConfig.name}&apos;s website, and we only accept
        messages written in the form on this site. Nothing you typed was kept.
      </p>
      <p>Please write to us with the form on this site, or reach us directly.</p>
    </NotSent>
  );
}
