import { AssistantRequestError } from '@newsroom/machines';
import { describe, expect, it, vi } from 'vitest';
import { ASSISTANT_API_PATH, askAssistant } from './askAssistant.ts';

// AB-25: the panel's call goes to the site's pass-through, as JSON, and a refusal keeps the
// server's status, field, words and Retry-After for the machine.

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('AB-25 askAssistant', () => {
  it('posts the question and the story id to /api/assistant/ask, and returns the answer as it came', async () => {
    const answer = { answer: 'x', sources: [] };
    const fetchImpl = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => json(200, answer));
    const signal = new AbortController().signal;
    await expect(askAssistant({ question: 'visas', msid: '7' }, signal, fetchImpl)).resolves.toEqual(answer);
    expect(fetchImpl).toHaveBeenCalledWith(ASSISTANT_API_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: '{"question":"visas","msid":"7"}',
      signal,
    });
    await askAssistant({ question: 'visas', msid: null }, signal, fetchImpl);
    expect(fetchImpl.mock.lastCall?.[1]).toMatchObject({ body: '{"question":"visas"}' });
  });

  it('rejects with the refusal: status, field, words, Retry-After; any body', async () => {
    const refused = askAssistant({ question: 'visas', msid: null }, new AbortController().signal, async () =>
      json(
        429,
        { error: { param: 'rate_limit', message: 'Too many questions; try again in 4 s' } },
        { 'retry-after': '4' },
      ),
    );
    await expect(refused).rejects.toBeInstanceOf(AssistantRequestError);
    await expect(refused).rejects.toMatchObject({ status: 429, param: 'rate_limit', retryAfter: 4 });
    const broken = askAssistant(
      { question: 'visas', msid: null },
      new AbortController().signal,
      async () => new Response('<html>Bad Gateway</html>', { status: 502 }),
    );
    await expect(broken).rejects.toMatchObject({ status: 502, param: null, message: '' });
  });
});
