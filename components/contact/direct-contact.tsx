import type { ReactNode } from 'react';
import { phoneHref, siteConfig } from '@/config/site';
import { EmailAddress } from '@/components/ui/email-address';

/** "… E-mail hello@… or call …": the direct lines offered beside the form and after a failure. */
export function DirectContact({
  children,
  className = '',
  ...mark
}: {
  children: ReactNode;
  className?: string;
} & Record<`data-${string}`, boolean>) {
  return (
    <p {...mark} className={className}>
      {children} E-mail{' '}
      <a
        href={`mailto:${siteConfig.email}`}
        className="font-semibold text-accent underline underline-offset-3"
      >
        <EmailAddress address={siteConfig.email} />
      </a>{' '}
      or call{' '}
      <a
        href={phoneHref()}
        className="font-semibold whitespace-nowrap text-accent underline underline-offset-3"
      >
        {siteConfig.phone}
      </a>
      .
    </p>
  );
}
