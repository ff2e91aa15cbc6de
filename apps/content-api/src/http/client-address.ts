import type { IncomingHttpHeaders } from 'node:http';
import { BlockList, isIP } from 'node:net';

// The address a rate limit counts against when the reader is not signed in. Behind a trusted
// proxy (the site's server, 127.0.0.1 by default) it is the first address of X-Forwarded-For,
// which that proxy must set to the reader's own address; from anywhere else the header is
// ignored, so a client cannot pick its own identity.

export const defaultTrustedProxies = ['127.0.0.1', '::1'];

/** Parses `TRUSTED_PROXIES`: addresses or CIDR ranges, separated by commas. */
export function parseTrustedProxies(text: string): string[] {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    const maxBits = family === 6 ? 128 : 32;
    if (family === 0 || rest.length > 0 || (bits !== undefined && !isPrefix(bits, maxBits))) {
      throw new Error(`TRUSTED_PROXIES: ${entry} is not an address or CIDR range`);
    }
  }
  return entries;
}

function isPrefix(bits: string, max: number): boolean {
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

export interface ClientAddressResolver {
  (socketAddress: string | undefined, headers: IncomingHttpHeaders): string;
  /** Whether the socket's peer is a trusted proxy (the site), whose identity headers are believed. */
  trusts(socketAddress: string | undefined): boolean;
}

export function createClientAddressResolver(trustedProxies: readonly string[]): ClientAddressResolver {
  const trusted = new BlockList();
  for (const entry of trustedProxies) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) trusted.addAddress(address, type);
    else trusted.addSubnet(address, Number(bits), type);
  }
  const isTrusted = (address: string) => {
    const family = isIP(address);
    return family !== 0 && trusted.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
  const resolve = (socketAddress: string | undefined, headers: IncomingHttpHeaders) => {
    const peer = unmapped(socketAddress ?? 'unknown');
    if (!isTrusted(peer)) return peer;
    const forwarded = headers['x-forwarded-for'];
    const first = unmapped(
      (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() ?? '',
    );
    return isIP(first) !== 0 ? first : peer;
  };
  return Object.assign(resolve, {
    trusts: (socketAddress: string | undefined) => isTrusted(unmapped(socketAddress ?? 'unknown')),
  });
}

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is the IPv4 address 10.0.0.1. */
function unmapped(address: string): string {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return match?.[1] ?? address;
}
