import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import proxyaddr from 'proxy-addr';

// The address a rate limit counts against when the reader is not signed in (Hardening item 10).
// Each proxy appends the address it saw to X-Forwarded-For, so only the right end of the header
// is trustworthy: walking from the socket leftwards past trusted proxies (the site's server,
// 127.0.0.1 and ::1 by default), the first address that is not one of them is the client. What
// a client writes into the header itself stays to the left of that and is never reached, so it
// cannot pick its own identity by rotating or prepending entries. This is proxy-addr's rule
// (the one Express uses), from that library rather than by hand.

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
  return /^\d{1,3}$/.test(bits) && Number(bits) >= 1 && Number(bits) <= max;
}

export interface ClientAddressResolver {
  (socketAddress: string | undefined, headers: IncomingHttpHeaders): string;
  /** Whether the socket's peer is a trusted proxy (the site), whose identity headers are believed. */
  trusts(socketAddress: string | undefined): boolean;
}

export function createClientAddressResolver(trustedProxies: readonly string[]): ClientAddressResolver {
  const trust = proxyaddr.compile([...trustedProxies]);
  const resolve = (socketAddress: string | undefined, headers: IncomingHttpHeaders) => {
    const peer = unmapped(socketAddress ?? 'unknown');
    const request = { socket: { remoteAddress: socketAddress }, headers } as unknown as IncomingMessage;
    // The socket first, then each trusted hop, ending at the first address not trusted.
    const hops = proxyaddr.all(request, trust);
    // A hop that is not an address (a broken proxy, or a header from a trusted peer that set
    // nothing useful) counts as the trusted hop before it, never as an identity of its own.
    for (let index = hops.length - 1; index > 0; index -= 1) {
      const hop = unmapped(hops[index] ?? '');
      if (isIP(hop) !== 0) return hop;
    }
    return peer;
  };
  return Object.assign(resolve, {
    trusts: (socketAddress: string | undefined) => socketAddress !== undefined && trust(socketAddress, 0),
  });
}

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is the IPv4 address 10.0.0.1. */
function unmapped(address: string): string {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return match?.[1] ?? address;
}
