/**
 * The heroes' range: every scene a page can show (one per Illustration, one per main page) has a
 * landmark and a mountain silhouette no other scene has, the heroes a visitor meets first differ
 * in how they are composed, and a phone's crop keeps the summit's cairn and the sun whole with
 * sky above them. A new scene that repeats one fails here, by name.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Motif } from '@/content/schema';
import { entryByHref, getCollection } from '@/content';
import { DEDICATED_PAGES } from '@/content/definitions';
import { byMotif, bySlug, cropOf, HeroScene, layoutOf, sceneFor, type Scene } from './hero-scene';
import { ownScene } from './scenes';
import {
  BOARDWALK,
  FAR_ROUGH,
  Landscape,
  SCENE,
  SUN_DISC,
  trailOf,
  type Arrangement,
} from './landscape';

const scenes: [string, Scene][] = [
  ...Object.entries(bySlug).map(([slug, scene]): [string, Scene] => [`page "${slug}"`, scene]),
  ...Object.entries(byMotif).map(([motif, scene]): [string, Scene] => [
    `Illustration "${motif}"`,
    scene,
  ]),
];
const shape = layoutOf;
/** Where a phone at 375 px shows 860 units: 16 px of sky is 37 units. */
const SIXTEEN_PX = (16 * 860) / 375;

