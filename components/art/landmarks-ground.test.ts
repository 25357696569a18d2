/**
 * The landmarks stand on the ground they are drawn on, read back from the drawings' markup: home's
 * places each on the mountain (a terrace cut into its face), clear of one another, of the
 * signpost, the sun and the summit's cairn, and on one trail; the lookout's tower hiding the hill
 * behind it; Maryland's boat on the water, under the hills; /support's sea flat under its horizon.
 */
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getCollection } from '@/content';
import { byMotif, bySlug, cropOf, layoutOf, type Scene } from './hero-scene';
import { Landscape, SCENE, type Ground } from './landscape';

type Box = { x0: number; y0: number; x1: number; y1: number };
type Pt = [number, number];
const number = /-?\d*\.?\d+(?:e-?\d+)?/g;

/** A path's points: every command's end and control points, so its box never falls short. */
function pathPoints(d: string): Pt[] {
  const out: Pt[] = [];
  let [x, y, sx, sy] = [0, 0, 0, 0];
  const sizes: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7 };
  for (const [, cmd, args] of d.matchAll(/([MLHVCSQTAZ])([^MLHVCSQTAZ]*)/gi)) {
    const C = cmd!.toUpperCase();
    const rel = cmd !== C;
    if (C === 'Z') {
      [x, y] = [sx, sy];
      continue;
    }
    const n = (args!.match(number) ?? []).map(Number);
    const size = sizes[C]!;
    for (let i = 0; i + size <= n.length; i += size) {
      const a = n.slice(i, i + size);
      if (C === 'H') x = rel ? x + a[0]! : a[0]!;
      else if (C === 'V') y = rel ? y + a[0]! : a[0]!;
      else if (C === 'A') {
        const r = Math.max(a[0]!, a[1]!);
        out.push([x - r, y - r], [x + r, y + r]);
        [x, y] = rel ? [x + a[5]!, y + a[6]!] : [a[5]!, a[6]!];
      } else {
        for (let k = 0; k < size - 2; k += 2) {
          out.push(rel ? [x + a[k]!, y + a[k + 1]!] : [a[k]!, a[k + 1]!]);
        }
        [x, y] = rel ? [x + a[size - 2]!, y + a[size - 1]!] : [a[size - 2]!, a[size - 1]!];
      }
      out.push([x, y]);
      if (C === 'M' && i === 0) [sx, sy] = [x, y];
    }
  }
  return out;
}

/** The box of a piece of markup's shapes, through the translations and scales of its groups. */
function boxOf(markup: string): Box {
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  const stack = [{ dx: 0, dy: 0, s: 1 }];
  const add = ([px, py]: Pt) => {
    const { dx, dy, s } = stack.at(-1)!;
    box.x0 = Math.min(box.x0, dx + px * s);
    box.x1 = Math.max(box.x1, dx + px * s);
    box.y0 = Math.min(box.y0, dy + py * s);
    box.y1 = Math.max(box.y1, dy + py * s);
  };
  for (const [tag] of markup.matchAll(/<\/?[a-z]+[^>]*>/g)) {
    const attr = (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1];
    if (tag.startsWith('</g')) stack.pop();
    else if (tag.startsWith('<g')) {
      const top = stack.at(-1)!;
      const t = attr('transform') ?? '';
      const [tx = 0, ty = 0] = (/translate\(([^)]*)\)/.exec(t)?.[1]?.match(number) ?? []).map(
        Number,
      );
      const s = Number(/scale\(([^)]*)\)/.exec(t)?.[1] ?? 1);
      stack.push({ dx: top.dx + tx * top.s, dy: top.dy + ty * top.s, s: top.s * s });
    } else if (tag.startsWith('<path')) pathPoints(attr('d') ?? '').forEach(add);
    else if (tag.startsWith('<rect')) {
      const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((k) => Number(attr(k) ?? 0));
      add([x!, y!]);
      add([x! + w!, y! + h!]);
    } else if (tag.startsWith('<circle')) {
      const [cx, cy, r] = ['cx', 'cy', 'r'].map((k) => Number(attr(k) ?? 0));
      add([cx! - r!, cy! - r!]);
      add([cx! + r!, cy! + r!]);
    }
  }
  return box;
}

