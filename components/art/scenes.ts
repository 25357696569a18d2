import type { ReactNode } from 'react';
import { ownLandmarks, type Motif, type OwnLandmark } from '@/content/schema';
import type { Composition, Ground, Peak, Terrain } from './landscape';
import {
  Footbridge,
  GreatCairn,
  Letterbox,
  Lighthouse,
  Ramp,
  StoneArch,
  Viewpoint,
  Village,
  WalledGate,
  Well,
} from './landmarks-pages';
import { Clinic, FoodBank, MeetingHall, Pier, RateBoard, StormLines } from './landmarks-places';
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
} from './landmarks-trail';
import { HOME_AT, HOME_PEAKS, HomeRange } from './landmarks-home';
import {
  Barn,
  CoveredBridge,
  LifeguardStand,
  LogCabin,
  LoneOak,
  Overlook,
  StoneBridge,
} from './landmarks-states';

/** The scenes of the hero landscapes (components/art/hero-scene.tsx shows them). */
type Landmark = (props: { ground: Ground }) => ReactNode;
export interface Scene extends Composition {
  /** What the landmark is, for the page's markup and its tests. */
  name: string;
  landmark: Landmark;
  /** The scene's own mountains: no two scenes share a silhouette (hero-scene.test.ts). */
  peaks: readonly Peak[];
  terrain?: Terrain;
  at?: number;
  /** How far right the landmark's drawing reaches, where it is wider than about 220 either side. */
  reach?: number;
  sky?: boolean;
}

/**
 * Which landmark a page's landscape holds, on which ground, under which mountains: by the page's
 * illustration (the `motif` the editor chooses; pages of one kind, the platforms, share theirs),
 * else by the page itself. A page that stands for the whole site (home, the indexes, /team,
 * /contact, the legal pages) has a scene of its own that no other page shows. `at` is where the
 * landmark stands.
 */
