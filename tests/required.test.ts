import { describe, expect, it } from 'vitest';
import { missingOnCI, onCI } from './required';

describe('onCI: CI=true as CI services and .ci/run set it', () => {
  it.each(['true', '1', 'TRUE', 'yes'])('CI=%s is a CI run', (value) => {
    expect(onCI({ CI: value })).toBe(true);
  });

  it.each([undefined, '', '0', 'false', ' False '])('CI=%s is not', (value) => {
    expect(onCI({ CI: value })).toBe(false);
  });

  it('a missing requirement names the suite and the reason', () => {
    expect(missingOnCI('WebKit', 'WebKitWebDriver is not installed').message).toBe(
      'WebKit is required under CI=true, but WebKitWebDriver is not installed',
    );
  });
});
