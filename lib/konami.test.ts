import { describe, expect, it } from 'vitest';
import { createKonamiDetector, isTypingTarget, KONAMI_SEQUENCE } from './konami';

const feed = (keys: readonly string[]) => {
  const detect = createKonamiDetector();
  return keys.map((k) => detect(k));
};

describe('konami sequence', () => {
  it('fires on the last key of the exact sequence, and only then', () => {
    const results = feed(KONAMI_SEQUENCE);
    expect(results.slice(0, -1).every((r) => r === false)).toBe(true);
    expect(results.at(-1)).toBe(true);
  });
  it('accepts upper-case B and A (caps lock or shift)', () => {
    expect(feed([...KONAMI_SEQUENCE.slice(0, 8), 'B', 'A']).at(-1)).toBe(true);
  });
  it('does not fire when a wrong key interrupts the sequence', () => {
    const keys = [...KONAMI_SEQUENCE.slice(0, 5), 'x', ...KONAMI_SEQUENCE.slice(5)];
    expect(feed(keys).some(Boolean)).toBe(false);
  });
  it('recovers when extra ↑ presses come first', () => {
    expect(feed(['ArrowUp', 'ArrowUp', 'ArrowUp', ...KONAMI_SEQUENCE.slice(2)]).at(-1)).toBe(true);
    expect(feed(['ArrowUp', 'ArrowUp', ...KONAMI_SEQUENCE]).at(-1)).toBe(true);
  });
  it('recovers after a false start', () => {
    expect(feed(['ArrowUp', 'ArrowDown', ...KONAMI_SEQUENCE]).at(-1)).toBe(true);
  });
  it('fires again for a second complete sequence', () => {
    const results = feed([...KONAMI_SEQUENCE, ...KONAMI_SEQUENCE]);
    expect(results.filter(Boolean)).toHaveLength(2);
  });
  it('ignores an incomplete sequence', () => {
    expect(feed(KONAMI_SEQUENCE.slice(0, 9)).some(Boolean)).toBe(false);
  });
});

describe('typing targets', () => {
  const el = (match: boolean, editable = false) =>
    ({ isContentEditable: editable, closest: () => (match ? {} : null) }) as unknown as EventTarget;
  it('treats form fields and editable regions as typing', () => {
    expect(isTypingTarget(el(true))).toBe(true);
    expect(isTypingTarget(el(false, true))).toBe(true);
  });
  it('treats the page itself as not typing', () => {
    expect(isTypingTarget(el(false))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
