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
 * never a fallback face, at every width. The wordmark stays on one line, as it is on a laptop:
 * below 360 px at 15 px, below 640 px at 17 px, so the top bar's three controls fit beside it at
 * 320 px. Its name for assistive technology is the brand's name in text.
 */
export function Logo() {
  return (
    <span className="inline-flex items-center gap-1 text-[15px] min-[360px]:gap-1.5 min-[360px]:text-[17px] sm:gap-2 sm:text-xl">
      <LogoMark className="h-5 w-5 shrink-0 min-[360px]:h-6 min-[360px]:w-6 sm:h-8 sm:w-8" />
      <span aria-hidden="true" data-wordmark="" className="inline-flex gap-x-[0.22em]">
        <span className="wordmark-word wordmark-cairn" />
        <span className="wordmark-word wordmark-digital" />
      </span>
      <span className="sr-only">{siteConfig.name}</span>
    </span>
  );
}
