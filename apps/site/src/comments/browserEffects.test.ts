import { CommentWriteError } from '@newsroom/machines';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserEffects } from './browserEffects.ts';

// The island's calls (Hardening 9 and 18): what goes to the site's /api/ paths, and how a refusal
// comes back to the parts. `fetch` is the browser's; here a stand-in records the requests.

const signal = new AbortController().signal;
const answers: Response[] = [];
const requests: { url: string; init: RequestInit }[] = [];

vi.stubGlobal(
  'fetch',
  vi.fn(async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    return answer;
  }),
);
afterEach(() => {
  answers.length = 0;
  requests.length = 0;
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('browserEffects', () => {
  const effects = browserEffects('browser-uid-000001');

  it('sends a vote as a form POST, without any id of its own choosing', async () => {
    answers.push(json(200, { counted: true, opinionid: '9100001', AC_A_C: 1, AC_D_C: 0 }));
    await effects.sendVote({ opinionid: '9100001', typeid: 101, rateid: 1 }, signal);
    const [request] = requests;
    expect(request?.url).toBe('/api/rate_comment.cms');
    expect(request?.init.method).toBe('POST');
    expect(new Headers(request?.init.headers).get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(String(request?.init.body)))).toEqual({
      opinionid: '9100001',
      typeid: '101',
      rateid: '1',
    });
  });

  const submission = {
    msid: '125400333',
    message: 'Hi',
    fromname: 'Asha',
    fromaddress: 'asha@example.com',
    location: '',
    loggedstatus: 0 as const,
  };

  it('answers a post with the comment the server stored', async () => {
    const stored = { _id: '9100001', A_D_N: 'Asha', C_D: '2026-11-22T19:46:49+05:30', C_T: 'Hi' };
    answers.push(json(200, stored));
    await expect(effects.submitComment(submission, signal)).resolves.toEqual(stored);
  });

  it('rejects a refusal with the server’s status, param, message and Retry-After', async () => {
    const body = { error: { param: 'rate_limit', message: 'Too many comments; try again in 30 s' } };
    answers.push(json(429, body, { 'retry-after': '30' }));
    const refused = effects.submitReply({ ...submission, parentid: '9100001', rootid: '9100001' }, signal);
    await expect(refused).rejects.toBeInstanceOf(CommentWriteError);
    await expect(refused).rejects.toMatchObject({
      status: 429,
      param: 'rate_limit',
      message: 'Too many comments; try again in 30 s',
      retryAfter: 30,
    });
  });

  it('rejects a refusal whose body is not JSON with its status alone', async () => {
    answers.push(new Response('<html>Bad Gateway</html>', { status: 502 }));
    const report = {
      commentId: '1',
      reason: 'Slanderous',
      reasonText: '',
      name: '',
      loggedstatus: 0 as const,
    };
    await expect(effects.report(report, signal)).rejects.toMatchObject({ status: 502, param: null });
  });
});
