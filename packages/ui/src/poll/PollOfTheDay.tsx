import {
  type PollInput,
  type PollOption,
  type PollResult,
  type PollStatus,
  pollOfTheDayMachine,
  selectPollStatus,
} from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import {
  type ComponentProps,
  type CSSProperties,
  type FormEvent,
  type ReactNode,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react';
import { fromPromise } from 'xstate';
import { HiddenFields, type NativePost, nativePostAttributes } from '../native-post/HiddenFields.tsx';

/**
 * AB-14 poll of the day, headless: behaviour, ARIA and `data-state`; the site gives the look
 * through the class names.
 *
 *   <PollOfTheDay pollId="…" question="…" options={[…]} signedIn heading="Poll of the day"
 *                 loadStatus={…} vote={…} signInPrompt={<a href="/login?…">Sign in to vote</a>} />
 *
 * Every state draws the same rows in the same boxes: a marker column (the radio button while the
 * reader may vote, ✓ on their answer once voted), the answer's text, and a percentage column that
 * is empty until the results come, so the text wraps the same way whatever the state and nothing
 * moves when the percentages arrive. Below the rows one footer line: the Vote button (and a line
 * for a refusal in words), the number of votes, or, for an anonymous reader, the sign-in prompt
 * instead of voting (and no results).
 *
 * Ids come from `idBase` when the component is an island (see the prop).
 *
 * Issue 27: with `nativePost` the form is a real one (`method="post"`, its action, hidden fields,
 * each answer a radio named `answerName` with its optionno), so a reader without script votes
 * too; once awake the component takes the same form over and votes through its machine. An answer
 * the reader chose before that is read from the form when the component wakes.
 *
 * `data-state` on the section and every row: checking | anonymous | unvoted | voting | voted;
 * a row also has `data-chosen` once it is the reader's answer. Options are shown as given (the
 * site sorts them and keeps at most 10, @newsroom/rules/poll).
 */

export interface PollClassNames {
  heading?: string;
  question?: string;
  options?: string;
  option?: string;
  marker?: string;
  radio?: string;
  text?: string;
  percent?: string;
  bar?: string;
  footer?: string;
  button?: string;
  message?: string;
  total?: string;
  prompt?: string;
}

export interface PollOfTheDayProps extends Omit<ComponentProps<'section'>, 'children' | 'title'> {
  pollId: string;
  question: string;
  options: readonly PollOption[];
  /** The page's reader kind: false shows the sign-in prompt at once and asks nothing. */
  signedIn: boolean;
  /** Whether this reader voted (and the results if so); rejects with the server's refusal. */
  loadStatus: (pollId: string) => Promise<unknown>;
  /** Casts the vote; resolves with the reader's status after it. */
  vote: (pollId: string, optionno: number) => Promise<unknown>;
  /** Failures are logged (spec §8); default console.error. */
  onLog?: (error: unknown) => void;
  heading: ReactNode;
  /** Shown to anonymous readers instead of the Vote button. */
  signInPrompt: ReactNode;
  voteLabel?: string;
  votingLabel?: string;
  /** Said once the reader has voted, e.g. `303 votes`. */
  totalText?: (totalvotes: number) => string;
  /** Read before the reader's own answer in the results (hidden from sight). */
  yourAnswerText?: string;
  classNames?: PollClassNames;
  /**
   * Makes the element ids (`{idBase}-heading`, …) when the markup is rendered on the server and
   * hydrated as an island: React's own ids depend on the place in the tree, which differs between
   * the page and the island, so they would not match after hydration. Unique on the page.
   */
  idBase?: string;
  /** Issue 27: where the form posts without script (the site's page that counts the vote). */
  nativePost?: NativePost;
  /** The radios' name (the vote field the native post sends); default `{idBase}-answer`. */
  answerName?: string;
  /** Issue 27: what the server knows already (the page answering a vote posted without script). */
  known?: PollInput['known'];
}

const defaultTotal = (total: number) => `${total.toLocaleString('en-IN')} ${total === 1 ? 'vote' : 'votes'}`;

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function PollOfTheDay({
  pollId,
  question,
  options,
  signedIn,
  loadStatus,
  vote,
  onLog,
  heading,
  signInPrompt,
  voteLabel = 'Vote',
  votingLabel = 'Voting…',
  totalText = defaultTotal,
  yourAnswerText = 'Your answer:',
  classNames = {},
  idBase,
  nativePost,
  answerName,
  known,
  ...props
}: PollOfTheDayProps) {
  const machine = useMemo(
    () =>
      pollOfTheDayMachine.provide({
        actors: {
          loadStatus: fromPromise(({ input }) => loadStatus(input.pollId)),
          vote: fromPromise(({ input }) => vote(input.pollId, input.optionno)),
        },
        actions: {
          log: (_, { error }) => (onLog ?? ((e: unknown) => console.error('Poll of the day:', e)))(error),
        },
      }),
    [loadStatus, vote, onLog],
  );
  const actor = useActorRef(machine, { input: { pollId, signedIn, ...(known ? { known } : {}) } });
  const status = useSelector(actor, selectPollStatus);
  const { selected, chosen, result, message } = useSelector(actor, (snapshot) => snapshot.context);
  const reactId = useId();
  const base = idBase ?? reactId;
  const headingId = `${base}-heading`;
  const name = answerName ?? `${base}-answer`;
  const messageId = `${base}-message`;
  const interactive = status === 'checking' || status === 'unvoted' || status === 'voting';

  const form = useRef<HTMLFormElement>(null);
  // An answer chosen before the component woke (the server's radios work without script): the
  // machine starts from it, as if the reader had chosen it now.
  useLayoutEffect(() => {
    const checked = form.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    const optionno = checked ? Number(checked.value) : Number.NaN;
    if (Number.isInteger(optionno)) actor.send({ type: 'SELECT', optionno });
  }, [actor]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'VOTE' });
  };

  return (
    <section
      {...props}
      aria-labelledby={headingId}
      aria-busy={status === 'checking' || status === 'voting' || undefined}
      data-state={status}
    >
      <h2 id={headingId} className={classNames.heading}>
        {heading}
      </h2>
      <form ref={form} {...nativePostAttributes(nativePost)} onSubmit={submit} noValidate>
        <HiddenFields post={nativePost} />
        <fieldset
          style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
          aria-describedby={message ? messageId : undefined}
        >
          <legend className={classNames.question} style={{ padding: 0 }}>
            {question}
          </legend>
          <ul className={classNames.options}>
            {options.map((option) => (
              <PollRow
                key={option.optionno}
                option={option}
                status={status}
                name={name}
                selected={selected === option.optionno}
                chosen={chosen === option.optionno}
                percent={percentOf(result, option.optionno)}
                disabled={status === 'voting'}
                onSelect={() => actor.send({ type: 'SELECT', optionno: option.optionno })}
                yourAnswerText={yourAnswerText}
                classNames={classNames}
              />
            ))}
          </ul>
        </fieldset>
        <div className={classNames.footer} data-state={status}>
          {interactive ? (
            <>
              <button
                type="submit"
                className={classNames.button}
                aria-disabled={status === 'voting' || undefined}
                data-state={status}
              >
                {status === 'voting' ? votingLabel : voteLabel}
              </button>
              <p id={messageId} role="status" className={classNames.message}>
                {message ?? ''}
              </p>
            </>
          ) : status === 'voted' && result ? (
            <p className={classNames.total} role="status">
              {totalText(result.totalvotes)}
            </p>
          ) : (
            <p className={classNames.prompt}>{signInPrompt}</p>
          )}
        </div>
      </form>
    </section>
  );
}