export const byMotif: Record<Motif, Scene> = {
  bank: {
    // The main street runs under the peak in the middle to the branch at its end, on the right.
    name: 'rate-board',
    weather: 'clouds',
    landmark: RateBoard,
    terrain: 'street',
    at: 1220,
    trail: 'left',
    marks: [['post', 120]],
    peaks: [
      [1030, 165, 120],
      [1240, 262, 120],
    ],
  },
  power: {
    name: 'storm-lines',
    landmark: StormLines,
    at: 1110,
    sky: false,
    trail: 'left',
    peaks: [
      [1200, 150, 220],
      [1400, 210, 80],
    ],
  },
  care: {
    name: 'clinic',
    landmark: Clinic,
    at: 1100,
    trail: 'left',
    marks: [['cairn', 160]],
    peaks: [[1260, 170, 240]],
  },
  heart: {
    name: 'food-bank',
    weather: 'veiled',
    landmark: FoodBank,
    at: 1080,
    trail: 'foot',
    marks: [['post', 140]],
    peaks: [
      [980, 200, 120],
      [1300, 160, 120],
    ],
  },
  members: {
    name: 'meeting-hall',
    weather: 'birds',
    landmark: MeetingHall,
    at: 1140,
    trail: 'left',
    marks: [
      ['post', 300],
      ['cairn', 170],
    ],
    peaks: [
      [1190, 240, 120],
      [1350, 226, 90],
    ],
  },
  platform: {
    name: 'lookout',
    landmark: Lookout,
    terrain: 'high',
    at: 1130,
    trail: 'summit',
    peaks: [
      [1310, 140, 100],
      [1130, 220, 90],
    ],
  },
  build: {
    name: 'hoist',
    landmark: Hoist,
    trail: 'left',
    peaks: [
      [1250, 150, 150],
      [1050, 230, 110],
    ],
  },
  design: {
    name: 'easel',
    weather: 'clouds',
    landmark: Easel,
    trail: 'foot',
    marks: [['cairn', 140]],
    peaks: [
      [1290, 170, 80],
      [1160, 200, 80],
      [1030, 240, 80],
    ],
  },
  growth: {
    name: 'terraces',
    weather: 'veiled',
    landmark: Terraces,
    at: 1150,
    trail: 'none',
    peaks: [[1340, 130, 170]],
  },
  measure: {
    name: 'level',
    landmark: Level,
    trail: 'summit',
    marks: [['post', 120]],
    peaks: [
      [1170, 195, 100],
      [1250, 190, 100],
      [1330, 195, 100],
    ],
  },
  plan: {
    name: 'map-board',
    weather: 'birds',
    landmark: MapBoard,
    trail: 'foot',
    peaks: [
      [1100, 175, 140],
      [1360, 220, 110],
    ],
  },
  operate: {
    name: 'hut',
    weather: 'clouds',
    landmark: Hut,
    trail: 'summit',
    marks: [['post', 110]],
    peaks: [
      [1330, 150, 90],
      [1190, 215, 150],
    ],
  },
  access: {
    // A broad dome over the middle of the marsh, the boardwalk crossing it at the right from bank
    // to bank, the trail up its steps.
    name: 'boardwalk',
    weather: 'birds',
    landmark: Boardwalk,
    terrain: 'marsh',
    at: 1160,
    trail: 'left',
    marks: [['cairn', 110]],
    peaks: [
      [1070, 196, 200],
      [1340, 282, 90],
    ],
  },
  // The states we work in, each its own place.
  shore: {
    // Maryland: a bay to the horizon under a big sky, low hills on the far shore, the sun low
    // over the open water beyond the skipjack.
    name: 'pier',
    landmark: Pier,
    terrain: 'shore',
    at: 1040,
    reach: 1320,
    horizon: 'low',
    sun: 'right',
    trail: 'none',
    peaks: [
      [990, 300, 130],
      [1150, 336, 110],
    ],
  },
  overlook: {
    // Virginia: the Blue Ridge's long, rounded ridges, layer behind layer, from a high overlook.
    name: 'overlook',
    weather: 'birds',
    landmark: Overlook,
    terrain: 'ridges',
    at: 1070,
    trail: 'left',
    marks: [['cairn', 150]],
    peaks: [
      [1190, 214, 260],
      [1400, 236, 120],
    ],
  },
  'stone-bridge': {
    // Washington, DC: the river between low wooded hills, the far bank's rowhouses beside the
    // bridge (they reach to `reach`).
    name: 'stone-bridge',
    landmark: StoneBridge,
    terrain: 'riverfront',
    at: 1060,
    reach: 1410,
    trail: 'left',
    marks: [['post', 50]],
    peaks: [
      [1380, 228, 100],
      [1180, 268, 90],
    ],
  },
  'covered-bridge': {
    // Pennsylvania: the Appalachians' even ridges, one summit over its shoulder.
    name: 'covered-bridge',
    weather: 'veiled',
    landmark: CoveredBridge,
    terrain: 'creek',
    at: 1100,
    trail: 'left',
    peaks: [
      [1170, 176, 120],
      [1350, 238, 150],
    ],
  },
  barn: {
    // Ohio: flat country, one low, broad rise beyond the fields.
    name: 'barn',
    weather: 'clouds',
    landmark: Barn,
    terrain: 'farmland',
    at: 1110,
    trail: 'foot',
    peaks: [[1320, 246, 210]],
  },
  'log-cabin': {
    // Tennessee: the Smokies' rounded domes, mist in the hollows.
    name: 'log-cabin',
    weather: 'clouds',
    landmark: LogCabin,
    terrain: 'mist',
    at: 1110,
    trail: 'summit',
    marks: [['cairn', 110]],
    peaks: [
      [1260, 166, 120],
      [1080, 214, 80],
      [1410, 212, 70],
    ],
  },
  'lifeguard-stand': {
    // Florida: the open sea; the land beyond the bay barely rises.
    name: 'lifeguard-stand',
    landmark: LifeguardStand,
    terrain: 'beach',
    at: 1040,
    trail: 'foot',
    peaks: [
      [1200, 226, 80],
      [1330, 250, 70],
    ],
  },
  'lone-oak': {
    // California: a serrated sierra beyond the golden foothills.
    name: 'lone-oak',
    landmark: LoneOak,
    terrain: 'hills',
    at: 1080,
    trail: 'summit',
    peaks: [
      [1290, 156, 70],
      [1400, 196, 50],
      [1170, 210, 60],
    ],
  },
  team: {
    name: 'camp',
    weather: 'birds',
    landmark: Camp,
    at: 1130,
    trail: 'left',
    marks: [
      ['post', 280],
      ['cairn', 150],
    ],
    peaks: [
      [1000, 190, 100],
      [1280, 160, 180],
    ],
  },
};
export const bySlug: Record<OwnLandmark, Scene> = {
  home: {
    name: 'trailhead',
    crown: true,
    landmark: HomeRange,
    at: HOME_AT,
    reach: 1440,
    trail: 'left',
    peaks: HOME_PEAKS,
  },
  news: {
    // The register at the trail's fork, a steep horn over it, clouds passing beyond it.
    name: 'register',
    weather: 'clouds',
    landmark: Register,
    at: 1000,
    sun: 'right',
    trail: 'foot',
    marks: [
      ['cairn', 170],
      ['post', 60],
    ],
    peaks: [
      [1120, 170, 90],
      [1260, 236, 120],
    ],
  },
  'why-cairn': {
    // The great cairn on its ledge under the lower peak, its top well under that peak's line; the
    // sun in the gap between the peaks.
    name: 'great-cairn',
    landmark: GreatCairn,
    at: 880,
    trail: 'foot',
    peaks: [
      [1300, 145, 130],
      [940, 240, 160],
    ],
  },
  work: {
    name: 'viewpoint',
    weather: 'veiled',
    landmark: Viewpoint,
    at: 1100,
    trail: 'foot',
    marks: [['post', 230]],
    peaks: [
      [1220, 150, 160],
      [1390, 175, 70],
    ],
  },
  contact: {
    name: 'letterbox',
    landmark: Letterbox,
    at: 1080,
    // The letterbox on its post is the trail's mark.
    trail: 'left',
    peaks: [[1150, 185, 180]],
  },
  services: {
    // The evening: the arch on the left, a low peak framed in its opening, the summit over it
    // and the sun beyond. The summit's flank comes down right of the arch, clear of its ring, to
    // a saddle that passes behind the jamb below the ring's springing.
    name: 'stone-arch',
    landmark: StoneArch,
    at: 940,
    sun: 'right',
    trail: 'foot',
    marks: [['cairn', 120]],
    peaks: [
      [1210, 158, 95],
      [950, 290, 85],
    ],
  },
  clients: {
    // A village in a wide valley between long, even ridges.
    name: 'village',
    weather: 'veiled',
    landmark: Village,
    at: 1130,
    sun: 'right',
    trail: 'left',
    peaks: [
      [1000, 236, 260],
      [1300, 246, 300],
    ],
  },
  support: {
    // The lighthouse over a wide bay under a big sky, low hills across it, the sun low beyond.
    name: 'lighthouse',
    landmark: Lighthouse,
    terrain: 'bay',
    at: 960,
    horizon: 'low',
    sun: 'right',
    trail: 'left',
    marks: [['cairn', 130]],
    peaks: [
      [1190, 304, 100],
      [1060, 334, 80],
    ],
  },
  solutions: {
    name: 'well',
    landmark: Well,
    at: 1110,
    trail: 'foot',
    marks: [['post', 160]],
    peaks: [
      [1050, 206, 120],
      [1290, 194, 120],
    ],
  },
  accessibility: {
    name: 'ramp',
    landmark: Ramp,
    at: 1110,
    trail: 'foot',
    marks: [['cairn', 150]],
    peaks: [
      [1280, 200, 200],
      [1060, 220, 100],
    ],
  },
  'privacy-policy': {
    name: 'walled-gate',
    landmark: WalledGate,
    trail: 'left',
    marks: [
      ['post', 280],
      ['cairn', 150],
    ],
    peaks: [
      [1360, 165, 120],
      [1200, 225, 100],
    ],
  },
  team: {
    // Long ridges either side of the valley, the river out of the fold between them.
    name: 'footbridge',
    weather: 'veiled',
    landmark: Footbridge,
    terrain: 'river',
    at: 1080,
    sun: 'right',
    trail: 'left',
    peaks: [
      [940, 214, 240],
      [1320, 230, 280],
    ],
  },
};

/** The scene of a page drawn with a landmark of its own, else undefined. */
export function ownScene(slug: string): Scene | undefined {
  return (ownLandmarks as readonly string[]).includes(slug)
    ? bySlug[slug as OwnLandmark]
    : undefined;
}
