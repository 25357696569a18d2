'use client';

import './globals.css';
import { useEffect } from 'react';
import { ErrorView } from '@/components/layout/error-view';
import { captureError } from '@/integrations/sentry/loader';

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
          <ErrorView error={error} reset={reset} />
        </main>
      </body>
    </html>
  );
}
