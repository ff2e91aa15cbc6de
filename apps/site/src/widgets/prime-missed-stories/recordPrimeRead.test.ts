import { describe, expect, it, vi } from 'vitest';
import { recordPrimeRead } from './recordPrimeRead.ts';

// AB-17: a Prime reader's opening of a Prime story is sent once per page; a failure is logged
// and never reaches the reader (the promise never rejects).

function setup(answer: () => Promise<Response>) {
  const fetch = vi.fn<typeof globalThis.fetch>(answer);
  const log = vi.fn();
  const sent = new Set<string>();
  return { fetch, log, options: { fetch, log, sent } };
}

describe('AB-17 recordPrimeRead', () => {
  it('POSTs the msid as JSON to the site once, however often it is asked on the same page', async () => {
    const { fetch, log, options } = setup(async () => Response.json({ recorded: true }));
    expect(await recordPrimeRead('125400321', options)).toBe(true);
    expect(await recordPrimeRead('125400321', options)).toBe(false);
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/prime-reads');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', keepalive: true });
    expect(JSON.parse(String(init?.body))).toEqual({ msid: '125400321' });
    expect(log).not.toHaveBeenCalled();
  });

  it('a second story on the same page is its own read', async () => {
    const { fetch, options } = setup(async () => Response.json({ recorded: true }));
    await recordPrimeRead('1', options);
    await recordPrimeRead('2', options);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a refusal (403, not Prime)', async () => Response.json({ error: {} }, { status: 403 })],
    ['a server error', async () => new Response('boom', { status: 502 })],
    ['a network failure', async () => Promise.reject(new TypeError('fetch failed'))],
  ])('logs %s and resolves false, without throwing', async (_, answer) => {
    const { log, options } = setup(answer);
    await expect(recordPrimeRead('7', options)).resolves.toBe(false);
    expect(log).toHaveBeenCalledOnce();
  });

  it.each(['', 'abc', '0', '-1', '1e5', '12 3', '1'.repeat(21), '<script>'])(
    'sends nothing for a malformed id %j',
    async (msid) => {
      const { fetch, options } = setup(async () => Response.json({}));
      expect(await recordPrimeRead(msid, options)).toBe(false);
      expect(fetch).not.toHaveBeenCalled();
    },
  );
});
