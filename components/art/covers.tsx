import type { CoverScene } from '@/content/schema';
import { seeded } from './cairn';
import { drawingHref } from './drawing-file';
import { H, hill, W, type Draw } from './cover-kit';
import { placesCovers } from './cover-scenes-places';
import { standardsCovers } from './cover-scenes-standards';
import { workCovers } from './cover-scenes-work';

/**
 * An article's cover, drawn in the illustration system's hand: the sky (the sun by day, the
 * moon and stars at night, from the --art-* tokens), two ridges, a dashed trail, and the scene
 * the article is about standing on the near ground, in ink line work. The slug seeds the ridges,
 * the sky and the scene's details, so no two covers are the same and a cover never changes.
 *
 * The ink's stroke, width, caps and joins come from the `.art-cover` class (app/globals.css), not
 * from attributes on each shape: a list of covers repeats them many times. The viewBox is fixed
 * and the drawing fills its box (`slice`): a card's cover keeps its aspect-ratio box before it
 * paints (no layout shift), at every width the whole drawing. Decorative (aria-hidden): the
 * article's title is beside it. The `.art-cover` class reaches the file's shapes by inheritance
 * through `<use>`.
 */
const SCENES: Record<CoverScene, Draw> = { ...placesCovers, ...standardsCovers, ...workCovers };

const SKIES = ['high', 'low', 'clouds'] as const;

/** A small cloud with a flat base, centred at (x, y): three lobes, `k` its scale. */
function cloud(x: number, y: number, k: number): string {
  const w = Math.round(44 * k);
  const r = Math.round(10 * k);
  return `M${x - w / 2} ${y}a${r} ${r} 0 0 1 ${r} -${r}a${r + 3} ${r + 3} 0 0 1 ${2 * r + 4} -${Math.round(r / 2)}a${r} ${r} 0 0 1 ${w - 3 * r - 4} ${Math.round(r * 1.5)}Z`;
}

export function Cover({
  scene,
  seed,
  className,
}: {
  scene: CoverScene;
  /** The article's slug. */
  seed: string;
  className?: string;
}) {
  const random = seeded(`cover:${seed}`);
  // The scene stands near the middle, so a phone's crop keeps it; the ridges' summits go aside.
  const x = Math.round(W / 2 + (random() - 0.5) * 40);
  const side = random() < 0.5 ? -1 : 1;
  const far = hill(random, {
    base: 88,
    peakX: Math.round(x + side * (70 + random() * 50)),
    height: 22 + random() * 14,
    spread: 60,
  });
  // A cairn being built stands at the top of a hill the trail climbs to it, which fills the
  // frame where a low ridge would leave it mostly sky; the hill rises on the side away from the
  // sun (or the clouds), so the top of the cairn stays clear of them.
  const near =
    scene === 'building'
      ? hill(random, { base: 120, peakX: x + side * 64, height: 58, spread: 86 })
      : hill(random, {
          base: 112,
          peakX: scene === 'book' ? x : Math.round(x - side * (90 + random() * 40)),
          height: scene === 'book' ? 14 : 10 + random() * 6,
          spread: scene === 'book' ? 70 : 40,
        });
  const moon = Math.round(x - side * (70 + random() * 50));
  // The sky, from a stream of its own (the ridges and the scene keep theirs): the sun high, the
  // sun low behind the far ridge, or a sky of clouds, so the set does not read as one template
  // with its icon swapped. A storm has its own sky.
  const sky = scene === 'storm' ? 'storm' : SKIES[Math.floor(seeded(`sky:${seed}`)() * 3)]!;
  const sunY = sky === 'low' ? Math.round(far.heightAt(moon)) - 4 : 30;
  const sunR = sky === 'low' ? 16 : 12;
  const stars = Array.from(
    { length: 7 },
    () => `M${Math.round(random() * W)} ${Math.round(random() * 44)}h.1`,
  ).join('');
  const drawing = (
    <>
      <g stroke="none">
        <rect width={W} height={H} fill="var(--art-far)" />
        {sky === 'high' || sky === 'low' ? (
          <>
            <circle cx={moon} cy={sunY} r={sunR} fill="var(--art-sun)" />
            <circle
              cx={moon + Math.round(sunR * 0.42)}
              cy={sunY - Math.round(sunR * 0.33)}
              r={Math.round(sunR * 0.83)}
              fill="var(--art-shade-far)"
            />
          </>
        ) : null}
        <path d={far.shape} fill="var(--art-mid)" />
      </g>
      <path d={stars} stroke="var(--art-star)" strokeWidth="2" />
      {sky === 'clouds' ? (
        <g fill="var(--art-cloud)" strokeWidth="1.2">
          <path d={cloud(moon, 28, 1)} />
          <path d={cloud(Math.round(W - moon * 0.6), 44, 0.7)} />
        </g>
      ) : null}
      <path d={near.shape} fill="var(--art-near)" strokeWidth="1.2" />
      {SCENES[scene]({ x, ground: (at: number) => Math.round(near.heightAt(at)), random })}
    </>
  );
  // The file (components/art/drawing-file.tsx) where the build drew one; else the drawing here.
  const file = drawingHref('cover', drawing);
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
      data-cover={scene}
      className={className ? `art-cover ${className}` : 'art-cover'}
    >
      {file ? <use href={file} /> : drawing}
    </svg>
  );
}
