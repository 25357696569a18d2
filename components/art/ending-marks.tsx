import type { ReactNode } from 'react';
import { drawingHref } from './drawing-file';

/**
 * The drawings that sign an ending, one for each kind of close, low in its corner from
 * 1024 px and behind its text: the trail arriving at a cairn for a study's next study (the way the
 * reader has walked goes on), a trail register for an article, a notice board for the journal, a
 * hut with its window lit for support, a cairn flagged at the summit for why us, a campfire with
 * its two seat logs for the team, a signpost's two arms for the work, a fork in the trail at its
 * marker post for the overviews and the offers, the five kinds of client's buildings along the
 * trail for the page that introduces them, a trail crew's shovel and pick by the stone steps they
 * set for the page of solutions (each mends one stretch of the way), a pin over contour lines for a state, and for
 * a kind of client the trail arriving at that client's own building from the row /clients draws
 * (a house, a hall, a water tower, a bank, a clinic); a bench at a lookout for a kind with none. All in one frame (320 × 96, standing on its foot at y 92), in the
 * landscapes' line (1.5) and the --art-* tokens, so the night theme redraws them in CSS.
 */
export type EndingMark =
  | 'trail'
  | 'register'
  | 'notice-board'
  | 'hut'
  | 'summit'
  | 'campfire'
  | 'signpost'
  | 'fork'
  | 'hamlet'
  | 'tools'
  | 'map-pin'
  | 'bench'
  | 'house'
  | 'hall'
  | 'water-tower'
  | 'bank'
  | 'clinic'
  | 'stones'
  | 'footbridge'
  | 'lantern'
  | 'none';

/**
 * The line every shape of a mark is drawn in, set once on its <svg> and inherited: a shape names
 * only its fill, or `flat` when it is a patch of colour with no outline.
 */
