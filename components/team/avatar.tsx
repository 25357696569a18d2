import { getImageProps } from 'next/image';
import type { ReactNode } from 'react';
import { Cairn, ridge, seeded } from '@/components/art/cairn';
import { drawingHref } from '@/components/art/drawing-file';
import type { Portrait } from '@/content/schema';
import {
  SKIN,
  HAIR,
  CLOTHES,
  OUTLINE,
  type Person,
  r,
  portraitOf,
  FACE,
  HAIR_BACK,
  HAIR_FRONT,
  BEARD,
  BROWS,
  NOSES,
  MOUTHS,
} from './portrait-features';

/**
 * A person's portrait: their photograph when the editor has one, otherwise a drawing in the
 * site's illustration system. The drawing is a head and shoulders in ink line work (face shape,
 * hair, brows, eyes, nose, mouth, beard, glasses, neckline) in front of a ridge with a small
 * cairn, under the sun by day and the moon at night (the --art-* tokens). Features the person's
 * `portrait` names are drawn as named; the rest, and the small things (brows, eyes, mouth,
 * clothes), are picked from the name, so the same person always looks the same and a new one
 * gets a portrait at once. A drawn figure, never a likeness.
 *
 * Decorative beside the visible name (aria-hidden, alt=""); `labelled` gives a photo its name
 * as alt text where no name is beside it.
 */
export function Avatar({
  person,
  size = 80,
  labelled = false,
}: {
  person: Person;
  size?: number;
  /** No name beside it: a photo says whose it is. */
  labelled?: boolean;
}) {
  if (person.photo) {
    // A fixed box at the drawing's size, the photo cropped into it: the space is kept before it loads.
    const { props } = getImageProps({
      src: person.photo,
      width: size,
      height: size,
      alt: labelled ? person.name : '',
      sizes: `${size}px`,
      loading: 'lazy',
    });
    return (
      // eslint-disable-next-line @next/next/no-img-element -- getImageProps: next/image's markup without its client component
      <img
        {...props}
        style={undefined}
        alt={labelled ? person.name : ''}
        data-art="photo"
        className="shrink-0 rounded-full object-cover"
      />
    );
  }
  return <Drawing person={person} size={size} />;
}

