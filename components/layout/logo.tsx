import { siteConfig } from '@/config/site';

/** The cairn mark: three stacked stones. Decorative; the wordmark names the link. */
export function LogoMark({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <ellipse cx="16" cy="26" rx="12" ry="4.5" fill="currentColor" opacity="0.9" />
      <ellipse cx="15" cy="17.5" rx="8.5" ry="3.8" fill="currentColor" opacity="0.75" />
      <ellipse cx="16.5" cy="10" rx="5.5" ry="3" fill="var(--accent)" />
    </svg>
  );
}

/**
 * The logo: the mark and the wordmark, drawn from the brand face's outlines (app/wordmark.css),
 * never a fallback face, at every width. Below 400 px the mark is smaller and the wordmark's
 * two words stack beside it, so the top bar keeps its four controls on one line at 320 px. Its
 * name for assistive technology is the brand's name in text.
 */
export function Logo() {
  return (
    <span className="inline-flex items-center gap-1.5 text-[15px] min-[400px]:gap-2 min-[400px]:text-lg sm:text-xl">
      <LogoMark className="h-6 w-6 shrink-0 min-[400px]:h-8 min-[400px]:w-8" />
      <span
        aria-hidden="true"
        data-wordmark=""
        className="inline-flex gap-x-[0.22em] max-[399px]:flex-col"
      >
        <span className="wordmark-word wordmark-cairn" />
        <span className="wordmark-word wordmark-digital max-[399px]:-mt-[0.1em]" />
      </span>
      <span className="sr-only">{siteConfig.name}</span>
    </span>
  );
}
