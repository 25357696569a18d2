/**
 * The shared marks of the illustration system: a cairn of stacked stones and contour lines.
 * SVG fragments (no <svg> of their own), coloured only with the theme's role tokens.
 */
export function Cairn({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <ellipse cx="0" cy="0" rx="26" ry="9" fill="var(--foreground)" />
      <ellipse cx="-2" cy="-17" rx="19" ry="8" fill="var(--muted-foreground)" />
      <ellipse cx="2" cy="-32" rx="13" ry="6.5" fill="var(--foreground)" />
      <ellipse cx="0" cy="-44" rx="8" ry="5" fill="var(--accent)" />
    </g>
  );
}

/** A small seeded number generator, so each page's contours differ but never change. */
export function seeded(text: string): () => number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return () => {
    h = (Math.imul(h, 1664525) + 1013904223) >>> 0;
    return h / 4294967296;
  };
}

/**
 * Closed, slightly irregular contour rings around a summit: the topographic map of a hill.
 * `seed` shapes the wobble; `rings` how many; radii grow outward from `r`.
 */
export function ContourRings({
  cx,
  cy,
  r,
  rings,
  step,
  seed,
  stroke = 'var(--border)',
}: {
  cx: number;
  cy: number;
  r: number;
  rings: number;
  step: number;
  seed: string;
  stroke?: string;
}) {
  const random = seeded(seed);
  const wobble = Array.from({ length: 8 }, () => 0.82 + random() * 0.36);
  const paths = Array.from({ length: rings }, (_, i) => {
    const radius = r + i * step;
    const points = wobble.map((w, k): [number, number] => {
      const angle = (k / wobble.length) * Math.PI * 2;
      const scale = 1 + (w - 1) * (1 - i / (rings + 2));
      return [cx + Math.cos(angle) * radius * scale * 1.25, cy + Math.sin(angle) * radius * scale];
    });
    // A closed Catmull-Rom curve through the points, as cubic Béziers.
    const n = points.length;
    const at = (j: number): [number, number] => points[((j % n) + n) % n]!;
    let d = `M${at(0)[0].toFixed(1)} ${at(0)[1].toFixed(1)}`;
    for (let j = 0; j < n; j++) {
      const [p0, p1, p2, p3] = [at(j - 1), at(j), at(j + 1), at(j + 2)];
      const c1: [number, number] = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
      const c2: [number, number] = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
      d += ` C${c1[0].toFixed(1)} ${c1[1].toFixed(1)} ${c2[0].toFixed(1)} ${c2[1].toFixed(1)} ${p2[0].toFixed(1)} ${p2[1].toFixed(1)}`;
    }
    return `${d} Z`;
  });
  return (
    <g fill="none" stroke={stroke} strokeWidth="1.5">
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </g>
  );
}