function percentOf(result: PollResult | null, optionno: number): number | null {
  if (!result) return null;
  return result.options.find((option) => option.optionno === optionno)?.optionperc ?? 0;
}

function PollRow({
  option,
  status,
  name,
  selected,
  chosen,
  percent,
  disabled,
  onSelect,
  yourAnswerText,
  classNames,
}: {
  option: PollOption;
  status: PollStatus;
  name: string;
  selected: boolean;
  chosen: boolean;
  percent: number | null;
  disabled: boolean;
  onSelect: () => void;
  yourAnswerText: string;
  classNames: PollClassNames;
}) {
  const voted = status === 'voted';
  const interactive = !voted && status !== 'anonymous';
  const text = (
    <span className={classNames.text}>
      {voted && chosen ? <span style={visuallyHidden}>{yourAnswerText} </span> : null}
      {option.description}
    </span>
  );
  const percentCell = <span className={classNames.percent}>{percent === null ? '' : `${percent}%`}</span>;
  return (
    <li
      className={classNames.option}
      data-state={status}
      data-chosen={voted && chosen ? '' : undefined}
      data-selected={interactive && selected ? '' : undefined}
      style={percent === null ? undefined : ({ '--poll-percent': `${percent}%` } as CSSProperties)}
    >
      {interactive ? (
        <label>
          <span className={classNames.marker}>
            <input
              type="radio"
              className={classNames.radio}
              name={name}
              value={option.optionno}
              checked={selected}
              disabled={disabled}
              onChange={onSelect}
            />
          </span>
          {text}
          {percentCell}
        </label>
      ) : (
        <div>
          <span className={classNames.marker} aria-hidden="true">
            {voted && chosen ? '✓' : null}
          </span>
          {text}
          {percentCell}
        </div>
      )}
      {percent === null ? null : <span className={classNames.bar} aria-hidden="true" />}
    </li>
  );
}
