/** Moved to test/chromium.mjs; this re-export serves scripts/bench until it imports that file. */
export * from '../test/chromium.mjs';
