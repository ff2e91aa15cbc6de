import { assistantAnswer, assistantQuestion, assistantRules } from '@newsroom/rules/assistant';
import { BODY_LIMITS } from '@newsroom/rules/body-limits';
import { composeAnswer } from '../assistant/answer.ts';
import { questionTerms } from '../assistant/terms.ts';
import { badRequest } from '../http/http-error.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { freshJson, type Handler } from '../http/reply.ts';
import type { Route } from '../http/router.ts';
import { findMatchingStories } from '../store/article-terms.ts';

// AB-25 "Ask the Ledger", the chat assistant of the NRI pages (India only on the site):
//
// POST /assistant/ask  {question, msid?}  →  {answer, sources: [{msid, title, url}]}
//
// The question is checked by @newsroom/rules/assistant (the browser's panel checks with the same
// schema first); the answer comes from the publication's own stories (store/article-terms.ts,
// assistant/answer.ts). Limited per reader or address (RATE_LIMIT_ASSISTANT).

/** Far above `{"question": 300 four-byte characters, "msid": …}`, escaped. */

export const askAssistant: Handler = async (context) => {
  const body = await context.json(BODY_LIMITS.assistant);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('body', 'must be a JSON object');
  }
  const parsed = assistantQuestion.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(String(issue?.path[0] ?? 'body'), issue?.message ?? 'is not valid');
  }
  // After the checks, as comments: a refused question costs the reader nothing.
  await enforceRateLimit(context.limits.assistantQuestions, await context.client(), 'questions');
  const { question, msid } = parsed.data;
  const stories = await findMatchingStories(context.db, questionTerms(question), {
    ...(msid !== undefined ? { prefer: Number(msid) } : {}),
    limit: assistantRules.maxSources,
  });
  // The answer's shape is the shared contract the browser reads it by.
  return freshJson(assistantAnswer.parse(composeAnswer(stories)));
};

export const assistantRoutes: Route[] = [{ method: 'POST', path: '/assistant/ask', handler: askAssistant }];