/** The `<g>` that opens at `index`, whole, to its closing tag. */
function groupAt(markup: string, index: number) {
  let depth = 0;
  for (const tag of markup.slice(index).matchAll(/<\/?g[ >]/g)) {
    depth += tag[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return markup.slice(index, index + tag.index + 4);
  }
  return markup.slice(index);
}

/** Each `<g>` carrying `attr`: its value, its whole markup, and its own translation. */
function groups(markup: string, attr: string) {
  return [...markup.matchAll(new RegExp(`<g ${attr}="([^"]+)"[^>]*>`, 'g'))].map((m) => {
    const [x = 0, y = 0] = (/translate\(([^)]*)\)/.exec(m[0])?.[1]?.match(number) ?? []).map(
      Number,
    );
    return { name: m[1]!, markup: groupAt(markup, m.index), x, y };
  });
}

/** The shapes filled with the far ridge's colour that are not the far ridge: the water. */
const waters = (markup: string) =>
  [...markup.matchAll(/<path d="([^"]+)" fill="var\(--art-far\)"\/?>/g)]
    .map((m) => pathPoints(m[1]!))
    .filter((pts) => pts[0]![0] > 0);

const overlap = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** A scene drawn as its page shows it (the landscape, its landmark), or the landscape alone. */
function drawn(scene: Scene, seed: string, landmark = true) {
  return renderToStaticMarkup(
    Landscape({
      ...scene,
      seed,
      children: (ground: Ground): ReactNode =>
        landmark
          ? createElement('g', { 'data-landmark': scene.name }, scene.landmark({ ground }))
          : null,
    }),
  );
}

