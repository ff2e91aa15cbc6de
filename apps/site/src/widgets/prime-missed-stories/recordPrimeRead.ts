// AB-17, the browser's side of recording: a Prime reader opened a Prime story, so the site's
// /api/prime-reads passes `{ msid }` on to the backend with the reader's session. It is done from
// the browser because the page itself is cached per reader tier, not per reader: a render on the
// server would miss every view served from the cache. It never blocks or breaks the page: one
// call, after the page is there, whose failure is logged and never shown.

const MSID = /^[1-9]\d{0,19}$/;

/** The stories already sent from this document: a view records once, whatever re-runs. */
const sentFromThisPage = new Set<string>();

export interface RecordOptions {
  fetch?: typeof fetch;
  log?: (message: string, error?: unknown) => void;
  /** Ids already sent from this page (tests give their own). */
  sent?: Set<string>;
}

/** Records the read; resolves true when the backend took it, false otherwise. Never throws. */
export async function recordPrimeRead(msid: string, options: RecordOptions = {}): Promise<boolean> {
  const log = options.log ?? ((message: string, error?: unknown) => console.warn(message, error ?? ''));
  const sent = options.sent ?? sentFromThisPage;
  if (!MSID.test(msid) || sent.has(msid)) return false;
  sent.add(msid);
  try {
    const response = await (options.fetch ?? fetch)('/api/prime-reads', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ msid }),
      // Sent even when the reader leaves the page at once.
      keepalive: true,
    });
    await response.body?.cancel();
    if (!response.ok) {
      log(`Prime read of ${msid} not recorded: ${response.status}`);
      return false;
    }
    return true;
  } catch (error) {
    log(`Prime read of ${msid} not recorded`, error);
    return false;
  }
}
