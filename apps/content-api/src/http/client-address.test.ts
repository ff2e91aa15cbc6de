import { describe, expect, it } from 'vitest';
import { createClientAddressResolver, defaultTrustedProxies, parseTrustedProxies } from './client-address.ts';

describe('client address for rate limits', () => {
  const resolve = createClientAddressResolver(defaultTrustedProxies);

  it('believes X-Forwarded-For (its first address) only from a trusted proxy', () => {
    expect(resolve('127.0.0.1', { 'x-forwarded-for': '203.0.113.5, 10.0.0.2' })).toBe('203.0.113.5');
    expect(resolve('::ffff:127.0.0.1', { 'x-forwarded-for': '2001:db8::1' })).toBe('2001:db8::1');
    expect(resolve('::1', { 'x-forwarded-for': '203.0.113.6' })).toBe('203.0.113.6');
    expect(resolve('198.51.100.9', { 'x-forwarded-for': '203.0.113.5' })).toBe('198.51.100.9');
    expect(resolve('::ffff:198.51.100.9', {})).toBe('198.51.100.9');
  });

  it('falls back to the socket address when the header is missing or not an address', () => {
    expect(resolve('127.0.0.1', {})).toBe('127.0.0.1');
    expect(resolve('127.0.0.1', { 'x-forwarded-for': 'evil, 203.0.113.5' })).toBe('127.0.0.1');
  });

  it('takes CIDR ranges from TRUSTED_PROXIES and refuses what is not an address', () => {
    const ranges = createClientAddressResolver(parseTrustedProxies('10.0.0.0/8, fd00::/8'));
    expect(ranges('10.1.2.3', { 'x-forwarded-for': '203.0.113.5' })).toBe('203.0.113.5');
    expect(ranges('fd12::1', { 'x-forwarded-for': '203.0.113.5' })).toBe('203.0.113.5');
    expect(ranges('127.0.0.1', { 'x-forwarded-for': '203.0.113.5' })).toBe('127.0.0.1');
    expect(() => parseTrustedProxies('localhost')).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/TRUSTED_PROXIES/);
  });
});
