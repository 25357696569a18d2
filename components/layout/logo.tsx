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

export function Logo() {
  return (
    <span className="inline-flex items-center gap-2 font-display text-xl font-semibold tracking-tight">
      <LogoMark className="h-8 w-8" />
      <span className="max-sm:sr-only">{siteConfig.name}</span>
    </span>
  );
}
