import autocannon from 'autocannon';

export interface Throughput {
  requestsPerSecond: number;
  p50LatencyMs: number;
  p99LatencyMs: number;
  errors: number;
  non2xx: number;
}

/** A bounded load on 127.0.0.1: a fixed number of connections for a fixed time. */
export async function measureThroughput(url: string, seconds: number, connections = 16): Promise<Throughput> {
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(url)) throw new Error(`load goes to 127.0.0.1 only, not ${url}`);
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50LatencyMs: result.latency.p50,
    p99LatencyMs: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
