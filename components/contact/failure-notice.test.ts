import { describe, expect, it } from 'vitest';
import { contactFormCopy } from '@/content/snippets';
import { describeWait, failureText } from './failure-notice';

const words = contactFormCopy.wait;

describe('describeWait', () => {
  it('speaks in human units', () => {
    expect(describeWait(undefined, words)).toBe('in a few minutes');
    expect(describeWait(3, words)).toBe('in a few seconds');
    expect(describeWait(45, words)).toBe('in under a minute');
    expect(describeWait(60, words)).toBe('in about a minute');
    expect(describeWait(61, words)).toBe('in about 2 minutes');
    expect(describeWait(600, words)).toBe('in about 10 minutes');
    expect(describeWait(3600, words)).toBe('in about an hour');
    expect(describeWait(3 * 3600, words)).toBe('in about 3 hours');
  });
});

const formCopy = {
  ...contactFormCopy,
  pageCheckNote: 'One page to start.',
  pageCheckPromise: { link: 'Send us one page', promise: 'three changes, free.' },
};

describe('failureText', () => {
  it('says what failed and, when rate-limited, how long to wait', () => {
    expect(failureText({ kind: 'rate-limited', retryAfterSeconds: 120 }, formCopy)).toEqual({
      title: 'You have sent several messages in a short time.',
      detail: 'Please try again in about 2 minutes.',
    });
    expect(failureText({ kind: 'network' }, formCopy).title).toMatch(/not sent/);
  });
});
