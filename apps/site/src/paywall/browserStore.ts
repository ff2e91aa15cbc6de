/**
 * AB-09: what the paywall keeps in the reader's browser (localStorage), under the names below.
 * Storage can be missing, full or refused (private windows, blocked cookies): every read then
 * gives null and every write is dropped, and the paywall behaves as for a first visit.
 */

/** The stored Prime login map (`readPrimeLoginMap` reads it, hostile or not). */
export const PRIME_LOGIN_MAP_KEY = 'ledger.primeLoginMap';
/** When the reader last closed the sticky footer band (ms since the epoch). */
export const STICKY_FOOTER_DISMISSED_KEY = 'ledger.paywallStickyClosedAt';
/** A random id of this browser: its bucket in the sticky-footer split, stable across pages. */
export const SPLIT_ID_KEY = 'ledger.readerSplitId';
/** What a stored split id must look like (a UUID's characters); anything else is made anew. */
export const SPLIT_ID_PATTERN = /^[0-9a-f-]{36}$/;

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Full or refused: the paywall forgets, as in a private window.
  }
}

/** This browser's split id, made once; '' when storage refuses (such a reader is in no split). */
export function splitId(): string {
  const stored = readStored(SPLIT_ID_KEY);
  if (stored && SPLIT_ID_PATTERN.test(stored)) return stored;
  const made = crypto.randomUUID();
  writeStored(SPLIT_ID_KEY, made);
  return readStored(SPLIT_ID_KEY) === made ? made : '';
}

/** A stored time (ms) or null. */
export function readStoredTime(key: string): number | null {
  const text = readStored(key);
  if (!text || !/^\d{1,16}$/.test(text)) return null;
  return Number(text);
}