describe('the heroes have range', () => {
  it('no two scenes share a landmark', () => {
    const seen = new Map<string, string>();
    for (const [who, scene] of scenes) {
      expect(
        seen.get(scene.name),
        `${who} draws the ${scene.name} of ${seen.get(scene.name)}`,
      ).toBeUndefined();
      seen.set(scene.name, who);
    }
  });

  it('no two scenes share a mountain silhouette', () => {
    // The skyline over the drawing's tall part, compared point by point: two scenes must differ
    // by 10 units (a peak moved or raised visibly) on average.
    const xs = Array.from({ length: 75 }, (_, i) => 700 + i * 10);
    const skylines = scenes.map(([who, scene]) => {
      const { mainHeight } = shape(scene);
      return { who, heights: xs.map(mainHeight) };
    });
    for (const [i, a] of skylines.entries()) {
      for (const b of skylines.slice(i + 1)) {
        const difference =
          a.heights.reduce((sum, h, k) => sum + Math.abs(h - b.heights[k]!), 0) / xs.length;
        expect(
          difference,
          `${a.who} and ${b.who} have the same mountains: give one of them other peaks`,
        ).toBeGreaterThan(10);
      }
    }
  });

  it('every page with a route of its own has a scene of its own, whatever its Illustration', () => {
    // A page of copy the editor adds takes an Illustration instead (content/cross-check.ts).
    for (const slug of DEDICATED_PAGES) {
      if (slug === 'locations') continue; // its map is its art
      const own = ownScene(slug);
      expect(own, `/${slug} has no scene of its own in scenes.ts`).toBeDefined();
      expect(sceneFor(slug, 'plan')).toBe(own);
    }
  });

  it('a location page shows the landscape of its Illustration, not a fallback or a map', () => {
    // A state's hero is a place of its own (a bay, a ridge, a river…), its map in the page's
    // modules: no two states show one landmark.
    const shown = new Map<string, string>();
    for (const place of getCollection('locations')) {
      expect(place.motif, `${place.href} has no Illustration`).toBeDefined();
      expect(ownScene(place.slug), `${place.href} takes a main page's scene`).toBeUndefined();
      const scene = sceneFor(place.slug, place.motif);
      expect(scene).toBe(byMotif[place.motif!]);
      expect(shown.get(scene.name), `${place.href} shows the ${scene.name} of another state`).toBe(
        undefined,
      );
      shown.set(scene.name, place.href);
    }
  });

  it('paints with the palette only, so the night draws the same place, its windows lit', () => {
    // Every colour is a theme token (the --art-* palette, the accent, the text's colours), or a
    // mix of two, never a colour of its own: the dark theme recolours the whole drawing from CSS. A landmark with windows paints them in the window token.
    const colour =
      /^(none|var\(--[a-z-]+\)|color-mix\(in oklab, var\(--[a-z-]+\) \d+%, var\(--[a-z-]+\)\))$/;
    const windowed = ['stone-bridge', 'covered-bridge', 'barn', 'log-cabin', 'lifeguard-stand'];
    for (const [who, scene] of scenes) {
      const drawn = renderToStaticMarkup(
        createElement(scene.landmark, { ground: { x: 0, y: 0, random: () => 0.5 } }),
      );
      for (const [, value] of drawn.matchAll(/(?:fill|stroke)="([^"]*)"/g)) {
        expect(value, `${who} paints in ${value}`).toMatch(colour);
      }
      if (windowed.includes(scene.name)) {
        expect(drawn, `${who}: no lit window`).toContain('var(--art-window)');
      }
    }
    for (const motif of Object.keys(byMotif) as Motif[]) {
      const markup = renderToStaticMarkup(
        createElement(HeroScene, { slug: `motif-${motif}`, motif }),
      );
      for (const [, value] of markup.matchAll(/(?:fill|stroke)="([^"]*)"/g)) {
        expect(value, `the landscape of ${motif} paints in ${value}`).toMatch(colour);
      }
    }
  });

  it("stacks a landscape's cairns in the field stone's greys, not the text's cream of the night", () => {
    // The text's colours are the night's brightest: a cairn painted in them glows in the dark.
    for (const slug of [...Object.keys(bySlug), ...Object.keys(byMotif).map((m) => `motif-${m}`)]) {
      const motif = slug.startsWith('motif-') ? (slug.slice(6) as Motif) : undefined;
      const markup = renderToStaticMarkup(createElement(HeroScene, { slug, motif }));
      expect(markup, `${slug}: a cairn in the text's colours`).not.toMatch(
        /fill="var\(--(?:muted-)?foreground\)"/,
      );
    }
  });

  it("a phone's crop keeps the summit's cairn and the sun whole, with 16 px of sky above", () => {
    for (const [who, scene] of scenes) {
      const crop = cropOf(scene);
      const { summit, sun } = shape(scene);
      const inside = (x: number, half: number) =>
        x - half >= crop.x && x + half <= crop.x + crop.width;
      expect(summit.top - crop.y, `${who}: sky above the cairn`).toBeGreaterThanOrEqual(SIXTEEN_PX);
      expect(inside(summit.x, 20), `${who}: the cairn inside the crop`).toBe(true);
      if (!sun) continue;
      expect(sun!.top - crop.y, `${who}: sky above the sun`).toBeGreaterThanOrEqual(SIXTEEN_PX);
      expect(inside(sun!.x, 62), `${who}: the sun inside the crop`).toBe(true);
      // On a wide screen the drawing's right edge is the window's: the rays stay inside it.
      expect(sun!.x + 62, `${who}: the sun inside the frame at 1440`).toBeLessThanOrEqual(
        SCENE.width,
      );
    }
  });

  it('no ridge hides any of the sun: the far ridge, painted over the sky, stays under its disc', () => {
    // The disc's lower edge, column by column, against the far ridge at its roughest: a new
    // scene whose sun sits low in a gap of the mountains can still set behind the far ridge.
    for (const [who, scene] of scenes) {
      const { sun, farHeight, mainHeight } = shape(scene);
      if (!sun) continue;
      for (let d = -SUN_DISC; d <= SUN_DISC; d += 2) {
        const bottom = sun!.y + Math.sqrt(SUN_DISC ** 2 - d ** 2);
        const ridge = Math.min(farHeight(sun!.x + d) - FAR_ROUGH / 2, mainHeight(sun!.x + d));
        expect(
          bottom,
          `${who}: the sun behind a ridge ${d} units from its centre`,
        ).toBeLessThanOrEqual(ridge);
      }
    }
  });
});

