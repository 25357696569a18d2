import type { ReactNode } from 'react';
import { getCollection } from '@/content';
import type { Motif } from '@/content/schema';
import { seeded } from './cairn';
import { drawingHref } from './drawing-file';
import { byMotif } from './scenes';

/**
 * The places of the kinds of client, drawn once in a row as one file (each its hero's landmark on
 * a strip of the same ground, the blazed trail running through), and shown one at a time: each
 * view's box frames one place, so a row of five costs a page one file and five short `<use>`s.
 */
const STEP = 480;
/** One place's frame about its foot: the landmarks are about 230 tall and 220 either side. */
const BOX = { x: -230, y: -240, width: 460, height: 264 };

function Row({ motifs }: { motifs: readonly Motif[] }) {
  return (
    <g>
      {motifs.map((motif, i) => {
        const Landmark = byMotif[motif].landmark;
        return (
          <g key={motif} transform={`translate(${i * STEP} 0)`}>
            <path
              d="M-232 8 C-120 -3 120 -3 232 8 V26 H-232 Z"
              fill="var(--art-near)"
              stroke="var(--art-line)"
              strokeWidth="2"
            />
            <Landmark ground={{ x: 0, y: 0, random: seeded(motif) }} />
            <path
              d="M-240 15 C-120 10 120 20 240 15"
              fill="none"
              stroke="var(--art-blaze)"
              strokeWidth="4"
              strokeDasharray="12 10"
              strokeLinecap="round"
            />
          </g>
        );
      })}
    </g>
  );
}

/**
 * The row's views: `view(i)` draws the place of `motifs[i]`, decorative (its name is the link
 * beside it); `defs` holds the drawing inline where the build drew no file (unit tests, an edit
 * under `next dev`), once per page.
 */
export function sectorPlaces(motifs: readonly Motif[]): {
  defs: ReactNode;
  view: (i: number, className?: string) => ReactNode;
} {
  const drawing = <Row motifs={motifs} />;
  const file = drawingHref('places', drawing);
  const href = file ?? '#places';
  return {
    defs: file ? null : (
      <svg width="0" height="0" className="absolute" aria-hidden="true" focusable="false">
        <defs>
          <g id="places">{drawing}</g>
        </defs>
      </svg>
    ),
    view: (i, className = '') => (
      <svg
        viewBox={`${BOX.x + i * STEP} ${BOX.y} ${BOX.width} ${BOX.height}`}
        data-art="places"
        aria-hidden="true"
        focusable="false"
        className={`h-auto ${className}`}
      >
        <use href={href} />
      </svg>
    ),
  };
}

/**
 * The places of the kinds of client in the collection's order: home's ending and /clients' cards
 * draw from the same file, so a second page costs no drawing.
 */
export function clientPlaces() {
  return sectorPlaces(getCollection('clients').map((client) => client.motif ?? 'plan'));
}
