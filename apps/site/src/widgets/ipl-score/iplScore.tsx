import { iplScoreContract } from '@newsroom/contracts/widgets/ipl-score';
import { iplShown } from '@newsroom/machines';
import { defineWidget } from '../types.ts';
import type { IplScoreData } from './IplScoreView.tsx';
import IplScoreIsland from './ipl-score.island.tsx';

/**
 * HM-07: the IPL score of the match the IPL list names, shown only with innings (spec §4). The
 * server renders it; the island (woken on the first scroll) refreshes it every 30 s.
 */
export const iplScore = defineWidget(iplScoreContract, {
  async load(ctx): Promise<IplScoreData | null> {
    const { matchId, score, href } = await ctx.content.cricket.ipl();
    return matchId && iplShown(score) ? { matchId, score, href } : null;
  },
  View: IplScoreIsland,
});