/** Where a scene's trail comes from, read from its first point. */
function courseOf(scene: Scene) {
  const [start] = trailOf(scene).points;
  if (!start) return 'none';
  const { summit } = layoutOf(scene);
  if (start[0] <= 100) return 'from the left edge';
  if (start[1] >= SCENE.height) return "from the frame's foot";
  if (Math.hypot(start[0] - summit.x, start[1] - summit.y) < 40) return 'from the summit';
  return `from ${start.join(' ')}`;
}
/** A scene's trail arrangement: its course and the way-marks beside it, in order. */
const trailArrangement = (scene: Scene) =>
  `${courseOf(scene)}, ${
    trailOf(scene)
      .marks.map((m) => m.kind)
      .join(' then ') || 'no way-mark'
  }`;
/** The heroes that share each trail arrangement. */
function byTrail(heroes: { href: string; scene: Scene }[]) {
  const shared = new Map<string, string[]>();
  for (const { href, scene } of heroes) {
    const key = trailArrangement(scene);
    shared.set(key, [...(shared.get(key) ?? []), href]);
  }
  return shared;
}
/** The headline's part of the frame: the left 55 %, above the low ground. */
const HEADLINE = 0.55 * SCENE.width;

describe('the trail is part of each scene, not one recipe', () => {
  it('no more than a third of all scenes share a trail and its way-marks', () => {
    const limit = Math.ceil(scenes.length / 3);
    for (const [trail, heroes] of byTrail(scenes.map(([href, scene]) => ({ href, scene })))) {
      expect(heroes.length, `${heroes.join(', ')} all have the trail ${trail}`).toBeLessThanOrEqual(
        limit,
      );
    }
  });

  it("keeps the headline's part of the frame clear: only the trail, on the low ground", () => {
    for (const [who, scene] of scenes) {
      const { points, marks } = trailOf(scene);
      for (const mark of marks) {
        expect(mark.x, `${who}: a ${mark.kind} under the headline`).toBeGreaterThan(HEADLINE);
      }
      for (const [x, y] of points.filter(([x]) => x <= HEADLINE)) {
        expect(y, `${who}: the trail rises under the headline at x ${x}`).toBeGreaterThan(380);
      }
    }
  });

  it("keeps the sky's clouds and birds out of the headline's part of the frame", () => {
    for (const [who, scene] of scenes) {
      const drawn = renderToStaticMarkup(Landscape({ ...scene, seed: who, children: () => null }));
      // A cloud's outline starts at its left foot; a bird's strokes each start at a wing's tip.
      const clouds = [...drawn.matchAll(/fill="var\(--art-cloud\)"[^>]*><path d="M([-\d.]+) /g)];
      const birds = /<path d="([^"]+)"[^>]*stroke="var\(--art-bird\)"/.exec(drawn)?.[1] ?? '';
      const lefts = [
        ...clouds.map(([, x]) => Number(x)),
        ...[...birds.matchAll(/M([-\d.]+) /g)].map(([, x]) => Number(x)),
      ];
      for (const x of lefts) {
        expect(x, `${who}: a cloud or bird over the headline`).toBeGreaterThan(HEADLINE);
      }
    }
    // Read, not assumed: the scenes with clouds and birds are among those checked.
    expect(scenes.filter(([, s]) => s.weather && s.weather !== 'sun').length).toBeGreaterThan(3);
  });

  it("runs the credit unions' main street on to the frame's edge", () => {
    const drawn = renderToStaticMarkup(
      Landscape({ ...byMotif.bank, seed: 'bank', children: () => null }),
    );
    // The street's kerb: one level line, from left of the houses to the frame's right edge.
    const kerb = /<path d="M([-\d.]+) [-\d.]+ H([-\d.]+)" stroke="var\(--art-line\)"/.exec(drawn);
    expect(kerb, 'no kerb drawn').not.toBeNull();
    expect(Number(kerb![2])).toBeGreaterThanOrEqual(SCENE.width);
  });

  it("brings the audits' trail to the boardwalk's steps, its deck inside the frame", () => {
    const { at = 1120 } = byMotif.access;
    const [x] = trailOf(byMotif.access).points.at(-1)!;
    expect(Math.abs(x - (at - BOARDWALK)), 'the trail ends at the steps').toBeLessThan(4);
    expect(at + BOARDWALK, 'the far steps inside the frame').toBeLessThan(SCENE.width - 20);
  });
});

