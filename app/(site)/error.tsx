'use client';

import { useEffect } from 'react';
import { ErrorView } from '@/components/layout/error-view';
import { captureError } from '@/integrations/sentry/loader';

export default function Error({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error(error);
    captureError(error); // Sentry, when NEXT_PUBLIC_SENTRY_DSN is set
  }, [error]);
  return <ErrorView error={error} reset={reset} />;
}
