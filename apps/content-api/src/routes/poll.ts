import { BODY_LIMITS } from '@newsroom/rules/body-limits';
import { POLL_MAX_OPTION_NO, pollOptionsToShow, pollPercentages } from '@newsroom/rules/poll';
import { z } from 'zod';
import { formatIst } from '../content/ist-time.ts';
import { IstTime } from '../contract.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { numericId, oneOf, platform, wholeNumber } from '../http/params.ts';
import { parseQuery } from '../http/query.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { contentCaching, freshJson, type Handler, type RouteContext } from '../http/reply.ts';
import type { Route } from '../http/router.ts';
import {
  countPollVotes,
  findOpenPoll,
  findPollOfTheDay,
  findPollVote,
  listPollOptions,
  recordPollVote,
} from '../store/polls.ts';
import type { PollTable } from '../store/schema.ts';

// AB-14 poll of the day (spec §7): `GET /request?type=poll_of_the_day` and
// `POST /vote_result_json.cms` (feedtype, txtPolliD, PRadio). Only signed-in readers vote, once
// per poll: the voter is the session's reader, never something the request says. Who voted what
// is kept on the server, so a reader who voted sees the percentages again on any page or device;
// readers who have not voted (and anonymous readers) are sent no results.

const PollOption = z.object({ optionno: z.number().int().min(1), description: z.string() });
const PollResult = z.object({
  /** Every vote the poll has, the percentages' base. */
  totalvotes: z.number().int().min(0),
  /** Whole percentages per shown option, adding up to 100 (0 each without votes). */
  options: z.array(
    z.object({ optionno: z.number().int().min(1), optionperc: z.number().int().min(0).max(100) }),
  ),
});

/** A poll as a reader gets it: the question, its options, and the reader's own part. */
export const PollData = z.object({
  msid: z.string().regex(/^\d+$/),
  title: z.string(),
  /** When the poll opened. */
  date: IstTime,
  polloptions: z.array(PollOption).max(10),
  reader: z.object({
    signedIn: z.boolean(),
    voted: z.boolean(),
    /** The option this reader chose, or null. */
    optionno: z.number().int().nullable(),
  }),
  /** Only for a reader who has voted; null otherwise (spec §6: no poll results for the rest). */
  result: PollResult.nullable(),
});
export type PollData = z.infer<typeof PollData>;

export const PollOfTheDayAnswer = z.object({ searchResult: z.tuple([z.object({ data: PollData })]) });

/** The vote's answer: the poll as the voter now sees it, and whether this call counted the vote. */
export const PollVoteAnswer = PollData.extend({ counted: z.boolean() });

const noPoll = () => notFound('type', 'there is no poll of the day');

async function pollData(context: RouteContext, poll: PollTable, voter: string | null): Promise<PollData> {
  const options = pollOptionsToShow(await listPollOptions(context.db, poll.msid));
  const chosen = voter === null ? null : await findPollVote(context.db, poll.msid, voter);
  let result: PollData['result'] = null;
  if (chosen !== null) {
    const counted = await countPollVotes(context.db, poll.msid);
    const shown = new Map(options.map((option) => [option.optionno, counted.get(option.optionno) ?? 0]));
    const percentages = pollPercentages(shown);
    result = {
      totalvotes: [...shown.values()].reduce((sum, votes) => sum + votes, 0),
      options: options.map((option) => ({
        optionno: option.optionno,
        optionperc: percentages.get(option.optionno) ?? 0,
      })),
    };
  }
  return {
    msid: String(poll.msid),
    title: poll.title,
    date: poll.starts_at,
    polloptions: options.map((option) => ({ optionno: option.optionno, description: option.description })),
    reader: { signedIn: voter !== null, voted: chosen !== null, optionno: chosen },
    result,
  };
}

const pollQuery = z.object({ type: z.literal('poll_of_the_day'), platform });

/**
 * `GET /request?type=poll_of_the_day`: without a session the same answer for everyone, cached
 * like content (and varying on the credentials a cache might otherwise overlook); with one, the
 * reader's own (whether and how they voted, the results once they have), never stored. A session
 * that has ended is a 401, as everywhere a reader is looked at.
 */
export const getPollOfTheDay: Handler = async (context) => {
  parseQuery(pollQuery, context.query);
  const reader = await context.reader();
  const poll = await findPollOfTheDay(context.db, formatIst(context.now()));
  if (!poll) throw noPoll();
  const data = await pollData(context, poll, reader ? `reader:${reader.id}` : null);
  const body = { searchResult: [{ data }] };
  if (reader) return freshJson(body, { 'cache-control': 'private, no-store' });
  return { kind: 'json', status: 200, body, headers: { ...contentCaching, vary: 'Authorization, Cookie' } };
};

const voteFields = z.object({
  feedtype: oneOf(['json'] as const).optional(),
  txtPolliD: numericId(),
  PRadio: wholeNumber(1, POLL_MAX_OPTION_NO),
});

/**
 * `POST /vote_result_json.cms` (form or JSON: feedtype, txtPolliD, PRadio): the signed-in reader's
 * vote on an open poll, in one of its shown options. Counted once per reader: a second vote, or
 * one racing the first, changes nothing (`counted: false`) and is answered like the first.
 */
export const postPollVote: Handler = async (context) => {
  const fields = await context.body(BODY_LIMITS.ids);
  // The session first: whatever an anonymous caller sends, the answer is "sign in".
  const reader = await context.reader();
  if (!reader) throw new HttpError(401, 'session', 'Please sign in to vote.');
  const vote = parseQuery(voteFields, new URLSearchParams(fields));
  const nowIst = formatIst(context.now());
  const poll = await findOpenPoll(context.db, vote.txtPolliD, nowIst);
  if (!poll) throw notFound('txtPolliD', `no poll ${vote.txtPolliD}`);
  const shown = pollOptionsToShow(await listPollOptions(context.db, poll.msid));
  if (!shown.some((option) => option.optionno === vote.PRadio)) {
    throw new HttpError(400, 'PRadio', `is not an option of poll ${poll.msid}`);
  }
  await enforceRateLimit(context.limits.votes, await context.client(), 'votes');
  const voter = `reader:${reader.id}`;
  const counted = await recordPollVote(context.db, {
    msid: poll.msid,
    voter,
    optionno: vote.PRadio,
    createdAt: nowIst,
  });
  return freshJson({ ...(await pollData(context, poll, voter)), counted });
};

export const pollRoutes: Route[] = [{ method: 'POST', path: '/vote_result_json.cms', handler: postPollVote }];