describe('the heroes differ in how they are composed, not only in their landmark', () => {
  // The heroes a visitor meets first: the main pages' own and one page of each kind (a platform,
  // a kind of client, a solution, a state), each as the page shows it, by its Illustration.
  const first = [
    '/services',
    '/services/drupal-websites',
    '/clients',
    '/clients/credit-unions',
    '/solutions/accessibility-audits',
    '/work',
    '/news',
    '/team',
    '/why-cairn',
    '/support',
    '/locations/maryland',
  ].map((href) => {
    const entry = entryByHref(href);
    if (!entry) throw new Error(`no page at ${href}`);
    const scene = sceneFor(entry.slug, entry.motif);
    return { href, scene, arrangement: layoutOf(scene).arrangement };
  });
  const by = (arrangement: Arrangement) =>
    first.filter((hero) => hero.arrangement === arrangement).map((hero) => hero.href);

  it('no more than three of them share an arrangement', () => {
    // Read from where each one's summit, sun and landmark stand (landscape.tsx's `layout`), not
    // from a label: a scene moved back into another's arrangement counts there.
    for (const arrangement of new Set(first.map((hero) => hero.arrangement))) {
      expect(
        by(arrangement).length,
        `${by(arrangement).join(', ')} are all ${arrangement}: compose one of them another way`,
      ).toBeLessThanOrEqual(3);
    }
  });

  it('no more than a third of them share a trail and its way-marks', () => {
    // Read from the trail each one draws (landscape.tsx's `trailOf`): where it comes from and
    // what stands beside it, not from the scene's words.
    const limit = Math.ceil(first.length / 3);
    for (const [trail, heroes] of byTrail(first)) {
      expect(
        heroes.length,
        `${heroes.join(', ')} all have the trail ${trail}: give one of them another course or way-marks`,
      ).toBeLessThanOrEqual(limit);
    }
    expect(new Set(first.map(({ scene }) => courseOf(scene))).size).toBeGreaterThanOrEqual(3);
  });

  it('no more than half of them stand under the same open sun', () => {
    // The rest show it behind a passing cloud, or clouds or birds in its place.
    const open = first.filter(({ scene }) => (scene.weather ?? 'sun') === 'sun');
    expect(
      open.length,
      `${open.map((hero) => hero.href).join(', ')} all show the sun alone in an open sky`,
    ).toBeLessThanOrEqual(first.length / 2);
    expect(new Set(first.map(({ scene }) => scene.weather ?? 'sun')).size).toBeGreaterThanOrEqual(
      3,
    );
  });

  it('a cairn crowns a summit only where the trail climbs to it', () => {
    // Drawn, not labelled: a cairn standing where the summit is.
    for (const { href, scene } of first) {
      const { summit } = layoutOf(scene);
      const drawn = renderToStaticMarkup(Landscape({ ...scene, seed: href, children: () => null }));
      const onSummit = [...drawn.matchAll(/translate\(([-\d.]+) ([-\d.]+)\) scale/g)].some(
        ([, x, y]) => Math.abs(Number(x) - summit.x) < 2 && Math.abs(Number(y) - summit.y) < 8,
      );
      const climbs = trailOf(scene).points.some(
        ([x, y]) => Math.hypot(x - summit.x, y - summit.y) < 40,
      );
      expect(
        onSummit,
        `${href}: a cairn on the summit ${climbs ? 'missing' : 'no trail reaches'}`,
      ).toBe(climbs);
    }
  });

  it('between them they show at least five arrangements', () => {
    expect(new Set(first.map((hero) => hero.arrangement)).size).toBeGreaterThanOrEqual(5);
  });

  it('the water scenes lie under a big sky, the sun low over the horizon', () => {
    for (const hero of first.filter(({ scene }) => scene.horizon === 'low')) {
      const { sun, summit, arrangement } = layoutOf(hero.scene);
      expect(arrangement, hero.href).toBe('low-horizon');
      // Lower than any mountain scene's summit, and as low as the hills' own.
      expect(sun!.y, `${hero.href}: the sun low`).toBeGreaterThan(summit.y - 20);
    }
  });

  it('every arrangement is what its geometry says', () => {
    for (const [who, scene] of scenes) {
      const { arrangement, summit, sun } = shape(scene);
      const at = scene.at ?? 1120;
      if (arrangement === 'sun-left') expect(sun!.x, who).toBeLessThan(summit.x);
      if (arrangement === 'sun-right') expect(sun!.x, who).toBeGreaterThan(summit.x);
      if (arrangement === 'central') expect(at, who).toBeGreaterThan(summit.x);
      if (arrangement === 'low-horizon') expect(summit.y, who).toBeGreaterThanOrEqual(280);
    }
  });

  it("hatching shades a peak's flank away from the sun, and only a peak under the sun", () => {
    for (const [who, scene] of scenes) {
      const { summit, sun, arrangement } = shape(scene);
      const drawn = renderToStaticMarkup(Landscape({ ...scene, seed: who, children: () => null }));
      // The hatch: nine short strokes, each a move and a relative line.
      const hatch = /<path d="((?:M[-\d.]+ [-\d.]+ l-?18 \d+ ?){9})"/.exec(drawn);
      if (!sun || arrangement === 'ridges' || arrangement === 'low-horizon') {
        expect(hatch, `${who}: hatching with no one flank in shade`).toBeNull();
        continue;
      }
      expect(hatch, `${who}: no hatching`).not.toBeNull();
      const xs = [...hatch![1]!.matchAll(/M([-\d.]+) /g)].map(([, x]) => Number(x));
      const right = xs.every((x) => x > summit.x);
      expect(right, `${who}: the hatching on the sun's side`).toBe(sun!.x < summit.x);
    }
  });
});

