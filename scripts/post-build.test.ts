import { describe, expect, it } from 'vitest';
import { keepScriptLoading } from './post-build';

describe('KEEP_SCRIPT_LOADING: the one flag that switches the chunk loader off', () => {
  it.each(['1', 'true', 'TRUE'])('%s switches it off', (value) => {
    expect(keepScriptLoading({ KEEP_SCRIPT_LOADING: value })).toBe(true);
  });

  it.each([undefined, '', '0', 'false', 'no'])('%s leaves it on', (value) => {
    expect(keepScriptLoading({ KEEP_SCRIPT_LOADING: value })).toBe(false);
  });
});
