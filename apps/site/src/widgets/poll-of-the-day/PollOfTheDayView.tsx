import type { PollInput, PollReaderStatus } from '@newsroom/machines';
import { PollOfTheDay } from '@newsroom/ui';
import type { PollQuestion } from '../../content/poll.ts';
import { POLL_FORM_FIELDS, POLL_VOTE_FORM_PATH } from './pollFormPath.ts';

/** Never settles: the server's render (and the page before the island wakes) stays in `checking`. */
const notYet = () => new Promise<never>(() => {});

const CLASS_NAMES = {
  heading: 'widget__title',
  question: 'poll__question',
  options: 'poll__options',
  option: 'poll__option',
  marker: 'poll__marker',
  radio: 'poll__radio',
  text: 'poll__text',
  percent: 'poll__percent',
  bar: 'poll__bar',
  footer: 'poll__footer',
  button: 'poll__vote',
  message: 'poll__message',
  total: 'poll__total',
  prompt: 'poll__prompt',
};

/**
 * AB-14 the poll of the day as the site draws it in a sidebar: the same component on the server
 * (checking, or the sign-in prompt on an anonymous reader's page) and in the island. Its form
 * posts to the site without script (issue 27), carrying the poll, the answer and the story.
 */
export function PollOfTheDayView({
  title,
  idBase,
  poll,
  signedIn,
  loginPath,
  returnTo,
  loadStatus = notYet,
  vote = notYet,
  onLog,
  known,
}: {
  title: string;
  /** Unique on the page (the story it is beside): ids that survive hydration. */
  idBase: string;
  poll: PollQuestion;
  signedIn: boolean;
  loginPath: string;
  /** The story the poll is beside: where the page that counted a vote without script leads back. */
  returnTo: string;
  loadStatus?: (pollId: string) => Promise<PollReaderStatus>;
  vote?: (pollId: string, optionno: number) => Promise<PollReaderStatus>;
  onLog?: (error: unknown) => void;
  /** Issue 27: what the server knows already (the page answering a vote posted without script). */
  known?: PollInput['known'];
}) {
  return (
    <PollOfTheDay
      className="widget widget--poll poll"
      pollId={poll.msid}
      question={poll.title}
      options={poll.options}
      signedIn={signedIn}
      heading={title}
      loadStatus={loadStatus}
      vote={vote}
      {...(onLog ? { onLog } : {})}
      signInPrompt={
        <>
          <a href={loginPath}>Sign in</a> to vote and see the results.
        </>
      }
      classNames={CLASS_NAMES}
      idBase={idBase}
      nativePost={{
        action: POLL_VOTE_FORM_PATH,
        hidden: { [POLL_FORM_FIELDS.poll]: poll.msid, [POLL_FORM_FIELDS.back]: returnTo },
      }}
      answerName={POLL_FORM_FIELDS.answer}
      {...(known ? { known } : {})}
    />
  );
}
