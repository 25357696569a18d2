import type { LonLat } from '@/content/geo';

/** An SVG path of closed rings of [longitude, latitude] points, through a projection. */
export function ringsPath(
  rings: readonly (readonly LonLat[])[],
  xy: (at: LonLat) => readonly [number, number],
): string {
  return rings
    .map(
      (ring) =>
        `M${ring
          .map((p) =>
            xy(p)
              .map((n) => n.toFixed(1))
              .join(' '),
          )
          .join(' L')} Z`,
    )
    .join(' ');
}
