import { pollOfTheDayContract } from '@newsroom/contracts/widgets/poll-of-the-day';
import type { PollQuestion } from '../../content/poll.ts';
import { defineWidget } from '../types.ts';
import PollOfTheDayIsland from './poll-of-the-day.island.tsx';

/** What the page gives the island: nothing personal (the page is shared by every reader of a kind). */
export interface PollOfTheDayData {
  poll: PollQuestion;
  /** The page's reader kind: an anonymous reader's page shows the sign-in prompt at once. */
  signedIn: boolean;
  /** Sign-in, coming back to this page. */
  loginPath: string;
  /** The story (or page) the poll is on: the no-script vote's page leads back to it. */
  returnTo: string;
  /** Ids unique on the page: a stacked story below has a sidebar (and maybe this poll) of its own. */
  idBase: string;
}

/**
 * AB-14: the poll of the day from the backend (its question and answers, cached like the lists).
 * No poll, or one of fewer than two answers, leaves the widget out (logged, no island on the
 * page). An island woken when it comes into view, which asks whether this reader voted.
 */
export const pollOfTheDay = defineWidget(pollOfTheDayContract, {
  async load(ctx): Promise<PollOfTheDayData> {
    const poll = await ctx.content.poll.ofTheDay();
    if (!poll) throw new Error('the backend has no poll of the day');
    if (poll.options.length < 2) throw new Error(`poll ${poll.msid} has fewer than two answers to show`);
    const back = ctx.article?.url ?? '/';
    return {
      poll,
      signedIn: ctx.page.reader.tier !== 'anonymous',
      loginPath: `/login?return=${encodeURIComponent(back)}`,
      returnTo: back,
      idBase: `poll-${ctx.article?.msid ?? 'page'}`,
    };
  },
  View: PollOfTheDayIsland,
});
