import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits, loadPageValidators, notModified } from './page-validators';

const page = {
  etag: 'W/"abc"',
  'cache-control': 's-maxage=31536000',
  vary: 'rsc, Accept-Encoding',
};
const validators = new Map([
  ['/', { ...page, etag: 'W/"home"' }],
  ['/services', page],
]);

describe('ifNoneMatchHits (RFC 9110 weak comparison)', () => {
  it('matches the same tag, weak or strong, alone or in a list, and *', () => {
    expect(ifNoneMatchHits('W/"abc"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchHits('"abc"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchHits('"x", W/"abc" ,"y"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchHits(' * ', 'W/"abc"')).toBe(true);
  });

  it('does not match another tag, a prefix of it, or an empty header', () => {
    expect(ifNoneMatchHits('W/"abd"', 'W/"abc"')).toBe(false);
    expect(ifNoneMatchHits('W/"ab"', 'W/"abc"')).toBe(false);
    expect(ifNoneMatchHits('abc', 'W/"abc"')).toBe(false);
    expect(ifNoneMatchHits('', 'W/"abc"')).toBe(false);
  });
});

describe('notModified', () => {
  it("gives the 304's headers when the page's tag is listed", () => {
    expect(notModified(validators, '/services', 'W/"abc"')).toEqual(page);
    expect(notModified(validators, '/services/', 'W/"abc"')).toEqual(page);
    expect(notModified(validators, '/', 'W/"home"')?.etag).toBe('W/"home"');
  });

  it('gives nothing without a header, for another page, or for a path with no page', () => {
    expect(notModified(validators, '/services', null)).toBeNull();
    expect(notModified(validators, '/', 'W/"abc"')).toBeNull();
    expect(notModified(validators, '/no/such/page', '*')).toBeNull();
  });
});

describe('loadPageValidators', () => {
  function dist(buildId: string, file: unknown) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'validators-'));
    fs.writeFileSync(path.join(dir, 'BUILD_ID'), `${buildId}\n`);
    if (file !== undefined) {
      fs.writeFileSync(path.join(dir, 'page-validators.json'), JSON.stringify(file));
    }
    return dir;
  }

  it("reads this build's validators", () => {
    const dir = dist('b1', { version: 1, buildId: 'b1', pages: { '/services': page } });
    expect(loadPageValidators(dir).get('/services')).toEqual(page);
  });

  it('gives none under next dev, even when the last build left its file', () => {
    const dir = dist('b1', { version: 1, buildId: 'b1', pages: { '/services': page } });
    expect(loadPageValidators(dir, { dev: true }).size).toBe(0);
  });

  it('gives none for another build, no file or a broken one (the page is then sent whole)', () => {
    expect(loadPageValidators(dist('b2', { version: 1, buildId: 'b1', pages: {} })).size).toBe(0);
    expect(loadPageValidators(dist('b1', undefined)).size).toBe(0);
    const broken = dist('b1', undefined);
    fs.writeFileSync(path.join(broken, 'page-validators.json'), '{');
    expect(loadPageValidators(broken).size).toBe(0);
  });
});
