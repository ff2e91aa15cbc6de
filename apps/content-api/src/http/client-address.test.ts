import { describe, expect, it } from 'vitest';
import { createClientAddressResolver, defaultTrustedProxies, parseTrustedProxies } from './client-address.ts';

describe('client address for rate limits', () => {
  const resolve = createClientAddressResolver(defaultTrustedProxies);

  it('takes the right-most X-Forwarded-For address that is not a trusted proxy', () => {
    // The site (a trusted proxy) appends the address it saw; whatever the client sent stays left.
    expect(resolve('127.0.0.1', { 'x-forwarded-for': '203.0.113.5' })).toBe('203.0.113.5');
    expect(resolve('127.0.0.1', { 'x-forwarded-for': '198.51.100.1, 203.0.113.5' })).toBe('203.0.113.5');
    expect(resolve('127.0.0.1', { 'x-forwarded-for': '203.0.113.5, 10.0.0.2' })).toBe('10.0.0.2');
    expect(resolve('::ffff:127.0.0.1', { 'x-forwarded-for': '2001:db8::1' })).toBe('2001:db8::1');
    expect(resolve('::1', { 'x-forwarded-for': '203.0.113.6' })).toBe('203.0.113.6');
    expect(resolve('::ffff:127.0.0.1', { 'x-forwarded-for': '::ffff:203.0.113.7' })).toBe('203.0.113.7');
  });

  it('walks past a chain of trusted proxies, and no further', () => {
    const chain = createClientAddressResolver(parseTrustedProxies('127.0.0.1, 10.0.0.0/8'));
    const headers = { 'x-forwarded-for': '192.0.2.1, 127.0.0.1, 203.0.113.5, 10.0.0.7, 10.0.0.8' };
    expect(chain('127.0.0.1', headers)).toBe('203.0.113.5');
    // A client that claims a trusted address on the left gains nothing: the walk stops before it.
    expect(chain('127.0.0.1', { 'x-forwarded-for': '10.9.9.9, 203.0.113.5' })).toBe('203.0.113.5');
    // Everything forwarded is trusted: the left-most address is the client.
    expect(chain('127.0.0.1', { 'x-forwarded-for': '10.1.1.1, 10.0.0.2' })).toBe('10.1.1.1');
  });

  it('ignores X-Forwarded-For from a peer that is not trusted', () => {
    expect(resolve('198.51.100.9', { 'x-forwarded-for': '203.0.113.5' })).toBe('198.51.100.9');
    expect(resolve('::ffff:198.51.100.9', {})).toBe('198.51.100.9');
    const none = createClientAddressResolver(parseTrustedProxies(''));
    expect(none('127.0.0.1', { 'x-forwarded-for': '203.0.113.5' })).toBe('127.0.0.1');
    expect(none.trusts('127.0.0.1')).toBe(false);
  });

  it('falls back to the last trusted hop when the header is missing or its entry is not an address', () => {
    expect(resolve('127.0.0.1', {})).toBe('127.0.0.1');
    expect(resolve('127.0.0.1', { 'x-forwarded-for': '' })).toBe('127.0.0.1');
    expect(resolve('127.0.0.1', { 'x-forwarded-for': '203.0.113.5, evil' })).toBe('127.0.0.1');
    expect(resolve('127.0.0.1', { 'x-forwarded-for': 'evil, 203.0.113.5' })).toBe('203.0.113.5');
    expect(resolve(undefined, { 'x-forwarded-for': '203.0.113.5' })).toBe('unknown');
  });

  it('tells whether a peer is a trusted proxy', () => {
    expect(resolve.trusts('127.0.0.1')).toBe(true);
    expect(resolve.trusts('::ffff:127.0.0.1')).toBe(true);
    expect(resolve.trusts('::1')).toBe(true);
    expect(resolve.trusts('127.0.0.2')).toBe(false);
    expect(resolve.trusts('198.51.100.9')).toBe(false);
    expect(resolve.trusts(undefined)).toBe(false);
  });

  it('takes CIDR ranges from TRUSTED_PROXIES and refuses what is not an address', () => {
    const ranges = createClientAddressResolver(parseTrustedProxies('10.0.0.0/8, fd00::/8'));
    expect(ranges('10.1.2.3', { 'x-forwarded-for': '203.0.113.5' })).toBe('203.0.113.5');
    expect(ranges('fd12::1', { 'x-forwarded-for': '203.0.113.5' })).toBe('203.0.113.5');
    expect(ranges('127.0.0.1', { 'x-forwarded-for': '203.0.113.5' })).toBe('127.0.0.1');
    expect(() => parseTrustedProxies('localhost')).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies('10.0.0.0/8/1')).toThrow(/TRUSTED_PROXIES/);
  });
});
