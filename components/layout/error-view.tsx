'use client';

import { errorCopy } from '@/content/error-copy';
import { buttonClass } from '@/components/ui/button';

export interface ErrorViewProps {
  error: Error & { digest?: string };
  reset?: () => void;
}

/**
 * "Unexpected Error": in production the browser only has a generic message and the digest that
 * matches the server log line; the server's stack never reaches the page.
 */
export function ErrorView({ error, reset }: ErrorViewProps) {
  const { title, body, detailsLabel, retry, home } = errorCopy;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-20 sm:px-6">
      <title>{`${title} | Cairn Digital`}</title>
      <h1 className="font-display text-4xl font-semibold sm:text-5xl">{title}</h1>
      <p className="mt-4 text-xl">{body}</p>
      <section
        aria-labelledby="error-details"
        className="mt-8 rounded-2xl border border-border bg-surface p-5"
      >
        <h2 id="error-details" className="font-sans text-sm font-bold tracking-wide uppercase">
          {detailsLabel}
        </h2>
        <dl className="mt-3 grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <dt className="font-semibold">Message</dt>
          <dd className="break-words">{error.message || 'No message'}</dd>
          {error.digest ? (
            <>
              <dt className="font-semibold">Digest</dt>
              <dd>
                <code>{error.digest}</code>
              </dd>
            </>
          ) : null}
        </dl>
      </section>
      <div className="mt-8 flex flex-wrap gap-3">
        {reset ? (
          <button type="button" onClick={reset} className={buttonClass('primary')}>
            {retry}
          </button>
        ) : null}
        {/* A full page load: the router may be what failed. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className={buttonClass('secondary')}>
          {home}
        </a>
      </div>
    </div>
  );
}
