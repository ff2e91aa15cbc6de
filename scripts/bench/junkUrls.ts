import { readFileSync } from 'node:fs';

/** Resident memory of a process, from /proc (Linux), in bytes. */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
  if (!Number.isFinite(kilobytes)) throw new Error(`no VmRSS for process ${pid}`);
  return kilobytes * 1024;
}

export interface JunkUrlGrowth {
  requests: number;
  failed: number;
  beforeBytes: number;
  afterBytes: number;
  growthBytes: number;
}

/**
 * Hardening #7: `count` distinct junk URLs (`/?utm_N=x`, the shape of a cache-busting flood)
 * against the site on 127.0.0.1, `concurrency` at a time, and the site's resident memory before
 * and after. The page cache keys only on the query a page reads, so the flood is one page.
 */
export async function measureJunkUrlGrowth(
  siteUrl: string,
  pid: number,
  count = 10_000,
  concurrency = 16,
): Promise<JunkUrlGrowth> {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(siteUrl))
    throw new Error(`load goes to 127.0.0.1 only, not ${siteUrl}`);
  // Warm: the first render and the lists it loads are not what is measured.
  for (let i = 0; i < 20; i++) await (await fetch(`${siteUrl}/`)).arrayBuffer();
  const beforeBytes = residentBytes(pid);
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const response = await fetch(`${siteUrl}/?utm_${i}=x&fbclid=${i}`);
      await response.arrayBuffer();
      if (response.status !== 200) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const afterBytes = residentBytes(pid);
  return { requests: count, failed, beforeBytes, afterBytes, growthBytes: afterBytes - beforeBytes };
}
