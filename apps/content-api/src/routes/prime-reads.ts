import { BODY_LIMITS } from '@newsroom/rules/body-limits';
import {
  PRIME_MISSED_STORIES_KEEP_MS,
  PRIME_MISSED_STORIES_MAX_IDS,
  showsPrimeMissedStories,
} from '@newsroom/rules/paywall';
import { z } from 'zod';
import { isPremium } from '../content/article.ts';
import { pictureUrl } from '../content/site-paths.ts';
import { storyUrl } from '../content/story-item.ts';
import type { StoryType } from '../contract.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { wholeNumber } from '../http/params.ts';
import { parseQuery } from '../http/query.ts';
import { freshJson, type Handler } from '../http/reply.ts';
import { istDay } from '../mail/daily-cap.ts';
import { findArticle } from '../store/articles.ts';
import { listPrimeReads, type PrimeReadLimits, recordPrimeRead } from '../store/prime-reads.ts';
import { listPrimeStories } from '../store/prime-stories.ts';
import { loadSectionDirectory } from '../store/sections.ts';
import { requireReader } from './auth.ts';

// AB-17 "Prime stories you missed": the site records each Prime story a signed-in reader opens;
// the widget lists the Prime stories they have not opened, once they have opened more than 3.

export const primeReadLimits: PrimeReadLimits = {
  keep: PRIME_MISSED_STORIES_MAX_IDS,
  retentionMs: PRIME_MISSED_STORIES_KEEP_MS,
};
export const maxMissedTop = 20;
const defaultMissedTop = 10;

export const PrimeReadAnswer = z.object({
  msid: z.string(),
  recorded: z.literal(true),
  /** False when the story was already in today's list. */
  changed: z.boolean(),
  /** Ids kept for the reader now (at most 16). */
  count: z.number().int().nonnegative(),
});

export const MissedStory = z.object({
  msid: z.string(),
  url: z.string(),
  img: z.string(),
  title: z.string(),
});

export const MissedAnswer = z.object({
  show: z.boolean(),
  count: z.number().int().nonnegative(),
  /** Newest first; empty while `show` is false. */
  data: z.array(MissedStory),
});

const msidRule = /^[1-9]\d{0,9}$/;

function checkMsid(value: string | undefined): number {
  const text = (value ?? '').trim();
  if (text === '') throw badRequest('msid', 'is required');
  if (!msidRule.test(text) || Number(text) > 2_147_483_647) throw badRequest('msid', 'must be a numeric id');
  return Number(text);
}

/** `POST /prime-reads` (form or JSON `msid`): the signed-in reader opened this Prime story. */
export const postPrimeRead: Handler = async (context) => {
  const reader = await requireReader(context);
  const fields = await context.body(BODY_LIMITS.ids);
  const msid = checkMsid(fields.msid);
  const article = await findArticle(context.db, msid);
  if (!article) throw notFound('msid', `no story ${msid}`);
  if (!isPremium(article)) throw badRequest('msid', 'is not a Prime story');
  const nowMs = context.now();
  const outcome = await recordPrimeRead(
    context.db,
    { readerId: reader.id, msid, day: istDay(nowMs).day, nowMs },
    primeReadLimits,
  );
  return freshJson({ msid: String(msid), recorded: true, ...outcome } satisfies z.infer<
    typeof PrimeReadAnswer
  >);
};

const missedQuery = z.object({ top: wholeNumber(1, maxMissedTop).optional() });

/** `GET /prime-reads/missed[?top=1..20]`: Prime stories the reader has not opened, newest first. */
export const getMissedPrimeStories: Handler = async (context) => {
  const reader = await requireReader(context);
  const { top = defaultMissedTop } = parseQuery(missedQuery, context.query);
  const nowMs = context.now();
  const read = await listPrimeReads(context.db, reader.id, nowMs, primeReadLimits);
  const show = showsPrimeMissedStories(read.length);
  if (!show) return freshJson({ show, count: read.length, data: [] } satisfies z.infer<typeof MissedAnswer>);
  const [rows, sections] = await Promise.all([
    listPrimeStories(context.db, { except: read, limit: top }),
    loadSectionDirectory(context.db),
  ]);
  const data = rows.map((row) => ({
    msid: String(row.msid),
    url: storyUrl({ ...row, kind: row.kind as StoryType }, sections),
    img: pictureUrl(context.publicUrl, row.image_id),
    title: row.title,
  }));
  return freshJson({ show, count: read.length, data } satisfies z.infer<typeof MissedAnswer>);
};
