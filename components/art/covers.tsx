import type { CoverScene } from '@/content/schema';
import { seeded } from './cairn';
import { drawingHref } from './drawing-file';
import { H, hill, TALL, W, type Draw } from './cover-kit';
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

export function Cover({
  scene,
  seed,
  tall = false,
  className,
}: {
  scene: CoverScene;
  /** The article's slug. */
  seed: string;
  /** With more sky above: the article's own page. */
  tall?: boolean;
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
  const near = hill(random, {
    base: 112,
    peakX: scene === 'book' ? x : Math.round(x - side * (90 + random() * 40)),
    height: scene === 'book' ? 14 : 10 + random() * 6,
    spread: scene === 'book' ? 70 : 40,
  });
  const moon = Math.round(x - side * (70 + random() * 50));
  const stars = Array.from(
    { length: 7 },
    () =>
      `M${Math.round(random() * W)} ${Math.round((tall ? -TALL : 0) + random() * (tall ? 150 : 44))}h.1`,
  ).join('');
  const top = tall ? -TALL : 0;
  const drawing = (
    <>
      <g stroke="none">
        <rect y={top || undefined} width={W} height={H - top} fill="var(--art-far)" />
        {scene === 'storm' ? null : (
          <>
            <circle cx={moon} cy={tall ? -40 : 30} r="12" fill="var(--art-sun)" />
            <circle cx={moon + 5} cy={tall ? -44 : 26} r="10" fill="var(--art-shade-far)" />
          </>
        )}
        <path d={far.shape} fill="var(--art-mid)" />
      </g>
      <path d={stars} stroke="var(--art-star)" strokeWidth="2" />
      <path d={near.shape} fill="var(--art-near)" strokeWidth="1.2" />
      {SCENES[scene]({ x, ground: (at: number) => Math.round(near.heightAt(at)), random })}
    </>
  );
  // The file (components/art/drawing-file.tsx) where the build drew one; else the drawing here.
  const file = drawingHref('cover', drawing);
  return (
    <svg
      viewBox={`0 ${top} ${W} ${H - top}`}
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
