import {
  COMMENT_TEXTS,
  selectToastShown,
  type Vote,
  type VoteRequest,
  voteMachine,
} from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { type ComponentProps, createContext, useContext, useEffect, useMemo } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { compose, safely } from './shared.ts';

/**
 * AR-07 agree / disagree on one comment, headless, driven by `voteMachine`.
 *
 *   <VoteButtons.Root commentId={c._id} agree={c.AC_A_C} disagree={c.AC_D_C} send={rate} memory={votes}
 *                     aria-label="Vote on this comment">
 *     <VoteButtons.Agree>Agree <VoteButtons.Count vote="agree" /></VoteButtons.Agree>
 *     <VoteButtons.Disagree>Disagree <VoteButtons.Count vote="disagree" /></VoteButtons.Disagree>
 *     <VoteToast />                              // role="status": "You've already voted!" for 3 s
 *     <VoteRefusal />                            // role="alert": why a vote was not taken
 *   </VoteButtons.Root>
 *
 * The buttons are toggle buttons (`aria-pressed` on the one this browser chose); they stay
 * enabled after a vote, because pressing again is how the reader gets the toast. Counts rise at
 * once. Effects (props): `send(request, signal)` the rate-comments call; `memory` the per-comment
 * vote memory (the site backs it with localStorage; errors from it are logged, never thrown);
 * `onLog(error)` a failed send (the vote is taken back and the refusal shown in `Refusal`). The
 * memory is read after mounting (not while rendering), so server and client render alike.
 */

/** Where this browser keeps its votes (localStorage on the site). */
export interface VoteMemory {
  recall: (commentId: string) => Vote | null;
  remember: (commentId: string, vote: Vote) => void;
  forget: (commentId: string) => void;
}

type VoteActor = ActorRefFrom<typeof voteMachine>;

const VoteContext = createContext<VoteActor | null>(null);

function useVoteActor(part: string): VoteActor {
  const actor = useContext(VoteContext);
  if (!actor) throw new Error(`<${part}> must be rendered inside <VoteButtons.Root>.`);
  return actor;
}

function recall(memory: VoteMemory | undefined, commentId: string): Vote | null {
  try {
    return memory?.recall(commentId) ?? null;
  } catch (error) {
    console.error('VoteButtons: reading the vote memory failed', error);
    return null;
  }
}

export interface VoteButtonsRootProps extends ComponentProps<'div'> {
  commentId: string;
  /** The served counts (`AC_A_C`, `AC_D_C`). Read once, on mount. */
  agree: number;
  disagree: number;
  send: (request: VoteRequest, signal: AbortSignal) => Promise<unknown>;
  memory?: VoteMemory;
  onLog?: (error: unknown) => void;
}

const defaultLog = (error: unknown) => console.error('Sending the vote failed', error);

function VoteButtonsRoot({
  commentId,
  agree,
  disagree,
  send,
  memory,
  onLog = defaultLog,
  ...props
}: VoteButtonsRootProps) {
  const machine = useMemo(
    () =>
      voteMachine.provide({
        actors: { send: fromPromise<unknown, VoteRequest>(({ input, signal }) => send(input, signal)) },
        guards: { rememberedAs: ({ context }, { vote }) => recall(memory, context.commentId) === vote },
        actions: {
          remember: (_, { commentId: id, vote }) => safely('memory.remember', memory?.remember, id, vote),
          forget: (_, { commentId: id }) => safely('memory.forget', memory?.forget, id),
          log: (_, { error }) => safely('onLog', onLog, error),
        },
      }),
    [send, memory, onLog],
  );
  const actor = useActorRef(machine, { input: { commentId, agree, disagree } });
  const voted = useSelector(actor, (snapshot) => snapshot.context.voted);
  // After mounting (never while rendering): show a vote this browser made earlier.
  useEffect(() => {
    const remembered = recall(memory, commentId);
    if (remembered) actor.send({ type: 'RESTORE', vote: remembered });
  }, [actor, memory, commentId]);
  return (
    <VoteContext value={actor}>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of two toggle buttons, no form to submit */}
      <div role="group" {...props} data-state={voted ? 'voted' : 'ready'} data-voted={voted ?? undefined} />
    </VoteContext>
  );
}