describe("home's range: the five kinds of client, each on its terrace", () => {
  const scene = bySlug.home;
  const markup = drawn(scene, 'home');
  const { mainHeight, sun, summit } = layoutOf(scene);
  const places = groups(markup, 'data-stop').map((g) => ({ ...g, box: boxOf(g.markup) }));

  it('draws a place for each kind of client', () => {
    const kinds = getCollection('clients').map((c) => byMotif[c.motif!].name);
    expect(places.map((p) => p.name).sort()).toEqual([...kinds].sort());
  });

  it("stands each one on the mountain: its whole width on or inside the mountain's line", () => {
    for (const { name, box, y } of places) {
      for (let x = box.x0; x <= box.x1; x += 2) {
        expect(y, `the ${name} hangs in the air at x ${Math.round(x)}`).toBeGreaterThanOrEqual(
          mainHeight(x),
        );
      }
    }
  });

  it('keeps them clear of each other, the signpost, the sun and the summit', () => {
    const [signpost] = groups(markup, 'data-part');
    const others = [
      { name: 'signpost', box: boxOf(signpost!.markup) },
      { name: 'sun', box: { x0: sun!.x - 62, y0: sun!.y - 62, x1: sun!.x + 62, y1: sun!.y + 62 } },
      {
        name: "summit's cairn",
        box: { x0: summit.x - 24, y0: summit.top, x1: summit.x + 24, y1: summit.y + 4 },
      },
    ];
    for (const [i, a] of places.entries()) {
      for (const b of [...places.slice(i + 1), ...others]) {
        expect(overlap(a.box, b.box), `the ${a.name} overlaps the ${b.name}`).toBe(false);
      }
    }
  });

  it('links them by one trail, at the foot of each', () => {
    const [landmark] = groups(markup, 'data-landmark');
    const trails = [...landmark!.markup.matchAll(/<path d="([^"]+)"[^>]*stroke-dasharray/g)];
    expect(trails, 'one trail').toHaveLength(1);
    const trail = pathPoints(trails[0]![1]!);
    for (const { name, box, y } of places) {
      expect(
        trail.some(([tx, ty]) => tx >= box.x0 - 12 && tx <= box.x1 + 12 && Math.abs(ty - y) <= 8),
        `the trail passes the ${name}`,
      ).toBe(true);
    }
  });

  it("crosses none of the hatching on the summit's flank", () => {
    const [landmark] = groups(markup, 'data-landmark');
    const [, d] = /<path d="([^"]+)"[^>]*stroke-dasharray/.exec(landmark!.markup)!;
    // The trail's line as drawn: each of its curves followed in short steps.
    const [, mx, my] = /^M([-\d.]+) ([-\d.]+)/.exec(d!)!.map(Number);
    const trail: Pt[] = [[mx!, my!]];
    for (const [, args] of d!.matchAll(/C([^MC]+)/g)) {
      const [x1, y1, x2, y2, x, y] = args!.trim().split(/\s+/).map(Number) as number[];
      const [x0, y0] = trail.at(-1)!;
      for (let t = 0.1; t <= 1.001; t += 0.1) {
        const u = 1 - t;
        trail.push([
          u ** 3 * x0 + 3 * u * u * t * x1! + 3 * u * t * t * x2! + t ** 3 * x!,
          u ** 3 * y0 + 3 * u * u * t * y1! + 3 * u * t * t * y2! + t ** 3 * y!,
        ]);
      }
    }
    // The hatch: nine short strokes, each a move and a relative line.
    const [, hatch] = /<path d="((?:M[-\d.]+ [-\d.]+ l-?18 \d+ ?){9})"/.exec(markup)!;
    const strokes = [...hatch!.matchAll(/M([-\d.]+) ([-\d.]+) l(-?18) (\d+)/g)].map(
      ([, x, y, dx, dy]): [Pt, Pt] => [
        [Number(x), Number(y)],
        [Number(x) + Number(dx), Number(y) + Number(dy)],
      ],
    );
    const side = (a: Pt, b: Pt, c: Pt) =>
      Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));
    const cross = ([a, b]: [Pt, Pt], [c, e]: [Pt, Pt]) =>
      side(a, b, c) !== side(a, b, e) && side(c, e, a) !== side(c, e, b);
    for (const [i, p] of trail.slice(1).entries()) {
      for (const stroke of strokes) {
        expect(
          cross([trail[i]!, p], stroke),
          `the trail crosses the hatching at ${p.map(Math.round).join(' ')}`,
        ).toBe(false);
      }
    }
  });

  it("draws each large enough to read in a phone's crop", () => {
    // 860 units fill 375 px: each place at least 24 px tall there, and whole in the crop.
    const crop = cropOf(scene);
    const px = 375 / crop.width;
    for (const { name, box } of places) {
      expect((box.y1 - box.y0) * px, `the ${name} on a phone`).toBeGreaterThanOrEqual(24);
      expect(box.x0 >= crop.x && box.x1 <= crop.x + crop.width, name).toBe(true);
      expect(box.y0 >= crop.y, name).toBe(true);
    }
  });
});

describe("the platforms' lookout", () => {
  it('fills its tower under the lattice, so the hill behind does not show through it', () => {
    const markup = renderToStaticMarkup(
      byMotif.platform.landmark({ ground: { x: 0, y: 0, random: () => 0.5 } }) as never,
    );
    const paths = [...markup.matchAll(/<path d="([^"]+)"([^>]*)>/g)].map((m, i) => ({
      i,
      box: boxOf(`<path d="${m[1]}">`),
      fill: /fill="([^"]*)"/.exec(m[2]!)?.[1],
    }));
    // The lattice: the unfilled lines, legs and braces, under the cabin.
    const lattice = paths.filter((p) => p.fill === undefined);
    expect(lattice.length).toBeGreaterThan(0);
    const first = Math.min(...lattice.map((p) => p.i));
    const span = {
      x0: Math.min(...lattice.map((p) => p.box.x0)),
      x1: Math.max(...lattice.map((p) => p.box.x1)),
      y0: Math.min(...lattice.map((p) => p.box.y0)),
      y1: Math.max(...lattice.map((p) => p.box.y1)),
    };
    const body = paths.find(
      (p) =>
        p.i < first &&
        p.fill &&
        p.fill !== 'none' &&
        p.box.x0 <= span.x0 + 1 &&
        p.box.x1 >= span.x1 - 1 &&
        p.box.y0 <= span.y0 + 1 &&
        p.box.y1 >= span.y1 - 1,
    );
    expect(body, 'a fill under the whole lattice, painted before it').toBeDefined();
  });
});

