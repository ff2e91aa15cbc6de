import { PRIME_MISSED_STORIES_MIN_RECORDED } from './paywall-constants.ts';

/**
 * AB-17: the "missed Prime stories" widget shows only once more than 3 Prime story ids were
 * recorded for the reader (spec §5); fewer say too little about what they read to pick from.
 */
export function showsPrimeMissedStories(recordedIds: unknown): boolean {
  return typeof recordedIds === 'number' && recordedIds > PRIME_MISSED_STORIES_MIN_RECORDED;
}
