import { publication } from '@newsroom/rules/publication';
import type { ContentClient } from '../content/client.ts';
import type { Log } from '../layout/regions.tsx';
import type { Reader } from '../lib/reader.ts';
import { type ChromeFacts, mayNudge, type PrimeNudgeTexts } from '../lib/readerTier.ts';

/**
 * The chrome's facts for one request. AR-16: readers who may see the Prime nudge bar (not Prime,
 * not first-time eligible) get its texts from the backend's `primehome_header` config (cached by
 * the content client like lists); a config that cannot be read is logged and the bar is left
 * out, as a failed widget is, and `missing` hears of it (the page is incomplete, so not cached).
 */
export async function chromeFactsFor(
  content: ContentClient,
  reader: Reader,
  path: string,
  log: Log,
  missing: () => void = () => {},
): Promise<ChromeFacts> {
  const facts: ChromeFacts = {
    tier: reader.tier,
    path,
    trialEligible: reader.trialEligible,
    firstTimeEligible: reader.firstTimeEligible,
    expiredSubscription: reader.expiredSubscription,
  };
  if (!mayNudge(facts)) return facts;
  const primeNudge = await primeNudgeTexts(content, log, reader.expiredSubscription);
  if (primeNudge === null) missing();
  return { ...facts, primeNudge };
}

async function primeNudgeTexts(
  content: ContentClient,
  log: Log,
  expiredSubscription: boolean,
): Promise<PrimeNudgeTexts | null> {
  try {
    const data = await content.editorial.config('primehome_header');
    const offer = data.primehome_header_ctaText?.trim();
    if (!offer) throw new Error('primehome_header_ctaText is empty');
    // X-01: a former member is asked back, in the editors' words when they gave some.
    const ctaText = expiredSubscription
      ? data.primehome_header_renewText?.trim() || `Renew ${publication.primeName}`
      : offer;
    return { ctaText, trialText: data.primehome_header_trialText?.trim() || ctaText };
  } catch (error) {
    log(`prime-nudge: config failed: ${(error as Error).message}`);
    return null;
  }
}
