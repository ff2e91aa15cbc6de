import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSender, senderOf } from './mailEffects.ts';

// AR-08 the mail form's sender for a signed-in reader: asked of the site's /api/session in the
// browser (the cached page never carries it), nothing for an anonymous reader.

afterEach(() => vi.unstubAllGlobals());

function answering(status: number, body: unknown) {
  const fetch = vi.fn(async (_input: string, _init?: RequestInit) =>
    typeof body === 'string'
      ? new Response(body, { status })
      : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('AR-08 mail sender from /api/session', () => {
  it('reads the first name and e-mail of a signed-in reader', async () => {
    const fetch = answering(200, { user: { firstName: ' Asha ', email: 'reader@demo.ledger' } });
    expect(await fetchSender()).toEqual({ name: 'Asha', replyto: 'reader@demo.ledger' });
    expect(fetch).toHaveBeenCalledWith('/api/session', { headers: { accept: 'application/json' } });
  });

  it('is null for an anonymous reader, a failed call or an answer it cannot read', async () => {
    answering(200, { user: null });
    expect(await fetchSender()).toBeNull();
    answering(502, { error: { param: null, message: 'down' } });
    expect(await fetchSender()).toBeNull();
    answering(200, 'not json');
    expect(await fetchSender()).toBeNull();
  });

  it('keeps what the session has and drops blanks and other types', () => {
    expect(senderOf({ firstName: 'Asha', email: '  ' })).toEqual({ name: 'Asha' });
    expect(senderOf({ firstName: 7, email: 'a@x.in' })).toEqual({ replyto: 'a@x.in' });
    expect(senderOf({ firstName: '', email: '' })).toBeNull();
    expect(senderOf('Asha')).toBeNull();
  });
});
