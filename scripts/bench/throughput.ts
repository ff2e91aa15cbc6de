import autocannon from 'autocannon';

export interface Throughput {
  requestsPerSecond: number;
  p50LatencyMs: number;
  p99LatencyMs: number;
  errors: number;
  non2xx: number;
}

/**
 * A bounded load on 127.0.0.1: a fixed number of connections for a fixed time, each request
 * with `headers` (a reader's cookie). No compression is asked for, so the site and the
 * pre-rendered yardstick send the same bytes. The first `warmupSeconds` of load are not counted:
 * a server that has just started is still compiling its hot paths (the site's first seconds ran
 * about a fifth slower than its next ones), and a running server is measured as it runs.
 */
export async function measureThroughput(
  url: string,
  seconds: number,
  options: { connections?: number; headers?: Record<string, string>; warmupSeconds?: number } = {},
): Promise<Throughput> {
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(url)) throw new Error(`load goes to 127.0.0.1 only, not ${url}`);
  const load = (duration: number) =>
    autocannon({
      url,
      connections: options.connections ?? 16,
      duration,
      pipelining: 1,
      headers: options.headers ?? {},
    });
  const warmup = options.warmupSeconds ?? 2;
  if (warmup > 0) await load(warmup);
  const result = await load(seconds);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50LatencyMs: result.latency.p50,
    p99LatencyMs: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