/** A drawing's paths, read back from its markup: each one's `d` and its other attributes. */
const pathsOf = (markup: string) =>
  [...markup.matchAll(/<path d="([^"]+)"([^>]*)>/g)].map(([, d, rest]) => ({ d: d!, rest: rest! }));
/** A path's points on the line (each command's last pair), in drawing order. */
const points = (d: string) =>
  [...d.matchAll(/[MLC]([-\d. ]+)/g)].map(([, args]) => {
    const n = args!.trim().split(/\s+/).map(Number);
    return [n.at(-2)!, n.at(-1)!] as const;
  });
/** The height of a line drawn through `pts` at x, between its points. */
const along = (pts: readonly (readonly [number, number])[], x: number) => {
  const i = pts.findIndex(([px]) => px >= x);
  const [[x0, y0], [x1, y1]] = [pts[i - 1]!, pts[i]!];
  return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
};

describe("the mountains' outline", () => {
  it('rises out of the near ground, never starting in mid-air at the left of a view', () => {
    for (const [who, scene] of scenes) {
      // The landscape alone, with no landmark: called as the function it is.
      const drawn = renderToStaticMarkup(
        Landscape({
          seed: who,
          peaks: scene.peaks,
          terrain: scene.terrain,
          at: scene.at,
          sky: scene.sky,
          sun: scene.sun,
          horizon: scene.horizon,
          children: () => null,
        }),
      );
      const paths = pathsOf(drawn);
      const ridge = paths.find((p) => p.rest.includes('stroke-width="2.5"'));
      const ground = paths.find(
        (p) => p.d.startsWith('M-180 ') && p.rest.includes('stroke-width="1.5"'),
      );
      const [x, y] = points(ridge!.d)[0]!;
      expect(y, `${who}: the outline starts above the ground at x ${x}`).toBeGreaterThanOrEqual(
        along(points(ground!.d), x),
      );
    }
  });
});

