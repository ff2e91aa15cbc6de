import { UPSIDE_SCREENERS_PER_COLLECTION } from '@newsroom/rules/market-sidebar';
import { safeHref } from '@newsroom/rules/safe-url';
import type { ScreenerCollection } from '../../content/markets/schemas.ts';

export const UPSIDE_RADAR_PATH = '/markets/upside-radar';

export interface RadarScreener {
  id: string;
  name: string;
  description: string;
  url: string;
  /** Mean potential upside of its companies, per cent. */
  upside: number;
  companies: number;
}

export interface RadarCollection {
  id: string;
  name: string;
  screeners: RadarScreener[];
}

/** Collections as the strip shows them: 2 screeners each, only those with a safe page; empty ones left out. */
export function toRadarCollections(
  collections: readonly ScreenerCollection[],
  perCollection = UPSIDE_SCREENERS_PER_COLLECTION,
): RadarCollection[] {
  return collections.flatMap((collection) => {
    const screeners = collection.listScreenerMaster.flatMap((screener) => {
      const url = safeHref(screener.url);
      return url
        ? [
            {
              id: screener.screenerId,
              name: screener.name,
              description: screener.description,
              url,
              upside: screener.potentialUpside,
              companies: screener.resultsCompanyCount,
            },
          ]
        : [];
    });
    return screeners.length > 0
      ? [
          {
            id: collection.collectionId,
            name: collection.collectionName,
            screeners: screeners.slice(0, perCollection),
          },
        ]
      : [];
  });
}
