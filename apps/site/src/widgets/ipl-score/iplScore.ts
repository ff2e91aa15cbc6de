import type { IplRefresh } from '@newsroom/machines';
import { z } from '../../content/zod.ts';

/**
 * HM-07: the IPL score's refresh, asked of the site (`/api/ipl`: the match the IPL list names now
 * and its score) and read as untrusted. A refusal or failure is an Error (the machine logs it).
 */
const side = z.object({ short: z.string().min(1).max(8), name: z.string().max(200) });
const score = z.object({
  matchId: z.string().regex(/^\d{1,10}$/),
  series: z.string().max(200),
  result: z.string().max(200),
  innings: z
    .array(
      z.object({
        number: z.number().int().min(1).max(4),
        batting: side,
        bowling: side,
        runs: z.number().int().min(0).max(9999),
        wickets: z.number().int().min(0).max(10),
        overs: z.string().regex(/^\d{1,2}\.[0-5]$/),
        allottedOvers: z.number().int().min(1).max(50),
      }),
    )
    .max(4),
});
export const iplRefreshSchema = z.object({
  matchId: z
    .string()
    .regex(/^\d{1,10}$/)
    .nullable(),
  score: score.nullable(),
});

export const IPL_API_PATH = '/api/ipl';

export async function fetchIplScore(fetchImpl: typeof fetch = fetch): Promise<IplRefresh> {
  const response = await fetchImpl(IPL_API_PATH, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`IPL score: ${response.status}`);
  }
  const parsed = iplRefreshSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(`IPL score: malformed answer: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

export function logIplFailure(error: unknown): void {
  console.error('Error fetching the IPL score:', error);
}
