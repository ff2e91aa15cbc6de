import type { PollOfTheDayProps } from '@newsroom/contracts/widgets/poll-of-the-day';
import { defineIsland } from '../../lib/defineIsland.ts';
import { PollOfTheDayView } from './PollOfTheDayView.tsx';
import { loadPollStatus, logPollFailure, votePoll } from './pollEffects.ts';
import type { PollOfTheDayData } from './pollOfTheDay.tsx';

// The effects never change, so the machine is made once.
const loadStatus = (pollId: string) => loadPollStatus(pollId);
const vote = (pollId: string, optionno: number) => votePoll(pollId, optionno);

/**
 * AB-14 poll of the day (widget `poll-of-the-day`, hydrate "visible"): the server's markup, woken
 * to ask whether this reader voted (and show the percentages if so), and to take their vote.
 */
function PollOfTheDayIsland({ props, data }: { props: PollOfTheDayProps; data: PollOfTheDayData }) {
  return (
    <PollOfTheDayView
      title={props.title}
      idBase={data.idBase}
      poll={data.poll}
      signedIn={data.signedIn}
      loginPath={data.loginPath}
      returnTo={data.returnTo}
      loadStatus={loadStatus}
      vote={vote}
      onLog={logPollFailure}
    />
  );
}

export default defineIsland('poll-of-the-day', PollOfTheDayIsland);
