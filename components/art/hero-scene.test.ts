/**
 * The heroes' range: every scene a page can show (one per Illustration, one per main page) has a
 * landmark and a mountain silhouette no other scene has, and a phone's crop keeps the summit's
 * cairn and the sun whole with sky above them. A new scene that repeats one fails here, by name.
 */
import { describe, expect, it } from 'vitest';
import { getCollection } from '@/content';
import { DEDICATED_PAGES } from '@/content/definitions';
import { byMotif, bySlug, cropOf, sceneFor, type Scene } from './hero-scene';
import { ownScene } from './scenes';
import { layout, SCENE } from './landscape';

const scenes: [string, Scene][] = [
  ...Object.entries(bySlug).map(([slug, scene]): [string, Scene] => [`page "${slug}"`, scene]),
  ...Object.entries(byMotif).map(([motif, scene]): [string, Scene] => [
    `Illustration "${motif}"`,
    scene,
  ]),
];
const shape = (scene: Scene) => layout({ peaks: scene.peaks, at: scene.at ?? 1120, sky: true });
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
    // A state's hero is a place (a bay and its shore), its map in the page's modules.
    for (const place of getCollection('locations')) {
      expect(place.motif, `${place.href} has no Illustration`).toBeDefined();
      expect(ownScene(place.slug), `${place.href} takes a main page's scene`).toBeUndefined();
      expect(sceneFor(place.slug, place.motif)).toBe(byMotif[place.motif!]);
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
      if (scene.sky === false) continue;
      expect(sun!.top - crop.y, `${who}: sky above the sun`).toBeGreaterThanOrEqual(SIXTEEN_PX);
      expect(inside(sun!.x, 62), `${who}: the sun inside the crop`).toBe(true);
      // On a wide screen the drawing's right edge is the window's: the rays stay inside it.
      expect(sun!.x + 62, `${who}: the sun inside the frame at 1440`).toBeLessThanOrEqual(
        SCENE.width,
      );
    }
  });
});
