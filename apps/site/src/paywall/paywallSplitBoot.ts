import { STICKY_SPLIT_ID_MAX_UNITS } from '@newsroom/rules/paywall';
import { SPLIT_ID_KEY, SPLIT_ID_PATTERN } from './browserStore.ts';

/** Set on `<html>` (value `sticky`) before the first paint for a reader in the sticky split. */
export const STICKY_SPLIT_ATTRIBUTE = 'data-paywall-split';

/**
 * AB-09 defaultSticky shows no blocker, and only the browser knows its reader's split id, so the
 * server's page carries the blocker for everyone. This runs in the head of a page with a paywall,
 * before the first paint: it makes the split id if the browser has none (as `splitId()` would, so
 * the island reads the same one), puts the reader in a bucket by the shared rule
 * (`inStickySplit`: FNV-1a of the id, 100 buckets, below the percent; the unit test runs this
 * script against it) and marks `<html>`, and the stylesheet hides the provisional blocker. A
 * reader in the split never sees a blocker appear and go (it moved the page by its height).
 */
export function paywallSplitBootScript(percent: number): string {
  const share = Number.isFinite(percent) ? percent : 0;
  return `try{var s=localStorage,k=${JSON.stringify(SPLIT_ID_KEY)},p=${JSON.stringify(share)},id=s.getItem(k);if(!id||!${SPLIT_ID_PATTERN}.test(id)){id=crypto.randomUUID();s.setItem(k,id);if(s.getItem(k)!==id)id=""}var n=p>=100;if(!n&&p>0&&id){for(var h=2166136261,i=0,e=Math.min(id.length,${STICKY_SPLIT_ID_MAX_UNITS});i<e;i++){h^=id.charCodeAt(i);h=Math.imul(h,16777619)>>>0}n=h%100<Math.floor(p)}if(n)document.documentElement.setAttribute(${JSON.stringify(
    STICKY_SPLIT_ATTRIBUTE,
  )},"sticky")}catch(e){}`;
}
