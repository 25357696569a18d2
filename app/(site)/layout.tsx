import type { Metadata, Viewport } from 'next';
import { Suspense, type ReactNode } from 'react';
import '@/app/globals.css';
import { brandIconDataUrl } from '@/config/brand-icon';
import { siteConfig } from '@/config/site';
import { siteUrl } from '@/lib/env';
import { fraunces, frauncesRegular, inter } from '@/lib/fonts';
import { SkipLink } from '@/components/layout/skip-link';
import { HeadScripts } from '@/components/layout/head-scripts';
import { TopBar } from '@/components/layout/top-bar';
import { Footer } from '@/components/layout/footer';
import { ContactDialog } from '@/components/contact/contact-dialog';
import { Menu } from '@/components/layout/menu';
import { KonamiListener } from '@/components/easter-egg/konami-listener';
import { integrations } from '@/integrations';
import { GoogleTagManager } from '@/integrations/gtm/google-tag-manager';
import { GtmHeadScript } from '@/integrations/gtm/gtm-head-script';
import { PageviewTracker } from '@/integrations/gtm/pageview-tracker';
import { AccessibilityWidget } from '@/integrations/accessibility-widget/accessibility-widget';
import { earlyErrorsScript } from '@/integrations/sentry/early-errors';
import { PreviewBar } from '@/components/preview/preview-bar';
import { PublicOnly } from '@/components/preview/public-only';
import { requestContent } from '@/server/preview/render';

export const metadata: Metadata = {
  metadataBase: siteUrl,
  title: { default: siteConfig.name, template: `%s | ${siteConfig.name}` },
  description: siteConfig.tagline,
  applicationName: siteConfig.name,
  formatDetection: { telephone: false },
  // Inline, so a first visit spends no request on it (config/brand-icon.ts).
  icons: { icon: [{ url: brandIconDataUrl, type: 'image/svg+xml', sizes: 'any' }] },
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#fbfaf6' },
    { media: '(prefers-color-scheme: dark)', color: '#111513' },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  await requestContent();
  const { gtm, accessibilityWidget: widget, sentry } = integrations;
  return (
    // The theme script sets class and color-scheme on <html> before hydration.
    <html
      lang="en-US"
      className={`${inter.variable} ${fraunces.variable} ${frauncesRegular.variable}`}
      suppressHydrationWarning
    >
      <head>
        {/* The theme before the first paint, the shell's controls from the first click. */}
        <HeadScripts />
        {/* Integrations: consent defaults before the tag manager, only when it is on. */}
        {gtm.enabled ? (
          <PublicOnly>
            <GtmHeadScript />
          </PublicOnly>
        ) : null}
        {/* Sentry: errors thrown before its loader runs are queued for it. */}
        {sentry.enabled ? <script dangerouslySetInnerHTML={{ __html: earlyErrorsScript }} /> : null}
      </head>
      <body className="flex min-h-dvh flex-col bg-background text-foreground antialiased">
        <SkipLink />
        <TopBar />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <Footer />
        <Menu />
        <ContactDialog />
        <KonamiListener />
        <Suspense fallback={null}>
          <PageviewTracker />
        </Suspense>
        {gtm.enabled ? (
          <PublicOnly>
            <GoogleTagManager src={gtm.src} />
          </PublicOnly>
        ) : null}
        {widget.enabled ? (
          <PublicOnly>
            <AccessibilityWidget src={widget.src} init={widget.init} options={widget.options} />
          </PublicOnly>
        ) : null}
        {/* Only while an editor previews a branch (docs/preview.md); nothing otherwise. Last, so
            the prerendered pages' generated ids (React's useId, by position) stay as they are. */}
        <PreviewBar />
      </body>
    </html>
  );
}