describe("Maryland's bay", () => {
  const scene = byMotif.shore;
  const markup = drawn(scene, 'maryland');
  const { summit } = layoutOf(scene);
  const [pier] = groups(markup, 'data-landmark');
  // The boat: the group the pier scales it down in, placed from the pier's foot.
  const boat = groupAt(pier!.markup, pier!.markup.search(/<g transform="[^"]*scale/));
  const [, px = 0, py = 0] = /<g transform="translate\(([-\d.]+) ([-\d.]+)\)"/
    .exec(pier!.markup)!
    .map(Number);
  const local = boxOf(boat);
  const box = { x0: px + local.x0, x1: px + local.x1, y0: py + local.y0, y1: py + local.y1 };

  it('sails lower than the summit hill', () => {
    expect(box.y0, "the mast's top under the summit").toBeGreaterThan(summit.y);
  });

  it('floats its hull on the water, clear of the far hills', () => {
    const [bay] = waters(markup);
    // The water's far edge: the bay's shoreline along the hills' foot, then its horizon.
    const edge = bay!.filter(([, y]) => y < SCENE.height);
    const waterAt = (x: number) => {
      const i = edge.findIndex(([ex]) => ex >= x);
      const [[x0, y0], [x1, y1]] = [edge[i - 1]!, edge[i]!];
      return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
    };
    for (let x = box.x0; x <= box.x1; x += 4) {
      expect(box.y1, `the hull above the water's edge at x ${Math.round(x)}`).toBeGreaterThan(
        waterAt(x) + 10,
      );
    }
  });

  it('runs no thick stroke along the ground into the frame foot', () => {
    const landscape = drawn(scene, 'maryland', false);
    for (const [, d, rest] of landscape.matchAll(/<path d="([^"]+)"([^>]*)>/g)) {
      const width = Number(/stroke-width="([\d.]+)"/.exec(rest!)?.[1] ?? 0);
      if (width < 4) continue;
      const low = Math.max(...pathPoints(d!).map(([, y]) => y));
      expect(low, `a stroke ${width} wide to y ${low}`).toBeLessThan(SCENE.height - 20);
    }
  });
});

describe("/support's sea", () => {
  const scene = bySlug.support;
  const markup = drawn(scene, 'support');
  const at = scene.at ?? 1120;
  const seas = waters(markup);

  it('lies flat under its horizon, from behind the lighthouse to the frame edge', () => {
    expect(seas).toHaveLength(1);
    const top = seas[0]!.filter(([, y]) => y < SCENE.height);
    const ys = new Set(top.map(([, y]) => y));
    expect(ys.size, 'one level').toBe(1);
    const xs = top.map(([x]) => x);
    expect(Math.max(...xs)).toBeGreaterThanOrEqual(SCENE.width);
    // It begins behind the tower (30 either side of its foot), not in the open.
    expect(Math.abs(Math.min(...xs) - at)).toBeLessThan(30);
  });

  it('rules its horizon from where the sea begins, with no stroke ending in the open', () => {
    const [level] = [...new Set(seas[0]!.map(([, y]) => y))].filter((y) => y < SCENE.height);
    const lines = [...markup.matchAll(/<path d="([^"]+)" fill="none" stroke="var\(--art-line\)"/g)]
      .map((m) => pathPoints(m[1]!))
      .filter((pts) => pts.every(([, y]) => y === level));
    expect(lines).toHaveLength(1);
    expect(Math.abs(lines[0]![0]![0] - at)).toBeLessThan(30);
  });
});
