/** ↑ ↑ ↓ ↓ ← → ← → B A, as `KeyboardEvent.key` values (letters compared case-insensitively). */
export const KONAMI_SEQUENCE = [
  'ArrowUp',
  'ArrowUp',
  'ArrowDown',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'ArrowLeft',
  'ArrowRight',
  'b',
  'a',
] as const;

/** How long the easter egg stays on screen (spec §9). */
export const EASTER_EGG_MS = 5000;

function normalise(key: string): string {
  return key.length === 1 ? key.toLowerCase() : key;
}

/**
 * Returns a function fed one key at a time; it answers true when the keys so far end with the
 * whole sequence. A wrong key resets progress, but a wrong key that is itself a valid start
 * (e.g. a third ↑) keeps the progress it makes.
 */
export function createKonamiDetector(sequence: readonly string[] = KONAMI_SEQUENCE) {
  let progress = 0;
  return (key: string): boolean => {
    const k = normalise(key);
    if (k === sequence[progress]) {
      progress += 1;
    } else {
      // Fall back to the longest prefix of the sequence that is a suffix of what was typed.
      // Only the ↑↑ start can overlap itself, so one step back is enough.
      progress = k === sequence[0] ? (progress >= 2 && sequence[1] === k ? 2 : 1) : 0;
    }
    if (progress === sequence.length) {
      progress = 0;
      return true;
    }
    return false;
  };
}

/** Keys typed into a field are the visitor's text, never a cheat code. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).closest !== 'function') return false;
  const el = target as HTMLElement;
  if (el.isContentEditable) return true;
  return el.closest('input, textarea, select, [contenteditable="true"]') !== null;
}
