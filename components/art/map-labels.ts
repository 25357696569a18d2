/**
 * Where a drawn map's place names go (components/art/location-map.tsx): beside their mark when
 * the label's box crosses no outline there, otherwise in the margin above or below the land,
 * joined to the mark by a short leader line. Names never run over a state's border or the bay.
 */
export type Point = readonly [number, number];
export type Segment = readonly [Point, Point];

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LabelSpot {
  /** The text's anchor point and alignment. */
  x: number;
  y: number;
  anchor: 'start' | 'end' | 'middle';
  box: Box;
  /** From the mark to the label, when the label sits in the margin. */
  leader?: Segment;
}

/** The size the site's sans-serif draws a name at 15 units (about 8.5 a letter, bold 9). */
export function labelBox(name: string, bold: boolean): { width: number; height: number } {
  return { width: Math.ceil(name.length * (bold ? 9 : 8.5)), height: 16 };
}

function inside(p: Point, b: Box): boolean {
  return p[0] >= b.x && p[0] <= b.x + b.width && p[1] >= b.y && p[1] <= b.y + b.height;
}

function crosses(a: Segment, b: Segment): boolean {
  const d = (p: Point, q: Point, r: Point) =>
    (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);
  const d1 = d(b[0], b[1], a[0]);
  const d2 = d(b[0], b[1], a[1]);
  const d3 = d(a[0], a[1], b[0]);
  const d4 = d(a[0], a[1], b[1]);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/** Whether any outline segment enters the box (a margin of `pad` around the text). */
export function hits(box: Box, outline: readonly Segment[], pad = 3): boolean {
  const b = {
    x: box.x - pad,
    y: box.y - pad,
    width: box.width + 2 * pad,
    height: box.height + 2 * pad,
  };
  const corners: Point[] = [
    [b.x, b.y],
    [b.x + b.width, b.y],
    [b.x + b.width, b.y + b.height],
    [b.x, b.y + b.height],
  ];
  const edges = corners.map((c, i) => [c, corners[(i + 1) % 4]!] as Segment);
  return outline.some(
    (s) => inside(s[0], b) || inside(s[1], b) || edges.some((e) => crosses(s, e)),
  );
}

export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * Where a mark is drawn: a place's dot (5 units and its 2-unit ring), or the office's cairn
 * (taller, standing on its point).
 */
export function markBox([x, y]: Point, bold: boolean): Box {
  return bold
    ? { x: x - 12, y: y - 22, width: 24, height: 28 }
    : { x: x - 7, y: y - 7, width: 14, height: 14 };
}

/**
 * Places each label: right of its mark, then left, then above and below it; a label whose every
 * spot crosses an outline, another label, another place's mark or a leader line goes to the
 * margin over or under the land, the side nearer its mark. `land` is the land's bounding box;
 * `width` the drawing's.
 */
export function placeLabels(
  marks: readonly { at: Point; name: string; bold: boolean }[],
  outline: readonly Segment[],
  land: Box,
  width: number,
): LabelSpot[] {
  const placed: Box[] = [];
  const leaders: Segment[] = [];
  const markBoxes = marks.map(({ at, bold }) => markBox(at, bold));
  const free = (box: Box, own: number) =>
    box.x >= 0 &&
    box.x + box.width <= width &&
    !hits(box, outline) &&
    !hits(box, leaders) &&
    !placed.some((p) => overlaps(p, box)) &&
    !markBoxes.some((m, i) => i !== own && overlaps(m, box));
  const margin = { above: land.y - 12, below: land.y + land.height + 12 };
  return marks.map(({ at: [x, y], name, bold }, own) => {
    const { width: w, height: h } = labelBox(name, bold);
    const candidates: LabelSpot[] = [
      { x: x + 12, y: y + 5, anchor: 'start', box: { x: x + 12, y: y - 11, width: w, height: h } },
      {
        x: x - 12,
        y: y + 5,
        anchor: 'end',
        box: { x: x - 12 - w, y: y - 11, width: w, height: h },
      },
      { x, y: y - 14, anchor: 'middle', box: { x: x - w / 2, y: y - 30, width: w, height: h } },
      { x, y: y + 24, anchor: 'middle', box: { x: x - w / 2, y: y + 8, width: w, height: h } },
    ];
    let spot = candidates.find((c) => free(c.box, own));
    if (!spot) {
      // In the margin, on the side nearer the mark first: the first row, the label straight over
      // or under its mark or shifted along the row, then rows further out. A spot is taken when its
      // box is free and its leader crosses no other label, mark or leader.
      const nearUp = y - land.y < land.y + land.height - y;
      const margins: LabelSpot[] = [];
      for (const up of [nearUp, !nearUp]) {
        for (let row = 0; row < 3; row++) {
          const top = up ? margin.above - h - row * (h + 4) : margin.below + row * (h + 4);
          for (const shift of [0, 1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6, -6]) {
            const lx = Math.min(Math.max(x + shift * 24, w / 2 + 2), width - w / 2 - 2);
            margins.push({
              x: lx,
              y: top + 12,
              anchor: 'middle',
              box: { x: lx - w / 2, y: top, width: w, height: h },
              leader: [
                [x, up ? y - 6 : y + 6],
                [lx, up ? top + h + 2 : top - 2],
              ],
            });
          }
        }
      }
      const clear = (leader: Segment) =>
        !placed.some((p) => hits(p, [leader], 1)) &&
        !markBoxes.some((m, i) => i !== own && hits(m, [leader], 0)) &&
        !leaders.some((l) => crosses(l, leader));
      spot =
        margins.find((m) => free(m.box, own) && clear(m.leader!)) ??
        margins.find((m) => free(m.box, own))!;
    }
    placed.push(spot.box);
    if (spot.leader) leaders.push(spot.leader);
    return spot;
  });
}
