'use client';

import { Dialog } from '@/components/ui/dialog';
import { LogoMark } from '@/components/layout/logo';
import { phoneHref, siteConfig } from '@/config/site';
import { ContactForm } from './contact-form';
import { DirectContact } from './direct-contact';
import { EmailAddress } from '@/components/ui/email-address';

export function ContactDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog labelledBy="contact-title" onClose={onClose}>
      <div className="mx-auto flex min-h-full max-w-5xl flex-col px-5 py-6 sm:px-8">
        <div className="flex items-center justify-between gap-4">
          <LogoMark className="h-9 w-9" />
          <button
            type="button"
            onClick={onClose}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold hover:bg-surface"
          >
            <span aria-hidden="true" className="text-2xl leading-none">
              ×
            </span>
            Close<span className="sr-only"> contact form</span>
          </button>
        </div>
        <h2 id="contact-title" className="mt-8 font-display text-4xl font-semibold sm:text-5xl">
          Let&apos;s plan your expedition
        </h2>
        <p className="mt-4 max-w-prose text-lg text-muted-foreground">
          Tell us where your website needs to go. A senior strategist reads every message and
          replies within one business day.
        </p>
        {/* Small screens: the direct lines come before the form, not after a long scroll. */}
        <DirectContact className="mt-3 max-w-prose text-muted-foreground lg:hidden">
          Prefer to talk?
        </DirectContact>
        <div className="mt-8 grid gap-10 pb-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="min-w-0">
            <ContactForm onClose={onClose} />
          </div>
          <aside
            aria-labelledby="contact-direct-title"
            className="hidden lg:sticky lg:top-6 lg:block lg:self-start lg:pt-1"
          >
            <h3 id="contact-direct-title" className="font-display text-xl font-semibold">
              Reach us directly
            </h3>
            <div className="mt-4 grid gap-4">
              <a
                href={`mailto:${siteConfig.email}`}
                className="rounded-2xl border border-border p-5 hover:bg-surface"
              >
                <span className="block text-sm font-semibold text-muted-foreground">E-mail us</span>
                <span className="mt-1 block text-lg font-semibold">
                  <EmailAddress address={siteConfig.email} />
                </span>
              </a>
              <a
                href={phoneHref()}
                className="rounded-2xl border border-border p-5 hover:bg-surface"
              >
                <span className="block text-sm font-semibold text-muted-foreground">Call us</span>
                <span className="mt-1 block text-lg font-semibold">{siteConfig.phone}</span>
              </a>
            </div>
          </aside>
        </div>
      </div>
    </Dialog>
  );
}
