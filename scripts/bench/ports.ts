/**
 * The bench's ports on 127.0.0.1: BENCH_PORT_BASE (4210) and the next few, so two benches (or a
 * bench beside the end-to-end tests) on one machine can run at once on different bases.
 */
export function benchPorts(env: NodeJS.ProcessEnv = process.env) {
  const raw = env.BENCH_PORT_BASE ?? '4210';
  const base = Number(raw);
  if (!/^\d+$/.test(raw) || base < 1024 || base > 65_535 - 10)
    throw new Error(`BENCH_PORT_BASE must be a port from 1024 to 65525, not ${raw}`);
  return {
    api: base,
    site: base + 1,
    yardstick: base + 2,
    uncachedSite: base + 3,
    /** Chromium's DevTools port, for Lighthouse. */
    devtools: base + 4,
  };
}
