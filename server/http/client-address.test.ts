import { describe, expect, it } from 'vitest';
import {
  CLIENT_ADDRESS_HEADER,
  clientAddress,
  isLoopback,
  normaliseAddress,
  rateLimitSubject,
} from './client-address';

const request = (headers: Record<string, string>) => new Request('http://localhost/', { headers });

describe('client address', () => {
  it('uses the socket address and ignores X-Forwarded-For unless proxies are trusted', () => {
    const r = request({
      [CLIENT_ADDRESS_HEADER]: '::ffff:192.0.2.1',
      'x-forwarded-for': '6.6.6.6',
    });
    expect(clientAddress(r, 0)).toBe('192.0.2.1');
    expect(clientAddress(request({}), 0)).toBeUndefined();
  });

  it('takes the entry the trusted proxies appended', () => {
    const r = request({
      [CLIENT_ADDRESS_HEADER]: '10.0.0.2',
      'x-forwarded-for': 'spoof, 198.51.100.4, 10.0.0.1',
    });
    expect(clientAddress(r, 1)).toBe('10.0.0.1');
    expect(clientAddress(r, 2)).toBe('198.51.100.4');
    expect(clientAddress(r, 9)).toBe('spoof');
    expect(clientAddress(request({ [CLIENT_ADDRESS_HEADER]: '10.0.0.2' }), 1)).toBe('10.0.0.2');
  });

  it('normalises mapped, bracketed and ported forms', () => {
    expect(normaliseAddress('::FFFF:203.0.113.9')).toBe('203.0.113.9');
    expect(normaliseAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(normaliseAddress('203.0.113.9:5555')).toBe('203.0.113.9');
  });

  it('groups IPv6 clients by /64', () => {
    expect(rateLimitSubject('2001:db8:a:b:1:2:3:4')).toBe('2001:0db8:000a:000b::/64');
    expect(rateLimitSubject('2001:db8:a:b::9')).toBe('2001:0db8:000a:000b::/64');
    expect(rateLimitSubject('::1')).toBe('0000:0000:0000:0000::/64');
    expect(rateLimitSubject('192.0.2.1')).toBe('192.0.2.1');
    expect(rateLimitSubject('not:an:address::x::y')).toBe('not:an:address::x::y');
  });

  it('knows loopback', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])
      expect(isLoopback(a), a).toBe(true);
    for (const a of ['10.0.0.1', '::2', '128.0.0.1', 'unknown'])
      expect(isLoopback(a), a).toBe(false);
  });
});