function Drawing({ person, size }: { person: Person; size: number }) {
  const p = portraitOf(person);
  const random = seeded(person.name);
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const skin = SKIN[p.skin];
  const hair = HAIR[p.hairColor];
  // The features' ink: a deep shade of the skin, so it reads on every tone in both themes.
  const ink = `color-mix(in oklab,${skin} 25%,#150d08)`;
  const brow = `color-mix(in oklab,${hair} 55%,#150d08)`;
  const clothes = pick(CLOTHES);
  const left = random() < 0.5;
  const hill = ridge(random, {
    width: 80,
    base: 60,
    peakX: left ? 14 : 66,
    height: 22,
    spread: 18,
    rough: 3,
    bottom: 80,
  });
  const far = ridge(random, {
    width: 80,
    base: 50,
    peakX: left ? 58 : 22,
    height: 12,
    spread: 24,
    rough: 3,
    bottom: 80,
  });
  const [px, py] = hill.summit;
  const moon = left ? 64 : 16;
  const eyeGap = Math.round((4.4 + random()) * 10) / 10;
  const eyes = pick(['dot', 'almond', 'lid'] as const);
  const browPath = pick(BROWS);
  const browWidth = Math.round((1.1 + random() * 0.9) * 10) / 10;
  const nose = pick(NOSES);
  const mouth = pick(MOUTHS);
  const squash = p.face === 'long' ? 0.97 : p.face === 'round' ? 1.03 : 1;
  const head = squash === 1 ? 'translate(40 35)' : `translate(40 35) scale(1 ${squash})`;
  const covered = p.hair === 'headscarf';
  const earsShow = !covered && p.hair !== 'long';
  const scarf = clothes === 'var(--art-blaze)' ? 'var(--art-ground)' : 'var(--art-blaze)';

  const eye = (x: number): ReactNode =>
    eyes === 'dot' ? (
      <ellipse cx={x} cy="0" rx="1.3" ry="1.6" fill={ink} />
    ) : eyes === 'almond' ? (
      <>
        <path
          d={`M${r(x - 2.4)} 0.2C${r(x - 1)} -1.8 ${r(x + 1)} -1.8 ${r(x + 2.4)} 0.2C${r(x + 1)} 1.6 ${r(x - 1)} 1.6 ${r(x - 2.4)} 0.2Z`}
          fill="#fbf7f0"
        />
        <circle cx={x} cy="0" r="1.2" fill={ink} />
      </>
    ) : (
      <>
        <circle cx={x} cy="0.4" r="1.2" fill={ink} />
        <path
          d={`M${r(x - 2.3)} -0.8C${r(x - 1)} -2.2 ${r(x + 1)} -2.2 ${r(x + 2.3)} -0.8`}
          fill="none"
          stroke={ink}
          strokeWidth="0.9"
        />
      </>
    );

  const drawing = (
    <>
      {/* The place: sky, a star at night, the sun that is the moon, two ridges, a cairn. */}
      <rect width="80" height="80" fill="var(--art-far)" />
      <circle cx={moon === 16 ? 66 : 12} cy="10" r="0.9" fill="var(--art-star)" />
      <circle cx={moon} cy="15" r="6" fill="var(--art-sun)" />
      <circle cx={moon + 2.5} cy="13" r="5" fill="var(--art-shade-far)" />
      <path d={far.shape} fill="var(--art-mid)" />
      <path d={hill.shape} fill="var(--art-near)" />
      <Cairn x={px} y={py + 1} scale={0.15} seed={person.name} stones={3} />
      {/* The figure, outlined in the line ink. */}
      <g stroke={OUTLINE} strokeWidth="1.2" strokeLinejoin="round" strokeLinecap="round">
        <g transform={head}>
          {HAIR_BACK[p.hair] ? <path d={HAIR_BACK[p.hair]} fill={covered ? scarf : hair} /> : null}
          {p.hair === 'bun' ? <path d="M-4-16.5C-2-18.5 2-18.5 4-16.5" fill="none" /> : null}
        </g>
        {covered ? null : <path d="M35 44V57H45V44Z" fill={skin} />}
        <Neckline kind={p.neckline} clothes={clothes} skin={skin} />
        <g transform={head}>
          {/* A headscarf wraps under the chin and falls over the shoulders. */}
          {covered ? (
            <path d="M-16 0C-16 10-17 20-19 28C-10 33 10 33 19 28C17 20 16 10 16 0Z" fill={scarf} />
          ) : null}
          {earsShow ? (
            <>
              <ellipse cx="-12" cy="1" rx="2.2" ry="3.2" fill={skin} />
              <ellipse cx="12" cy="1" rx="2.2" ry="3.2" fill={skin} />
            </>
          ) : null}
          <path d={FACE[p.face]} fill={skin} />
          {p.beard === 'stubble' ? (
            <path d={BEARD.short} fill={hair} opacity="0.35" stroke="none" />
          ) : BEARD[p.beard] ? (
            <path d={BEARD[p.beard]} fill={hair} strokeWidth="0.8" />
          ) : null}
          {HAIR_FRONT[p.hair] ? <path d={HAIR_FRONT[p.hair]} fill={hair} /> : null}
          {covered ? (
            <>
              <path
                d="M-13 3C-14-12-7-16.5 0-16.5C7-16.5 14-12 13 3"
                fill="none"
                stroke={scarf}
                strokeWidth="3"
              />
              <path d="M-9 17C-4 21 4 21 9 17M-13 9C-12 14-9 17-7 19" fill="none" />
            </>
          ) : null}
          <g stroke="none">
            {eye(-eyeGap)}
            {eye(eyeGap)}
          </g>
          <g fill="none" stroke={brow} strokeWidth={browWidth}>
            <path d={browPath} transform={`translate(${r(eyeGap - 4.8)} 0)`} />
            <path d={browPath} transform={`translate(${r(4.8 - eyeGap)} 0) scale(-1 1)`} />
          </g>
          <g fill="none" stroke={ink} strokeWidth="0.9">
            <path d={nose} />
            <path d={mouth} fill={mouth.endsWith('Z') ? '#fbf7f0' : 'none'} />
          </g>
          {p.glasses !== 'none' ? (
            <g fill="none" stroke={OUTLINE} strokeWidth="1">
              {p.glasses === 'round' ? (
                <>
                  <circle cx={-eyeGap} cy="0" r="3.6" />
                  <circle cx={eyeGap} cy="0" r="3.6" />
                </>
              ) : (
                <>
                  <rect x={r(-eyeGap - 4)} y="-2.6" width="8" height="5.6" rx="1.2" />
                  <rect x={r(eyeGap - 4)} y="-2.6" width="8" height="5.6" rx="1.2" />
                </>
              )}
              <path
                d={`M${r(-eyeGap + 3.6)} -0.5H${r(eyeGap - 3.6)}M${r(-eyeGap - 3.8)} -0.5L-12 -1.5M${r(eyeGap + 3.8)} -0.5L12 -1.5`}
              />
            </g>
          ) : null}
        </g>
      </g>
    </>
  );
  // The file (components/art/drawing-file.tsx) where the build drew one; else the drawing here.
  const file = drawingHref('portrait', drawing);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 80 80"
      aria-hidden="true"
      focusable="false"
      data-art="avatar"
      className="shrink-0 rounded-full"
    >
      {file ? <use href={file} /> : drawing}
    </svg>
  );
}

/** The shoulders and what is worn at the neck: the clothes in the palette, a shirt in the wall colour. */
function Neckline({
  kind,
  clothes,
  skin,
}: {
  kind: Portrait['neckline'];
  clothes: string;
  skin: string;
}) {
  const body = <path d="M11 81C11 66 21 58 40 58C59 58 69 66 69 81Z" fill={clothes} />;
  switch (kind) {
    case 'crew':
      return (
        <>
          {body}
          <path d="M33.5 58.5C36 62.5 44 62.5 46.5 58.5" fill="none" />
        </>
      );
    case 'v-neck':
      return (
        <>
          {body}
          <path d="M34 58.3L40 68L46 58.3Z" fill={skin} />
        </>
      );
    case 'collar':
      return (
        <>
          {body}
          <path d="M40 61V81" fill="none" />
          <path d="M34 56L40 61L37 66ZM46 56L40 61L43 66Z" fill="var(--art-wall)" />
        </>
      );
    case 'turtleneck':
      return (
        <>
          {body}
          <path d="M34.5 51H45.5V61C42 62.5 38 62.5 34.5 61Z" fill={clothes} />
          <path d="M35 55H45" fill="none" strokeWidth="0.7" />
        </>
      );
    case 'jacket':
      return (
        <>
          {body}
          <path d="M33.5 58L40 72L46.5 58Z" fill="var(--art-wall)" />
          <path d="M33.5 58L36 67L34 69L40 76L44 69L42 67L46.5 58" fill="none" />
          <path d="M40 76V81" fill="none" />
        </>
      );
  }
}