describe("/team's footbridge over its river", () => {
  // The drawing as the page shows it, read back from its markup: where the ground, the
  // mountains' outline, the trail, the water and the bridge's posts are drawn.
  const markup = renderToStaticMarkup(createElement(HeroScene, { slug: 'team' }));
  const paths = pathsOf(markup);
  const find = (test: (p: { d: string; rest: string }) => boolean, what: string) => {
    const found = paths.find(test);
    if (!found) throw new Error(`no ${what} in /team's drawing`);
    return found;
  };
  const ground = points(
    find((p) => p.d.startsWith('M-180 ') && p.rest.includes('stroke-width="1.5"'), 'ground line').d,
  );
  const ridge = points(find((p) => p.rest.includes('stroke-width="2.5"'), "mountains' outline").d);
  const trail = points(find((p) => p.rest.includes('stroke-dasharray'), 'trail').d);
  const water = points(
    find((p) => p.rest.includes('fill="var(--art-far)" stroke="var(--art-line)"'), 'river').d,
  );
  const [, fx, fy] = /data-landmark="footbridge"><g transform="translate\(([-\d.]+) ([-\d.]+)\)"/
    .exec(markup)!
    .map(Number);
  const posts = find((p) => p.rest.includes('stroke-width="6"'), "bridge's posts").d;
  const [l, r] = [...posts.matchAll(/M(-?200) ([-\d.]+) V/g)].map(([, , y]) => Number(y) - 4);

  it('stands on the ground at both ends, the trail reaching its near end', () => {
    expect(
      Math.abs(fy! + l! - along(ground, fx! - 200)),
      'its near end on the ground',
    ).toBeLessThan(6);
    expect(Math.abs(fy! + r! - along(ground, fx! + 200)), 'its far end on the ground').toBeLessThan(
      6,
    );
    const [ex, ey] = trail.at(-1)!;
    expect(ex, 'the trail ends at the near end, not under the deck').toBeGreaterThan(fx! - 240);
    expect(ex).toBeLessThanOrEqual(fx! - 200);
    expect(Math.abs(ey - along(ground, ex)), 'the trail on the ground').toBeLessThan(6);
  });

  it('spans a gorge whose banks meet inside the frame, not at its edge', () => {
    const under = ground.filter(([x]) => Math.abs(x - fx!) < 200);
    const bottom = Math.max(...under.map(([, y]) => y));
    expect(bottom, "the gorge closes above the frame's foot").toBeLessThan(SCENE.height - 6);
  });

  it('crosses a river that comes out of the fold between the mountains', () => {
    // The water's highest point is where the mountains' outline dips between them: not above it
    // (painted on the sky or a mountain's face), nor cut off level lower down the valley.
    const [tx, ty] = water.reduce((top, p) => (p[1] < top[1] ? p : top));
    expect(ty, 'the river begins in the fold, not above it').toBeGreaterThanOrEqual(
      along(ridge, tx) - 1,
    );
    expect(ty, 'the river begins in the fold').toBeLessThan(along(ridge, tx) + 8);
    // …under the deck: the water is painted before the bridge.
    expect(markup.indexOf('fill="var(--art-far)" stroke="var(--art-line)"')).toBeLessThan(
      markup.indexOf('<g data-landmark="footbridge"'),
    );
  });
});
