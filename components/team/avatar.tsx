import { ContourRings, seeded } from '@/components/art/cairn';

/**
 * An illustrated avatar generated from the name: a deep ground from a fixed palette, contour
 * rings of a hill placed by the name (so each person's map differs), a small cairn, and the
 * initials large on a clear disc. No photos of real people. Decorative next to the visible name.
 * Every palette colour holds white text above 7:1, so the initials read in both themes.
 */
const PALETTE = ['#1f5a3f', '#6b4a1f', '#1f4e79', '#7a2e4a', '#4b3f8a', '#1f5858'];

export function Avatar({
  name,
  initials,
  size = 80,
}: {
  name: string;
  initials: string;
  size?: number;
}) {
  const random = seeded(name);
  const colour = PALETTE[Math.floor(random() * PALETTE.length)];
  const cx = 14 + random() * 52;
  const cy = 14 + random() * 52;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 80 80"
      aria-hidden="true"
      focusable="false"
      data-art="avatar"
      className="shrink-0 rounded-full"
    >
      <rect width="80" height="80" fill={colour} />
      <ContourRings
        cx={cx}
        cy={cy}
        r={6}
        rings={6}
        step={9}
        seed={name}
        stroke="rgb(255 255 255 / 0.28)"
      />
      <circle cx="40" cy="40" r="22" fill={colour} />
      <g fill="#ffffff">
        <ellipse cx="40" cy="72" rx="9" ry="3" opacity="0.85" />
        <ellipse cx="40" cy="66.5" rx="6" ry="2.6" opacity="0.7" />
        <ellipse cx="40" cy="62" rx="3.5" ry="2" opacity="0.55" />
      </g>
      <text
        x="40"
        y="48"
        textAnchor="middle"
        fontSize="23"
        fontWeight="700"
        letterSpacing="0.5"
        fill="#ffffff"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
      >
        {initials}
      </text>
    </svg>
  );
}
