/**
 * A generated avatar: initials on a colour derived from the name. No photos of real people.
 * Decorative next to the visible name, so hidden from assistive technology.
 */
const PALETTE = ['#2c6448', '#6b4a1f', '#1f4e79', '#7a2e4a', '#4b3f8a', '#245b5b'];

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

export function Avatar({
  name,
  initials,
  size = 72,
}: {
  name: string;
  initials: string;
  size?: number;
}) {
  const colour = PALETTE[hash(name) % PALETTE.length];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 72 72"
      aria-hidden="true"
      focusable="false"
      className="shrink-0 rounded-full"
    >
      <rect width="72" height="72" rx="36" fill={colour} />
      <path d="M8 58 L26 38 L36 48 L48 30 L66 58 Z" fill="#ffffff" opacity="0.12" />
      <text
        x="36"
        y="43"
        textAnchor="middle"
        fontSize="24"
        fontWeight="700"
        fill="#ffffff"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
      >
        {initials}
      </text>
    </svg>
  );
}
