import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/**
 * The reader's address, for the backend's per-reader limits: the right-most X-Forwarded-For
 * entry that is not one of our own proxies (proxy-addr's rule). Entries left of it were written
 * by the client and prove nothing; with no trusted proxies the socket's peer is the reader.
 */
export function clientAddressResolver(trustedProxies: readonly string[]): (req: IncomingMessage) => string {
  const trust = proxyAddr.compile([...trustedProxies]);
  return (req) => {
    try {
      return unmapped(proxyAddr(req, trust));
    } catch {
      // A socket already gone has no address; such a request goes nowhere anyway.
      return 'unknown';
    }
  };
}

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is the IPv4 address 10.0.0.1. */
function unmapped(address: string): string {
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
}
