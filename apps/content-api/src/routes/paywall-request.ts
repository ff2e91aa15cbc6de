import { z } from 'zod';
import { parseDocument } from '../http/query.ts';

// AB-08: the body of `POST /getPaywallHitStatus.json`, the spec's "Paywall request". Every part
// is bounded, so no body can cost more than a few small queries. The reader's counts in it are
// checked for form and then ignored: the answer comes from the server's own metering, and a
// client that could report "0 reads" would never meet the gate.

/** The whole body; ten stories with every field filled take under 2 KiB. */
export const maxPaywallBodyBytes = 8 * 1024;
/** Stories per call: a page asks for the story shown and a few stacked below it. */
export const maxArticleRequests = 10;

const msidRule = 'must be a numeric id';
const msid = z
  .union([z.string().regex(/^[1-9]\d{0,9}$/, msidRule), z.number().int(msidRule)], { error: msidRule })
  .transform(Number)
  .pipe(z.number().min(1, msidRule).max(2_147_483_647, msidRule));

const hostIdRule = 'must be a numeric host id';
/** Accepted for the spec's shape; the stored story's host id is what counts. */
const hostId = z.union([z.string().regex(/^\d{1,6}$/, hostIdRule), z.number().int().min(0).max(999_999)], {
  error: hostIdRule,
});

const countRule = 'must be a whole number from 0 to 1000000';
const count = z.number({ error: countRule }).int(countRule).min(0, countRule).max(1_000_000, countRule);

/** A short label (a traffic source, a mode): letters, digits and a few separators. */
function label(maxLength: number) {
  const rule = `must be at most ${maxLength} letters, digits, spaces or . _ - / :`;
  return z.string({ error: rule }).regex(new RegExp(`^[A-Za-z0-9 ._/:-]{0,${maxLength}}$`), rule);
}

const flag = z.union([z.boolean(), z.literal(0), z.literal(1)], { error: 'must be true, false, 0 or 1' });

export const PaywallRequest = z.object({
  articleRequestDtos: z
    .array(z.object({ msid, hostId: hostId.optional() }), {
      error: `must be a list of 1 to ${maxArticleRequests} {msid, hostId}`,
    })
    .min(1, `must list 1 to ${maxArticleRequests} stories`)
    .max(maxArticleRequests, `must list 1 to ${maxArticleRequests} stories`),
  platform: z.enum(['web', 'wap', 'app'], { error: 'must be one of web, wap, app' }).optional(),
  operatingSystem: label(40).optional(),
  articleReadCountToday: count.optional(),
  articleReadCountMonth: count.optional(),
  paidArticleReadCountToday: count.optional(),
  paidArticleReadCountMonth: count.optional(),
  continuousPaywallHits: count.optional(),
  expiredUserType: label(40).optional(),
  trafficSource: label(64).optional(),
  loggedInStatus: flag.optional(),
  articleLastClickSource: label(64).optional(),
  pMode: label(40).optional(),
  isReadingMode: flag.optional(),
});
export type PaywallRequest = z.output<typeof PaywallRequest>;

/** The body checked; the first problem is a 400 naming where it is, e.g. `articleRequestDtos[2].msid`. */
export function parsePaywallRequest(body: unknown): PaywallRequest {
  return parseDocument(PaywallRequest, body);
}
