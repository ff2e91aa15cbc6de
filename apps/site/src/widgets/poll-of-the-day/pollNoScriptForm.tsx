import { commentWriteError, notSentText, POLL_TEXTS, widgetRefusal } from '@newsroom/machines';
import { BODY_LIMITS } from '@newsroom/rules/body-limits';
import { type PollQuestion, pollOfTheDayAnswerSchema } from '../../content/poll.ts';
import type { BackendAnswer, FormOutcome, FormRefusal, NoScriptForm } from '../../lib/forms/form.ts';
import { safeReturnPath } from '../../lib/returnPath.ts';
import { PollOfTheDayView } from './PollOfTheDayView.tsx';
import { readPollStatus } from './pollEffects.ts';
import { POLL_FORM_FIELDS, POLL_VOTE_FORM_PATH } from './pollFormPath.ts';

/**
 * Issue 27, AB-14: the poll's vote posted without script (`POST /poll/vote`: txtPolliD, PRadio,
 * return). The same backend call as the island's /api/vote_result_json.cms, with the same
 * identity, so the backend decides the voter from the session and counts a reader once; the page
 * says what happened in the island's words and shows the backend's percentages with the poll's
 * own component, the reader's answer marked.
 */

export const POLL_NO_SCRIPT_TEXTS = {
  counted: 'Thank you. Your vote is counted.',
  // The spec's words for a second vote (AR's "You've already voted!"): nothing changed.
  already: "You've already voted!",
  failed: 'Your vote could not be counted just now. Please try again.',
} as const;

const POLL_ID = /^[1-9][0-9]{0,11}$/;
const OPTION_NO = /^[1-9][0-9]?$/;

/** The one value of a field sent once, or null (absent or repeated). */
function single(fields: URLSearchParams, name: string): string | null {
  const values = fields.getAll(name);
  return values.length === 1 ? values[0]! : null;
}

/** The poll as the vote's answer names it (its question and the answers shown), or null. */
function pollOf(body: unknown): PollQuestion | null {
  return pollOfTheDayAnswerSchema.safeParse({ searchResult: [{ data: body }] }).data ?? null;
}

function doneOutcome(answer: BackendAnswer, fields: URLSearchParams): FormOutcome {
  const poll = pollOf(answer.body);
  let status: ReturnType<typeof readPollStatus> | null = null;
  try {
    status = readPollStatus(answer.body);
  } catch {
    status = null;
  }
  if (!poll || !status?.voted) {
    return { kind: 'refused', status: 502, refusal: { field: null, message: POLL_NO_SCRIPT_TEXTS.failed } };
  }
  const counted = (answer.body as { counted?: unknown }).counted !== false;
  const back = safeReturnPath(fields.get(POLL_FORM_FIELDS.back));
  return {
    kind: 'done',
    message: counted ? POLL_NO_SCRIPT_TEXTS.counted : POLL_NO_SCRIPT_TEXTS.already,
    details: (
      <PollOfTheDayView
        title="Poll of the day"
        idBase="poll-outcome"
        poll={poll}
        signedIn
        loginPath={`/login?return=${encodeURIComponent(back)}`}
        returnTo={back}
        known={{ status }}
      />
    ),
  };
}

/** A refusal in the island's words (widgetRefusal): about the answer beside it, else the form's. */
function refusalOf(answer: BackendAnswer): FormRefusal {
  const refused = commentWriteError(answer.status, answer.body, answer.retryAfter);
  const refusal = widgetRefusal(refused, 'vote', { [POLL_FORM_FIELDS.answer]: POLL_FORM_FIELDS.answer });
  if (refusal) return refusal;
  // A failure the island says nothing of (the reader simply votes again); a page must say it.
  return {
    field: null,
    message: /^\p{Lu}/u.test(refused.message) ? refused.message : POLL_NO_SCRIPT_TEXTS.failed,
  };
}

export const pollVoteForm: NoScriptForm = {
  path: POLL_VOTE_FORM_PATH,
  bodyLimit: BODY_LIMITS.ids,
  headings: { done: 'Your vote', refused: 'Your vote was not counted' },
  call(fields) {
    const pollId = single(fields, POLL_FORM_FIELDS.poll);
    if (pollId === null || !POLL_ID.test(pollId)) return { field: null, message: notSentText(null, '') };
    const optionno = single(fields, POLL_FORM_FIELDS.answer);
    if (optionno === null) return { field: POLL_FORM_FIELDS.answer, message: POLL_TEXTS.noChoice };
    if (!OPTION_NO.test(optionno)) return { field: null, message: notSentText(null, '') };
    return {
      path: '/vote_result_json.cms',
      search: '',
      body: new URLSearchParams({ feedtype: 'json', txtPolliD: pollId, PRadio: optionno }),
    };
  },
  outcome(answer, fields) {
    if (answer.status === 200) return doneOutcome(answer, fields);
    return { kind: 'refused', status: answer.status, refusal: refusalOf(answer) };
  },
  /**
   * Shown again only for a refusal about the answer (none chosen): the poll of the day as the
   * backend has it, the answer kept, the refusal where the island says it. Another poll than the
   * one posted (the day moved on) is not shown.
   */
  async loadForm({ fields, refusal }, content) {
    if (refusal.field !== POLL_FORM_FIELDS.answer) return null;
    const answer = await content.forward('GET', '/request', '?type=poll_of_the_day&platform=web', {});
    if (!answer.ok) return null;
    const poll = pollOfTheDayAnswerSchema.safeParse(await answer.json().catch(() => null)).data;
    if (!poll || poll.msid !== fields.get(POLL_FORM_FIELDS.poll)) return null;
    const back = safeReturnPath(fields.get(POLL_FORM_FIELDS.back));
    const chosen = Number(single(fields, POLL_FORM_FIELDS.answer));
    return (
      <PollOfTheDayView
        title="Poll of the day"
        idBase="poll-again"
        poll={poll}
        signedIn
        loginPath={`/login?return=${encodeURIComponent(back)}`}
        returnTo={back}
        known={{
          message: refusal.message,
          ...(poll.options.some((option) => option.optionno === chosen) ? { selected: chosen } : {}),
        }}
      />
    );
  },
};
