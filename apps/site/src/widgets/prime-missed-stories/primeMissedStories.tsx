import { primeMissedStoriesContract } from '@newsroom/contracts/widgets/prime-missed-stories';
import { defineWidget } from '../types.ts';
import PrimeMissedStoriesIsland from './prime-missed-stories.island.tsx';

/** What the page gives the island: nothing personal (the page is shared by every Prime reader). */
export interface PrimeMissedStoriesData {
  /** Only a Prime reader's page asks; on any other the widget renders nothing. */
  prime: boolean;
  /** The story on the page, never listed as missed; null off an article. */
  currentMsid: string | null;
}

/**
 * AB-17: the list is the reader's own, and the page is cached per tier, so the server loads
 * nothing; the island asks /api/prime-reads/missed in the browser (the site checks there, with the
 * session, that the reader is Prime, and the backend that more than 3 reads were recorded).
 */
export const primeMissedStories = defineWidget(primeMissedStoriesContract, {
  async load(ctx): Promise<PrimeMissedStoriesData> {
    return { prime: ctx.page.reader.tier === 'prime', currentMsid: ctx.article?.msid ?? null };
  },
  View: PrimeMissedStoriesIsland,
});
