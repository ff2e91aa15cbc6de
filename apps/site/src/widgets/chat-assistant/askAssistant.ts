import { type AskInput, assistantRequestError } from '@newsroom/machines';

// AB-25, the browser's side of "Ask the Ledger": the question goes to the site's own
// /api/assistant/ask (apiProxy.ts), which passes it on to the backend with the reader's session
// or anonymous id and address. The answer is returned as it came: the machine checks it against
// the shared contract (@newsroom/rules/assistant) before showing anything of it.

export const ASSISTANT_API_PATH = '/api/assistant/ask';

export async function askAssistant(
  { question, msid }: AskInput,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<unknown> {
  const response = await fetchImpl(ASSISTANT_API_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(msid === null ? { question } : { question, msid }),
    signal,
  });
  const answer = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) throw assistantRequestError(response.status, answer, response.headers.get('retry-after'));
  return answer;
}

/** The spec (§8): failures are logged. */
export function logAssistantFailure(error: unknown): void {
  console.error('Ask the Ledger:', error);
}
