import type { LonLat } from '@/content/geo';

/** An SVG path of closed rings of [longitude, latitude] points, through a projection. */
export function ringsPath(
  rings: readonly (readonly LonLat[])[],
  xy: (at: LonLat) => readonly [number, number],
): string {
  // Whole units (a unit is about a CSS pixel at the map's largest size) and implied line-tos: the
  // outline travels four times in the document and again in the payload, so every digit counts.
  return rings
    .map((ring) => {
      const points = ring.map((p) =>
        xy(p)
          .map((n) => Math.round(n))
          .join(' '),
      );
      const kept = points.filter((p, i) => i === 0 || p !== points[i - 1]);
      return `M${kept.join(' ')}Z`;
    })
    .join('');
}
