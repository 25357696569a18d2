import type { ReactNode } from 'react';
import type { Motif } from '@/content/schema';

/**
 * One small line drawing per motif, centred on 0,0 in a 100 × 100 box, drawn with the accent
 * token. Audiences (heart … care) and service families (design … team) share the same hand.
 */
const emblems: Record<Motif, ReactNode> = {
  // Non-profits: a heart held between two hands.
  heart: (
    <>
      <path d="M0 14 C-26 -4 -22 -26 -8 -26 C-3 -26 0 -22 0 -18 C0 -22 3 -26 8 -26 C22 -26 26 -4 0 14 Z" />
      <path d="M-38 6 C-30 22 -14 30 0 30 C14 30 30 22 38 6" />
    </>
  ),
  // Membership organizations: three members side by side.
  members: (
    <>
      <circle cx="-24" cy="-10" r="9" />
      <circle cx="0" cy="-16" r="11" />
      <circle cx="24" cy="-10" r="9" />
      <path d="M-40 22 C-40 8 -32 2 -24 2 C-18 2 -14 4 -12 8" />
      <path d="M-16 26 C-16 8 -8 0 0 0 C8 0 16 8 16 26" />
      <path d="M40 22 C40 8 32 2 24 2 C18 2 14 4 12 8" />
    </>
  ),
  // Utilities: a transmission tower and a water drop.
  power: (
    <>
      <path d="M-26 30 L-14 -30 L-2 30 M-22 10 L-6 10 M-19 -8 L-9 -8 M-30 -18 L2 -18" />
      <path d="M24 -26 C24 -26 6 -4 6 8 C6 18 14 26 24 26 C34 26 42 18 42 8 C42 -4 24 -26 24 -26 Z" />
    </>
  ),
  // Credit unions: a columned hall, owned by its members.
  bank: (
    <>
      <path d="M-36 -12 L0 -32 L36 -12 Z" />
      <path d="M-26 -6 V20 M-9 -6 V20 M9 -6 V20 M26 -6 V20" />
      <path d="M-38 28 H38" />
    </>
  ),
  // Healthcare: a cross and a pulse line.
  care: (
    <>
      <path d="M-8 -30 H8 V-14 H24 V2 H8 V18 H-8 V2 H-24 V-14 H-8 Z" />
      <path d="M-40 30 H-14 L-8 20 L0 38 L8 24 L12 30 H40" />
    </>
  ),
  // Design: a wireframe of a page with a pen crossing it.
  design: (
    <>
      <rect x="-34" y="-28" width="56" height="52" rx="4" />
      <path d="M-26 -16 H14 M-26 -4 H-4 M-26 8 H-4" />
      <path d="M10 30 L36 -4 L42 2 L16 36 Z M10 30 L8 40 L16 36" />
    </>
  ),
  // Building: code brackets with a trail between them.
  build: (
    <>
      <path d="M-18 -22 L-40 0 L-18 22" />
      <path d="M18 -22 L40 0 L18 22" />
      <path d="M8 -30 L-8 30" />
    </>
  ),
  // Platforms: three stacked layers.
  platform: (
    <>
      <path d="M0 -32 L38 -16 L0 0 L-38 -16 Z" />
      <path d="M-38 -2 L0 14 L38 -2" />
      <path d="M-38 12 L0 28 L38 12" />
    </>
  ),
  // Growth: a path climbing to a flag.
  growth: (
    <>
      <path d="M-40 30 L-16 8 L0 18 L30 -14" />
      <path d="M30 -14 V-36 L44 -30 L30 -24" />
      <path d="M-40 38 H44" />
    </>
  ),
  // Measurement: bars and a magnifier.
  measure: (
    <>
      <path d="M-36 30 V6 M-20 30 V-8 M-4 30 V-20" />
      <circle cx="22" cy="-6" r="14" />
      <path d="M32 4 L44 18" />
      <path d="M-42 38 H44" />
    </>
  ),
  // Accessibility: a figure with open arms inside a ring.
  access: (
    <>
      <circle cx="0" cy="0" r="36" />
      <circle cx="0" cy="-20" r="5" />
      <path d="M-22 -8 H22 M0 -8 V8 L-12 26 M0 8 L12 26" />
    </>
  ),
  // Operations: a server rack with a heartbeat.
  operate: (
    <>
      <rect x="-32" y="-30" width="64" height="24" rx="4" />
      <rect x="-32" y="2" width="64" height="24" rx="4" />
      <path d="M-22 -18 H-12 M-22 14 H-12" />
      <circle cx="20" cy="-18" r="3" />
      <circle cx="20" cy="14" r="3" />
    </>
  ),
  // Planning: a dashed route between waypoints to a summit flag.
  plan: (
    <>
      <circle cx="-32" cy="26" r="6" />
      <circle cx="6" cy="4" r="6" />
      <path d="M-26 22 C-12 14 -8 8 0 6" strokeDasharray="5 5" />
      <path d="M12 0 C22 -6 28 -14 30 -22" strokeDasharray="5 5" />
      <path d="M30 -22 V-40 L44 -34 L30 -28" />
    </>
  ),
  // A team on the rope: three climbers linked.
  team: (
    <>
      <circle cx="-28" cy="10" r="7" />
      <circle cx="0" cy="-6" r="7" />
      <circle cx="28" cy="-22" r="7" />
      <path d="M-28 17 V32 M0 1 V16 M28 -15 V0" />
      <path d="M-36 40 C-20 20 -10 20 0 16 C12 10 20 4 28 0" strokeDasharray="3 4" />
    </>
  ),
};

export function Emblem({
  motif,
  x,
  y,
  size = 1,
}: {
  motif: Motif;
  x: number;
  y: number;
  size?: number;
}) {
  return (
    <g
      transform={`translate(${x} ${y}) scale(${size})`}
      fill="none"
      stroke="var(--accent)"
      strokeWidth={4 / size}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {emblems[motif]}
    </g>
  );
}