export type VoteButtonProps = Omit<ComponentProps<'button'>, 'type'>;

function useVoteButton(vote: Vote, part: string) {
  const actor = useVoteActor(`VoteButtons.${part}`);
  const voted = useSelector(actor, (snapshot) => snapshot.context.voted);
  return {
    pressed: voted === vote,
    state: voted === vote ? 'on' : voted ? 'other' : 'off',
    cast: () => actor.send({ type: 'VOTE', vote }),
  };
}

/** Agree (typeid 100). */
function VoteButtonsAgree({ onClick, ...props }: VoteButtonProps) {
  const { pressed, state, cast } = useVoteButton('agree', 'Agree');
  return (
    <button
      {...props}
      type="button"
      aria-pressed={pressed}
      data-state={state}
      data-vote="agree"
      onClick={compose(onClick, cast)}
    />
  );
}

/** Disagree (typeid 101). */
function VoteButtonsDisagree({ onClick, ...props }: VoteButtonProps) {
  const { pressed, state, cast } = useVoteButton('disagree', 'Disagree');
  return (
    <button
      {...props}
      type="button"
      aria-pressed={pressed}
      data-state={state}
      data-vote="disagree"
      onClick={compose(onClick, cast)}
    />
  );
}

export interface VoteButtonsCountProps extends Omit<ComponentProps<'span'>, 'children'> {
  vote: Vote;
}

/** The current count of one side (with the reader's vote once cast). */
function VoteButtonsCount({ vote, ...props }: VoteButtonsCountProps) {
  const actor = useVoteActor('VoteButtons.Count');
  const count = useSelector(actor, (snapshot) => snapshot.context[vote]);
  return (
    <span {...props} data-vote={vote}>
      {count}
    </span>
  );
}

export type VoteToastProps = ComponentProps<'div'>;

/**
 * The toast 'You've already voted!' (or its children) for 3 s after a repeat vote. A polite
 * status region that is always present (empty while hidden), so the message is announced.
 */
function VoteToast({ children, ...props }: VoteToastProps) {
  const actor = useVoteActor('VoteToast');
  const shown = useSelector(actor, selectToastShown);
  return (
    <div {...props} role="status" data-state={shown ? 'shown' : 'hidden'}>
      {shown ? (children ?? COMMENT_TEXTS.alreadyVoted) : null}
    </div>
  );
}

export type VoteRefusalProps = Omit<ComponentProps<'div'>, 'children' | 'role'>;

/**
 * Why the last vote was not taken, in words ('Too many votes from you just now…', the network, …;
 * Hardening 18), until the next vote; absent otherwise. An alert, announced as it appears (one
 * per comment always present would be a page of empty alerts).
 */
function VoteRefusal(props: VoteRefusalProps) {
  const actor = useVoteActor('VoteRefusal');
  const refusal = useSelector(actor, (snapshot) => snapshot.context.refusal);
  if (!refusal) return null;
  return (
    <div {...props} role="alert" data-state="shown">
      {refusal}
    </div>
  );
}

export { VoteButtonsAgree, VoteButtonsCount, VoteButtonsDisagree, VoteButtonsRoot, VoteRefusal, VoteToast };

/**
 * The compound component: `Root`, `Agree`, `Disagree`, `Count`, `Toast` (also exported as
 * `VoteToast`), `Refusal` (also `VoteRefusal`).
 */
export const VoteButtons = {
  Root: VoteButtonsRoot,
  Agree: VoteButtonsAgree,
  Disagree: VoteButtonsDisagree,
  Count: VoteButtonsCount,
  Toast: VoteToast,
  Refusal: VoteRefusal,
} as const;
