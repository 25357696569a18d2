import type { Motif } from '@/content/schema';
import { drawingHref } from './drawing-file';
import { Landscape, layout, SCENE } from './landscape';
import { byMotif, bySlug, ownScene, type Scene } from './scenes';

export { byMotif, bySlug, type Scene };

/** The page's own scene first: the editor's Illustration is for pages of a kind, and new pages. */
export function sceneFor(slug: string, motif?: Motif): Scene {
  return ownScene(slug) ?? byMotif[motif ?? 'plan'];
}

/** Sky kept above the crop's highest thing: 16.6 px on a 375 px phone, where 860 units fill 375. */
const SKY_ABOVE = 38;
/**
 * The crop's least height: 131 px at 375. A low horizon's crop keeps its big sky rather than a
 * strip of hills under the text.
 */
const LEAST_HEIGHT = 300;

/** Where a scene's summit, sun and landmark stand, and the arrangement they make. */
export function layoutOf(scene: Scene) {
  return layout({
    peaks: scene.peaks,
    at: scene.at ?? 1120,
    sky: scene.sky ?? true,
    sun: scene.sun,
    horizon: scene.horizon,
    weather: scene.weather,
    crown: scene.crown,
    trail: scene.trail,
  });
}

/**
 * The part of the drawing a phone shows (x, y, width, height in the scene's box): 860 units wide,
 * framed on the landmark, from SKY_ABOVE over the summit's cairn or the sun (or higher, to keep
 * LEAST_HEIGHT) down to the ground.
 */
export function cropOf(scene: Scene) {
  const at = scene.at ?? 1120;
  const { top, summit, sky } = layoutOf(scene);
  const y = Math.max(0, Math.min(Math.floor(top - SKY_ABOVE), SCENE.height - LEAST_HEIGHT));
  // On the landmark, moved right as far as the summit's cairn, the sun (or the clouds or birds in
  // its place) and a wide landmark need to be whole.
  const right = Math.max(summit.x + 40, sky ? sky.x + 72 : 0, scene.reach ?? 0);
  const x = Math.min(Math.max(at - 430, right - 860), SCENE.width - 860);
  return { x, y, width: 860, height: SCENE.height - y };
}

/**
 * A page's landscape as one drawing: its file's address (components/art/drawing-file.tsx), or
 * where the build drew none, the id of the copy `HeroScene` keeps in the page; the drawing itself
 * for that copy; and the crop a phone shows.
 */
function sceneDrawing(slug: string, motif?: Motif) {
  const scene = sceneFor(slug, motif);
  const at = scene.at ?? 1120;
  const crop = cropOf(scene);
  const Landmark = scene.landmark;
  const drawing = (
    <Landscape
      seed={slug}
      at={at}
      sky={scene.sky ?? true}
      sun={scene.sun}
      horizon={scene.horizon}
      weather={scene.weather}
      crown={scene.crown}
      trail={scene.trail}
      marks={scene.marks}
      peaks={scene.peaks}
      terrain={scene.terrain ?? 'meadow'}
    >
      {(ground) => (
        <g data-landmark={scene.name}>
          <Landmark ground={ground} />
        </g>
      )}
    </Landscape>
  );
  const file = drawingHref(`scene-${slug}`, drawing);
  return { scene, crop, drawing, file, href: file ?? `#scene-${slug}` };
}

/**
 * The page's landscape, cropped on its landmark, along the foot of a box behind other art (a page's exhibit
 * stands in front of it): the same drawing the hero's phone crop uses, so it costs no bytes of its
 * own. Decorative. Drawn only on a page whose hero has the landscape (its copy is there).
 */
export function SceneBackdrop({ slug, motif }: { slug: string; motif?: Motif }) {
  const { crop, href } = sceneDrawing(slug, motif);
  return (
    <svg
      aria-hidden="true"
      viewBox={`${crop.x} ${crop.y} ${crop.width} ${crop.height}`}
      preserveAspectRatio="xMidYMax meet"
      focusable="false"
      className="absolute inset-0 -z-10 h-full w-full"
    >
      <use href={href} />
    </svg>
  );
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
  phone = true,
  inset = false,
}: {
  slug: string;
  motif?: Motif;
  /** False where the hero has other art from 1024 px (/work's screens): the phone crop only. */
  wide?: boolean;
  /**
   * False where the hero's art stands on phones too (a page's exhibit, in front of this drawing's
   * crop): only the drawing's copy, where the build drew no file, for the art's backdrop to use.
   */
  phone?: boolean;
  /** The crop alone at every width, in a column of its own (/contact, beside its form). */
  inset?: boolean;
}) {
  const { scene, crop, drawing, file, href } = sceneDrawing(slug, motif);
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
      {phone || inset ? (
        <svg
          viewBox={`${crop.x} ${crop.y} ${crop.width} ${crop.height}`}
          width={crop.width}
          height={crop.height}
          focusable="false"
          className={inset ? 'hero-scene-inset' : 'hero-scene-crop'}
        >
          <use href={href} />
        </svg>
      ) : null}
    </div>
  );
}
