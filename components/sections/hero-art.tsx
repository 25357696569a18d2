/**
 * The home hero's illustration: contour lines of a ridge with a cairn on the summit. Inline SVG
 * (no request, no layout shift), decorative, drawn with the theme's tokens so it follows dark mode.
 */
export function HeroArt({ className = '' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 480 400"
      width="480"
      height="400"
      aria-hidden="true"
      focusable="false"
      data-art="summit"
      className={className}
    >
      <g fill="none" stroke="var(--border)" strokeWidth="2">
        <path d="M0 360 C80 330 140 250 220 230 S360 250 480 200" />
        <path d="M0 380 C90 350 150 280 230 262 S370 282 480 236" />
        <path d="M20 400 C110 370 170 310 240 296 S380 312 480 272" />
        <path d="M40 330 C110 300 160 210 230 190 S340 200 440 150" />
        <path d="M90 300 C150 260 190 170 240 150 S320 160 390 120" />
      </g>
      <path
        d="M60 340 L200 150 L250 200 L320 110 L440 300 Z"
        fill="var(--surface)"
        stroke="var(--muted-foreground)"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <g transform="translate(300 52)">
        <ellipse cx="20" cy="58" rx="26" ry="9" fill="var(--foreground)" />
        <ellipse cx="18" cy="40" rx="19" ry="8" fill="var(--muted-foreground)" />
        <ellipse cx="22" cy="24" rx="13" ry="6.5" fill="var(--foreground)" opacity="0.85" />
        <ellipse cx="20" cy="11" rx="8" ry="5" fill="var(--accent)" />
      </g>
      <path
        d="M200 150 L215 170 L228 160 L250 200"
        fill="none"
        stroke="var(--accent)"
        strokeWidth="3"
        strokeDasharray="6 6"
        strokeLinecap="round"
      />
    </svg>
  );
}
