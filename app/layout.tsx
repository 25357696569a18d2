import type { Metadata, Viewport } from 'next';
import { Suspense, type ReactNode } from 'react';
import './globals.css';
import { brandIconDataUrl } from '@/config/brand-icon';
import { siteConfig } from '@/config/site';
import { siteUrl } from '@/lib/env';
import { fraunces, inter } from '@/lib/fonts';
import { themeInitScript } from '@/lib/theme';
import { webFontsScript } from '@/lib/web-fonts';
import { SkipLink } from '@/components/layout/skip-link';
import { WebFontsOnNavigation } from '@/components/layout/web-fonts-on-navigation';
import { TopBar } from '@/components/layout/top-bar';
import { Footer } from '@/components/layout/footer';
import { ContactDialogHost } from '@/components/contact/contact-dialog-host';
import { KonamiListener } from '@/components/easter-egg/konami-listener';
import { integrations } from '@/integrations';
import { GoogleTagManager } from '@/integrations/gtm/google-tag-manager';
import { GtmHeadScript } from '@/integrations/gtm/gtm-head-script';
import { PageviewTracker } from '@/integrations/gtm/pageview-tracker';
import { AccessibilityWidget } from '@/integrations/accessibility-widget/accessibility-widget';
import { earlyErrorsScript } from '@/integrations/sentry/early-errors';

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

export default function RootLayout({ children }: { children: ReactNode }) {
  const { gtm, accessibilityWidget: widget, sentry } = integrations;
  return (
    // The theme script sets class and color-scheme on <html> before hydration.
    <html
      lang="en-US"
      className={`${inter.variable} ${fraunces.variable}`}
      suppressHydrationWarning
    >
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeInitScript }} />
        {/* Web fonts: downloaded after the first paint, used from the next view (lib/web-fonts.ts). */}
        <script dangerouslySetInnerHTML={{ __html: webFontsScript }} />
        {/* Integrations (issue 4): consent defaults before the tag manager, only when it is on. */}
        {gtm.enabled ? <GtmHeadScript /> : null}
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
        <ContactDialogHost />
        <KonamiListener />
        <WebFontsOnNavigation />
        <Suspense fallback={null}>
          <PageviewTracker />
        </Suspense>
        {gtm.enabled ? <GoogleTagManager src={gtm.src} /> : null}
        {widget.enabled ? (
          <AccessibilityWidget src={widget.src} init={widget.init} options={widget.options} />
        ) : null}
      </body>
    </html>
  );
}
