import type { ReactNode } from 'react';
import type { Motif } from '@/content/schema';
import { drawingHref } from './drawing-file';
import { Landscape, SCENE, type Ground } from './landscape';
import { Clinic, FoodBank, MeetingHall, RateBoard, StormLines } from './landmarks-places';
import {
  Boardwalk,
  Camp,
  Easel,
  Hoist,
  Hut,
  Level,
  Lookout,
  MapBoard,
  Register,
  Terraces,
  Trailhead,
} from './landmarks-trail';

type Landmark = (props: { ground: Ground }) => ReactNode;
interface Scene {
  /** What the landmark is, for the page's markup and its tests. */
  name: string;
  landmark: Landmark;
  at?: number;
  sky?: boolean;
}

/**
 * Which landmark a page's landscape holds: by the page's illustration (the `motif` the editor
 * chooses), else by the page itself. `at` is where it stands; `crop` the part of the drawing a
 * phone shows (x, y, width, height in the scene's box), framed on the landmark and the summit.
 */
const byMotif: Record<Motif, Scene> = {
  bank: { name: 'rate-board', landmark: RateBoard },
  power: { name: 'storm-lines', landmark: StormLines, at: 1110, sky: false },
  care: { name: 'clinic', landmark: Clinic },
  heart: { name: 'food-bank', landmark: FoodBank },
  members: { name: 'meeting-hall', landmark: MeetingHall, at: 1140 },
  platform: { name: 'lookout', landmark: Lookout, at: 1130 },
  build: { name: 'hoist', landmark: Hoist },
  design: { name: 'easel', landmark: Easel },
  growth: { name: 'terraces', landmark: Terraces, at: 1150 },
  measure: { name: 'level', landmark: Level },
  plan: { name: 'map-board', landmark: MapBoard },
  operate: { name: 'hut', landmark: Hut },
  access: { name: 'boardwalk', landmark: Boardwalk, at: 1160 },
  team: { name: 'camp', landmark: Camp, at: 1130 },
};
const bySlug: Record<string, Motif | Scene> = {
  home: { name: 'trailhead', landmark: Trailhead, at: 1120 },
  news: { name: 'register', landmark: Register },
  accessibility: 'access',
  'privacy-policy': 'operate',
  'why-cairn': 'build',
  work: 'plan',
  contact: 'plan',
};

export function sceneFor(slug: string, motif?: Motif): Scene {
  const chosen = motif ?? bySlug[slug] ?? 'plan';
  return typeof chosen === 'string' ? byMotif[chosen] : chosen;
}

/**
 * The hero's drawing, shown two ways: the whole landscape along the hero's foot from 1024 px (the
 * headline over its open left part), and a crop on the landmark under the text on narrower
 * screens. Both views `<use>` one drawing: its file (components/art/drawing-file.tsx), or where
 * the build drew none, a copy kept in an invisible (not display: none, so every engine renders
 * the copies) definitions box. Decorative: the headline says what the page is about.
 */
export function HeroScene({
  slug,
  motif,
  wide = true,
  inset = false,
}: {
  slug: string;
  motif?: Motif;
  /** False where the hero has other art from 1024 px (/work's screens): the phone crop only. */
  wide?: boolean;
  /** The crop alone at every width, in a column of its own (/contact, beside its form). */
  inset?: boolean;
}) {
  const scene = sceneFor(slug, motif);
  const at = scene.at ?? 1120;
  // A phone's crop leaves the sky out to save height; an inset beside a form keeps it.
  const crop = inset
    ? { x: Math.min(at - 430, SCENE.width - 860), y: 50, width: 860, height: 390 }
    : { x: Math.min(at - 430, SCENE.width - 860), y: 140, width: 860, height: 300 };
  const Landmark = scene.landmark;
  const drawing = (
    <Landscape seed={slug} at={at} sky={scene.sky ?? true}>
      {(ground) => (
        <g data-landmark={scene.name}>
          <Landmark ground={ground} />
        </g>
      )}
    </Landscape>
  );
  const file = drawingHref(`scene-${slug}`, drawing);
  const href = file ?? `#scene-${slug}`;
  return (
    <div aria-hidden="true" data-scene={slug} data-landmark={scene.name} className="hero-scene">
      {file ? null : (
        <svg width="0" height="0" className="absolute" focusable="false">
          <defs>
            <g id={`scene-${slug}`}>{drawing}</g>
          </defs>
        </svg>
      )}
      {wide && !inset ? (
        <svg
          viewBox={`0 0 ${SCENE.width} ${SCENE.height}`}
          preserveAspectRatio="xMaxYMax meet"
          overflow="visible"
          focusable="false"
          className="hero-scene-wide"
        >
          <use href={href} />
        </svg>
      ) : null}
      <svg
        viewBox={`${crop.x} ${crop.y} ${crop.width} ${crop.height}`}
        width={crop.width}
        height={crop.height}
        focusable="false"
        className={inset ? 'hero-scene-inset' : 'hero-scene-crop'}
      >
        <use href={href} />
      </svg>
    </div>
  );
}