const LINE = {
  fill: 'none',
  stroke: 'var(--art-line)',
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;
const soft = { fill: 'var(--art-soft)' };
const paper = { fill: 'var(--art-wall)' };
const flat = { stroke: 'none' };
const blaze = 'var(--art-blaze)';
/** The blazed trail, as every landscape dashes it. */
const trail = { stroke: blaze, strokeWidth: 3, strokeDasharray: '7 7' };
/** The ground a mark stands on: a short line either side of its foot, not a horizon. */
const ground = (from: number, to: number) => (
  <path d={`M${from} 92 H${to}`} stroke="var(--art-soft)" />
);

/** A cairn of three stones, its foot at (x, y): one cairn, drawn at the size a mark needs. */
const CAIRN: [number, number, number][] = [
  [0, 24, 10],
  [-18, 17, 8],
  [-33, 11, 6],
];
const stones = (x: number, y: number, scale: number) => (
  <g {...soft}>
    {CAIRN.map(([dy, rx, ry]) => (
      <ellipse key={dy} cx={x} cy={y + dy * scale} rx={rx * scale} ry={ry * scale} />
    ))}
  </g>
);

const MARKS: Record<Exclude<EndingMark, 'none'>, ReactNode> = {
  trail: (
    <>
      <path d="M0 92 C60 88 90 70 140 72 S220 80 262 70" {...trail} />
      {stones(282, 84, 1)}
      <rect x="278" y="38" width="8" height="7" rx="1" fill={blaze} {...flat} />
    </>
  ),
  // The box where walkers sign in, its door open on the logbook and a pencil on its string.
  register: (
    <>
      {ground(220, 316)}
      <path d="M268 92 V58" strokeWidth="3" />
      <rect x="264" y="66" width="8" height="11" rx="1" fill={blaze} {...flat} />
      <rect x="244" y="34" width="48" height="26" rx="2" {...paper} />
      <path d="M238 37 L268 20 L298 37 Z" {...soft} />
      <path
        d="M252 40 q8 -3 16 0 q8 -3 16 0 V56 q-8 -3 -16 0 q-8 -3 -16 0 Z M268 40 V56"
        {...paper}
      />
      <path d="M255 46 h10 M255 50 h8 M271 46 h10 M271 50 h7" />
      <path d="M292 46 q7 12 3 24" />
      <path d="M293 70 l3 14" stroke={blaze} strokeWidth="3" />
    </>
  ),
  // The trailhead's board under its little roof, the notices pinned to it, the newest in blaze.
  'notice-board': (
    <>
      {ground(200, 320)}
      <path d="M222 92 V36 M298 92 V36" strokeWidth="3" />
      <rect x="214" y="36" width="92" height="40" rx="2" {...soft} />
      <path d="M206 38 L260 20 L314 38 Z" {...paper} />
      <rect x="221" y="43" width="22" height="27" {...paper} />
      <rect x="250" y="46" width="26" height="18" fill={blaze} />
      <rect x="283" y="42" width="16" height="22" {...paper} />
      <path d="M225 51 h14 M225 56 h14 M225 61 h10 M286 50 h10 M286 55 h8" />
      <circle cx="232" cy="45" r="1.6" fill="var(--art-line)" {...flat} />
      <circle cx="291" cy="44" r="1.6" fill="var(--art-line)" {...flat} />
    </>
  ),
  // Shelter after the climb: a hut, smoke from its chimney and its window lit.
  hut: (
    <>
      {ground(196, 320)}
      <path d="M280 40 V24 H290 V46" {...paper} />
      <path d="M285 18 q-6 -5 0 -10 q6 -5 0 -8" stroke="var(--art-soft)" />
      <rect x="232" y="52" width="64" height="40" {...paper} />
      <path d="M222 56 L264 28 L306 56 Z" {...soft} />
      <rect x="240" y="66" width="14" height="26" rx="1" {...soft} />
      <rect x="264" y="64" width="22" height="16" rx="1" fill="var(--art-sun)" />
      <path d="M275 64 V80 M264 72 H286" />
      <path d="M212 92 V82 M203 84 L212 60 L221 84 Z" {...soft} />
    </>
  ),
  // The top of the climb: the cairn on the summit, its flag flying.
  summit: (
    <>
      <path d="M150 94 C200 90 230 80 266 78 C290 78 306 86 320 92" />
      {stones(268, 70, 0.75)}
      <path d="M268 40 V8" strokeWidth="2" />
      <path d="M268 9 L298 16 L268 24 Z" fill={blaze} />
    </>
  ),
  // Where the crew meets: a fire in its ring of stones between two logs to sit on.
  campfire: (
    <>
      {ground(184, 320)}
      <rect x="196" y="80" width="40" height="12" rx="6" {...soft} />
      <ellipse cx="232" cy="86" rx="4" ry="6" {...paper} />
      <rect x="286" y="80" width="30" height="12" rx="6" {...soft} />
      <ellipse cx="290" cy="86" rx="4" ry="6" {...paper} />
      <path d="M248 90 L274 78 M248 78 L274 90" strokeWidth="4" />
      <path
        d="M261 84 C248 76 250 62 258 48 C260 58 266 58 266 50 C276 62 274 76 261 84 Z"
        fill={blaze}
      />
      <path
        d="M261 82 C256 76 257 70 261 64 C265 70 266 76 261 82 Z"
        fill="var(--art-sun)"
        {...flat}
      />
      <path d="M244 92 q3 -5 6 0 M272 92 q3 -5 6 0" {...soft} />
    </>
  ),
  // Two arms on one post, pointing two ways: the choice of whom to call.
  signpost: (
    <>
      {ground(220, 316)}
      <path d="M268 92 V14" strokeWidth="3" />
      <path d="M266 22 H222 L212 30 L222 38 H266 Z" {...paper} />
      <path d="M270 44 H304 L314 52 L304 60 H270 Z" {...soft} />
      <path d="M224 30 h30 M278 52 h22" />
      <rect x="264" y="68" width="8" height="11" rx="1" fill={blaze} {...flat} />
    </>
  ),
  // The trail forks at a marker post: a choice of ways, each blazed, and a cairn where they part.
  // The post stands on the ground beside the fork; the branches start on a gap, so the three do
  // not pile their first dashes into a knot where they meet.
  fork: (
    <>
      {ground(150, 250)}
      <path d="M20 92 C90 90 150 84 206 78" {...trail} />
      <path d="M206 78 C244 70 276 46 314 26" {...trail} strokeDashoffset="7" />
      <path d="M206 78 C246 80 284 88 318 92" {...trail} strokeDashoffset="7" />
      <rect x="176" y="14" width="13" height="78" rx="2" {...soft} />
      <rect x="178.5" y="24" width="8" height="13" fill={blaze} {...flat} />
      {stones(284, 78, 0.7)}
    </>
  ),
  // The trail arriving at a row of five buildings, one for each kind of client, as /clients' cards
  // and home draw their places: a house (non-profits), a gabled hall with its clock
  // (membership), a water tower (utilities), a bank's pediment on its columns (credit unions) and
  // a clinic with its cross (healthcare).
  hamlet: (
    <>
      {ground(124, 318)}
      <path d="M20 92 C60 90 96 88 128 86" {...trail} />
      <path d="M140 92 V68 H166 V92" {...soft} />
      <path d="M136 70 L153 54 L170 70 Z" {...paper} />
      <path d="M178 92 V66 H208 V92" {...paper} />
      <path d="M172 68 L193 51 L214 68 Z" {...soft} />
      <circle cx="193" cy="61" r="3.5" {...paper} />
      <rect x="189" y="80" width="8" height="12" fill={blaze} {...flat} />
      <path d="M224 92 L228 62 M242 92 L238 62" />
      <rect x="221" y="42" width="24" height="20" rx="4" {...soft} />
      <path d="M219 43 L233 34 L247 43" />
      <rect x="251" y="87" width="34" height="5" rx="1" {...paper} />
      <path d="M257 86 V70 M265 86 V70 M271 86 V70 M279 86 V70" strokeWidth="2.5" />
      <rect x="252" y="64" width="32" height="6" rx="1" {...paper} />
      <path d="M250 64 L268 52 L286 64 Z" {...soft} />
      <path d="M290 92 V56 H316 V92" {...paper} />
      <path d="M303 62 V76 M296 69 H310" stroke={blaze} strokeWidth="3" />
    </>
  ),
  // Stone steps newly set up a bank, the shovel still standing in it and the pick leaning on a
  // blazed boulder: the crew's work that mends one stretch of the way.
  tools: (
    <>
      <path d="M20 92 C70 90 120 89 164 89" {...trail} />
      <path
        d="M166 92 C196 90 226 72 262 62 C270 60 276 62 280 66 V92 Z"
        fill="var(--art-mid)"
        {...flat}
      />
      <path d="M166 92 C196 90 226 72 262 62 C270 60 276 62 280 66" stroke="var(--art-soft)" />
      <rect x="176" y="84" width="30" height="8" rx="3" {...soft} />
      <rect x="200" y="76" width="30" height="8" rx="3" {...paper} />
      <rect x="224" y="68" width="30" height="8" rx="3" {...soft} />
      <path d="M276 92 C274 74 284 60 298 60 C312 60 318 74 318 92 Z" {...soft} />
      {ground(280, 320)}
      <rect x="302" y="70" width="7" height="10" rx="1" fill={blaze} {...flat} />
      <path d="M266 18 V54" strokeWidth="3" />
      <rect x="259" y="12" width="14" height="6" rx="2" {...paper} />
      <path d="M259 52 H273 L271 66 Q266 70 261 66 Z" {...paper} />
      <path d="M282 92 L304 34" strokeWidth="3" />
      <path d="M290 26 C300 30 310 34 318 44" strokeWidth="4" />
    </>
  ),
  // A pin over the contours of the ground it names.
  'map-pin': (
    <>
      <g stroke="var(--art-soft)">
        <path d="M196 80 C200 60 240 54 268 56 C300 58 318 70 312 84 C306 94 214 96 196 80 Z" />
        <path d="M222 78 C226 66 250 64 266 66 C286 68 296 74 292 82 C286 88 228 90 222 78 Z" />
        <path d="M246 77 C250 72 262 72 270 74 C278 76 278 80 270 82 C260 84 246 82 246 77 Z" />
      </g>
      <path
        d="M262 78 C252 64 244 56 244 44 A18 18 0 0 1 280 44 C280 56 272 64 262 78 Z"
        fill={blaze}
      />
      <circle cx="262" cy="44" r="6" {...paper} />
    </>
  ),
  // Stepping stones across a brook, the blazed trail meeting them on the near bank and going on
  // to a small cairn on the far one: a way across, for a page that says which way of working fits.
  stones: (
    <>
      <path d="M186 80 C210 76 270 76 296 80 L304 96 H178 Z" fill="var(--art-mid)" {...flat} />
      <path d="M186 80 C210 76 270 76 296 80" stroke="var(--art-soft)" />
      <path
        d="M196 92 q5 -3 10 0 q5 -3 10 0 M238 94 q5 -3 10 0 M266 91 q5 -3 10 0 q5 -3 10 0"
        stroke="var(--art-soft)"
      />
      <path d="M20 92 C80 90 130 86 180 82" {...trail} />
      <ellipse cx="204" cy="84" rx="10" ry="4" {...soft} />
      <ellipse cx="228" cy="86" rx="9" ry="3.5" {...soft} />
      <ellipse cx="252" cy="84" rx="10" ry="4" {...soft} />
      <ellipse cx="276" cy="86" rx="9" ry="3.5" {...soft} />
      <path d="M296 80 H320" stroke="var(--art-soft)" />
      {stones(304, 74, 0.55)}
      <rect x="300.5" y="46.5" width="7" height="6" rx="1" fill={blaze} {...flat} />
    </>
  ),
  // A footbridge over the brook the trail comes to, one plank new in the blaze's colour: one
  // stretch of the way mended, for a page whose way of working is a focused fix.
  footbridge: (
    <>
      <path d="M188 84 C214 80 270 80 296 84 L304 96 H180 Z" fill="var(--art-mid)" {...flat} />
      <path d="M188 84 C214 80 270 80 296 84" stroke="var(--art-soft)" />
      <path d="M206 94 q5 -3 10 0 q5 -3 10 0 M258 93 q5 -3 10 0" stroke="var(--art-soft)" />
      <path d="M20 92 C80 90 136 86 184 80" {...trail} />
      <path d="M198 78 V92 M290 78 V92 M194 72 V46 M244 72 V46 M294 72 V46" strokeWidth="3" />
      <path d="M194 50 H294" />
      <rect x="186" y="71" width="116" height="7" rx="1" {...paper} />
      <path d="M200 71 v7 M214 71 v7 M228 71 v7 M260 71 v7 M274 71 v7 M288 71 v7" />
      <rect x="237" y="71" width="16" height="7" fill={blaze} />
      <path d="M302 80 H320" stroke="var(--art-soft)" />
      <ellipse cx="312" cy="76" rx="8" ry="4" {...soft} />
    </>
  ),
  // A lantern kept lit on a blazed post by the trail, the wood for the season stacked at its
  // foot: the care that goes on, for a page whose way of working is an ongoing partnership.
  lantern: (
    <>
      {ground(200, 320)}
      <path d="M20 92 C90 90 150 89 206 89" {...trail} />
      {[
        [222, 85],
        [237, 85],
        [252, 85],
        [229.5, 72],
        [244.5, 72],
      ].map(([cx, cy]) => (
        <g key={`${cx} ${cy}`}>
          <circle cx={cx} cy={cy} r="7" {...paper} />
          <circle cx={cx} cy={cy} r="2.5" stroke="var(--art-soft)" />
        </g>
      ))}
      <path d="M268 92 V18" strokeWidth="3" />
      <path d="M268 22 H294 M292 22 V30" />
      <path d="M282 36 L292 29 L302 36 Z" {...soft} />
      <rect x="284" y="36" width="16" height="22" rx="2" fill="var(--art-sun)" />
      <path d="M289 36 V58 M295 36 V58" />
      <rect x="282" y="58" width="20" height="4" rx="1" {...soft} />
      <rect x="264" y="64" width="8" height="11" rx="1" fill={blaze} {...flat} />
    </>
  ),
  // The trail arriving at a community house: its door blazed, its windows lit, a heart in the
  // gable, and by the path a little free pantry on its post: a non-profit's door.
  house: (
    <>
      {ground(150, 320)}
      <path d="M20 92 C80 90 150 90 222 91" {...trail} />
      <path d="M238 92 V56 H300 V92" {...paper} />
      <path d="M228 58 L269 28 L310 58 Z" {...soft} />
      <path
        d="M269 50 C262 45 261 39 265 37 C267 36 269 37 269 39 C269 37 271 36 273 37 C277 39 276 45 269 50 Z"
        fill={blaze}
      />
      <rect x="263" y="70" width="13" height="22" rx="1" fill={blaze} {...flat} />
      <rect x="245" y="64" width="12" height="12" rx="1" fill="var(--art-sun)" />
      <rect x="282" y="64" width="12" height="12" rx="1" fill="var(--art-sun)" />
      <path d="M251 64 V76 M245 70 H257 M288 64 V76 M282 70 H294" />
      <path d="M212 92 V66" strokeWidth="3" />
      <rect x="200" y="50" width="24" height="18" rx="1" {...paper} />
      <path d="M196 52 L212 40 L228 52 Z" {...soft} />
      <rect x="204" y="54" width="16" height="10" rx="1" />
      <path d="M207 64 V59 H211 V64 M213 64 V57 H217 V64" {...soft} />
    </>
  ),
  // The trail arriving at a members' hall: the clock in its gable, its door blazed, its windows
  // lit, and the bunting out from the flagpole for the annual meeting.
  hall: (
    <>
      {ground(150, 320)}
      <path d="M20 92 C80 90 150 90 202 91" {...trail} />
      <path d="M208 92 V34" strokeWidth="3" />
      <path d="M208 38 Q220 54 236 58" />
      <path
        d="M212 44 l6 2 l-4 6 Z M220 50 l6 1 l-3 6 Z M228 54 l6 1 l-3 6 Z"
        fill={blaze}
        {...flat}
      />
      <path d="M240 92 V58 H304 V92" {...paper} />
      <path d="M230 60 L272 32 L314 60 Z" {...soft} />
      <circle cx="272" cy="48" r="7" {...paper} />
      <path d="M272 44 V48 L275 50" />
      <path d="M264 92 V78 a8 8 0 0 1 16 0 V92 Z" fill={blaze} {...flat} />
      <rect x="247" y="68" width="11" height="13" rx="1" fill="var(--art-sun)" />
      <rect x="286" y="68" width="11" height="13" rx="1" fill="var(--art-sun)" />
    </>
  ),
  // The trail arriving at a credit union's branch: pediment, four columns, two steps, its flag
  // flying, as /clients and home draw it.
  bank: (
    <>
      {ground(150, 320)}
      <path d="M20 92 C80 90 150 90 218 91" {...trail} />
      <rect x="220" y="87" width="96" height="5" rx="1" {...paper} />
      <rect x="226" y="82" width="84" height="5" rx="1" {...soft} />
      <path d="M238 82 V58 M256 82 V58 M280 82 V58 M298 82 V58" strokeWidth="4" />
      <rect x="226" y="52" width="84" height="6" rx="1" {...paper} />
      <path d="M222 52 L268 30 L314 52 Z" {...soft} />
      <circle cx="268" cy="44" r="3.5" {...paper} />
      <path d="M268 30 V8" strokeWidth="2" />
      <path d="M268 9 L290 14 L268 20 Z" fill={blaze} />
    </>
  ),
  // The trail arriving at a water tower, a power line's pole beside it: a utility's works.
  'water-tower': (
    <>
      {ground(150, 320)}
      <path d="M20 92 C80 90 150 90 206 91" {...trail} />
      <path d="M214 92 V24 M202 30 H226 M110 92 V32 M98 38 H122" strokeWidth="3" />
      <path d="M122 38 C150 48 176 46 202 30" />
      <path d="M250 92 L256 48 M290 92 L284 48" strokeWidth="3" />
      <path d="M253 72 H287 M255 58 L286 82 M285 58 L254 82" />
      <rect x="240" y="26" width="60" height="24" rx="8" {...soft} />
      <path d="M236 28 L270 10 L304 28 Z" {...paper} />
      <path d="M248 38 H292" />
      <rect x="266" y="82" width="8" height="10" rx="1" fill={blaze} {...flat} />
    </>
  ),
  // The trail arriving at a clinic: a flat roof, the cross over its door, a canopy to step under.
  clinic: (
    <>
      {ground(150, 320)}
      <path d="M20 92 C80 90 150 90 220 91" {...trail} />
      <path d="M232 92 V44 H308 V92" {...paper} />
      <rect x="226" y="38" width="88" height="7" rx="1" {...soft} />
      <path d="M270 50 V68 M261 59 H279" stroke={blaze} strokeWidth="5" />
      <path d="M252 76 H288 L292 82 H248 Z" {...soft} />
      <rect x="258" y="82" width="24" height="10" {...soft} />
      <path d="M270 82 V92" />
      <rect x="238" y="52" width="12" height="14" rx="1" {...soft} />
      <rect x="290" y="52" width="12" height="14" rx="1" {...soft} />
    </>
  ),
  // A bench at the lookout, turned to the far hills and their pine.
  bench: (
    <>
      <path
        d="M110 72 C140 52 168 50 190 62 C204 54 222 52 236 58"

        stroke="var(--art-soft)"
      />
      <path d="M174 56 V48 M167 50 L174 32 L181 50 Z" {...soft} />
      {ground(216, 320)}
      <path d="M246 40 V86 M298 40 V86 M238 74 V92 M306 74 V92" strokeWidth="3" />
      <rect x="240" y="42" width="64" height="7" rx="2" {...soft} />
      <rect x="240" y="53" width="64" height="7" rx="2" {...soft} />
      <path d="M240 66 H304 L310 74 H234 Z" {...soft} />
    </>
  ),
};

/**
 * How much of its frame each mark's drawing stands in, from its foot up, in 0.25 rem steps (40
 * is the whole frame, 160 px; each step is 2.4 of the frame's 96 units): its box is cut to it
 * (the viewBox starts 2.4 × (40 − steps) down), so the room an ending keeps for it under its words
 * is the drawing's own height and 16 px of air, not the frame's. Tailwind makes the classes these
 * build from the range app/globals.css names (`@source inline`).
 */
export const MARK_STEPS: Record<Exclude<EndingMark, 'none'>, number> = {
  trail: 26,
  register: 33,
  'notice-board': 33,
  hut: 40,
  summit: 38,
  campfire: 22,
  signpost: 36,
  fork: 36,
  hamlet: 28,
  tools: 37,
  'map-pin': 31,
  stones: 22,
  footbridge: 23,
  lantern: 34,
  bench: 28,
  house: 30,
  hall: 28,
  'water-tower': 38,
  bank: 38,
  clinic: 26,
};

/** The room an ending keeps under its words, from 1024 px, for its mark; none without one. */
export const markRoom = (mark: EndingMark) =>
  mark === 'none' ? '' : `lg:pb-${MARK_STEPS[mark] + 4}`;

/**
 * The same room kept by one column of an ending, from 1280 px, where the column beside it ends
 * clear of the mark; at 1024 px the columns are narrow enough for the mark to reach under the
 * other one, so the panel keeps it under all the words there (`xl:pb-12` gives the panel back
 * its own padding from 1280 px).
 */
export const markRoomBeside = (mark: EndingMark) =>
  mark === 'none'
    ? { panel: '', column: '' }
    : { panel: `${markRoom(mark)} xl:pb-12`, column: `xl:pb-${MARK_STEPS[mark] + 4}` };

/** An ending's mark, drawn low in its corner (the right one unless `side` says) from 1024 px; nothing for `none`. */
export function EndingMarkArt({
  mark,
  side = 'right',
}: {
  mark: EndingMark;
  side?: 'left' | 'right';
}) {
  if (mark === 'none') return null;
  const height = MARK_STEPS[mark] * 2.4;
  // A file the build draws once (components/art/drawing-file.tsx), cached from page to page; its
  // shapes inherit the line set here through <use>. Inline where the build drew none.
  const drawing = <>{MARKS[mark]}</>;
  const file = drawingHref(`mark-${mark}`, drawing);
  return (
    <svg
      viewBox={`0 ${(96 - height).toFixed(1)} 320 ${height.toFixed(1)}`}
      aria-hidden="true"
      focusable="false"
      data-mark={mark}
      className={`pointer-events-none absolute ${side === 'left' ? 'left-6' : 'right-6'} bottom-0 -z-10 hidden w-[33.375rem] lg:block h-${MARK_STEPS[mark]}`}
      {...LINE}
    >
      {file ? <use href={file} /> : drawing}
    </svg>
  );
}
