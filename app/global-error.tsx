'use client';

import './globals.css';
import { Suspense, lazy, useEffect, type ComponentType } from 'react';
import { errorCopy } from '@/content/error-copy';
import { captureError } from '@/integrations/sentry/loader';
import type { ErrorViewProps } from '@/components/layout/error-view';

/**
 * The full view comes when it is needed: this boundary ships with every page and shows only
 * when the root layout itself fails, so its view is fetched then instead of with every page
 * (the same view as app/(site)/error.tsx, whose copy already travels with the page). If even
 * that fetch fails, the title and a way home stay.
 */
const ErrorView = lazy<ComponentType<ErrorViewProps>>(() =>
  import('@/components/layout/error-view').then(
    (view) => ({ default: view.ErrorView }),
    () => ({ default: MinimalErrorView }),
  ),
);

function MinimalErrorView() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-20 sm:px-6">
      <h1 className="font-display text-4xl font-semibold sm:text-5xl">{errorCopy.title}</h1>
      <p className="mt-4 text-xl">{errorCopy.body}</p>
      {/* A full page load: the router may be what failed. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/" className="mt-8 inline-block underline">
        {errorCopy.home}
      </a>
    </div>
  );
}

/** Replaces the root layout when the layout itself fails; it must render <html> and <body>. */
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    captureError(error); // Sentry, when NEXT_PUBLIC_SENTRY_DSN is set
  }, [error]);
  return (
    <html lang="en-US">
      <body className="bg-background text-foreground">
        <main id="main">
          <Suspense fallback={<MinimalErrorView />}>
            <ErrorView error={error} reset={reset} />
          </Suspense>
        </main>
      </body>
    </html>
  );
}
