'use client';

import './globals.css';
import { ErrorView } from '@/components/layout/error-view';

/** Replaces the root layout when the layout itself fails; it must render <html> and <body>. */
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
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
