import {
  type Comment,
  type CommentSubmission,
  type CommentsHeader,
  CommentsHttpError,
  type FetchPageInput,
  FLAG_REASONS,
  type FlagReport,
  localComment,
  type ReplySubmission,
  type SessionUser,
  type Vote,
  type VoteRequest,
} from '@newsroom/machines';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { CommentBoxes } from './CommentBoxes.tsx';
import { CommentForm } from './CommentForm.tsx';
import { type CommentInfo, CommentList, useCommentList } from './CommentList.tsx';
import { FlagBox } from './FlagBox.tsx';
import { ReplyBox } from './ReplyBox.tsx';
import { VoteButtons, type VoteMemory, VoteToast } from './VoteButtons.tsx';

/**
 * Story-only kit (not exported by the package): sample comments, fake effects, and the
 * composition a site would build from the headless parts. The fakes are what the stories pass
 * through the components' props in place of the real backend calls.
 */

const people = ['Asha Verma', 'Rohit Kulkarni', 'Meera Sundaram', 'Dev Patel', 'Farah Naqvi', 'Kabir Rao'];
const sayings = [
  'The rate pause was priced in weeks ago; the guidance is what moved the bond market.',
  'Small caps will feel this first. Margins are already thin in the mid-tier lenders.',
  'I disagree: rural demand is picking up, and that will carry the next two quarters.',
  'Good explainer. A chart of the yield curve would have helped.',
  'The fiscal math only works if disinvestment targets are met, and they rarely are.',
  'Exporters will welcome the weaker rupee, importers much less so.',
];

/** A sample comment; `n` picks its author, text and counts. */
export function sampleComment(id: string, n: number, children: Comment[] = [], text?: string): Comment {
  return {
    _id: id,
    A_D_N: people[n % people.length] ?? 'Reader',
    C_D: `Nov ${10 + (n % 10)}, 2026, 0${n % 10}:${String((n * 7) % 60).padStart(2, '0')} PM IST`,
    C_T: text ?? sayings[n % sayings.length] ?? '',
    PIU: null,
    user_reward: { statusPoints: (n * 37) % 400 },
    AC_A_C: (n * 5) % 23,
    AC_D_C: (n * 3) % 7,
    CHILD: children,
  };
}

/** A thread with replies nested `depth` levels deep: `{id}`, `{id}-1`, `{id}-1-1`, … */
export function deepThread(id: string, depth: number, n = 0): Comment {
  let reply: Comment | null = null;
  for (let level = depth; level >= 1; level--) {
    reply = sampleComment(`${id}${'-1'.repeat(level)}`, n + level, reply ? [reply] : []);
  }
  return sampleComment(id, n, reply ? [reply] : []);
}

/** `count` plain threads, ids `{prefix}{from}…`. */
export function threads(prefix: string, from: number, count: number): Comment[] {
  return Array.from({ length: count }, (_, i) => sampleComment(`${prefix}${from + i}`, from + i));
}

/** A comments answer as the API sends it. */
export function answer(header: CommentsHeader, comments: Comment[]): unknown[] {
  return [header, ...comments];
}

/** What a fake fetch does for a page: answer it, fail, or never settle (to show a loading state). */
export type FakePage = { answer: unknown } | { fail: unknown } | 'pending';

/** A fake `fetchPage` (a spy): page N gets `pages[N - 1]`; pages past the list never settle. */
export function fakeFetch(...pages: FakePage[]) {
  return fn(async (input: FetchPageInput, _signal: AbortSignal): Promise<unknown> => {
    const page = pages[input.pagenum - 1] ?? 'pending';
    if (page === 'pending') return new Promise<never>(() => {});
    if ('fail' in page) throw page.fail;
    return page.answer;
  });
}

export const httpError = (status: number, statusText: string) => new CommentsHttpError(status, statusText);

/** A promise the story settles by hand (e.g. to hold a form in "submitting"). */
export function deferred() {
  let resolve: (value: unknown) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<unknown>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** An in-memory stand-in for the site's localStorage vote memory. */
export function memoryOf(initial: Record<string, Vote> = {}): VoteMemory & { votes: Map<string, Vote> } {
  const votes = new Map(Object.entries(initial));
  return {
    votes,
    recall: (id) => votes.get(id) ?? null,
    remember: (id, vote) => void votes.set(id, vote),
    forget: (id) => void votes.delete(id),
  };
}

export interface Effects {
  submitComment: (submission: CommentSubmission, signal: AbortSignal) => Promise<unknown>;
  submitReply: (submission: ReplySubmission, signal: AbortSignal) => Promise<unknown>;
  report: (report: FlagReport, signal: AbortSignal) => Promise<unknown>;
  sendVote: (request: VoteRequest, signal: AbortSignal) => Promise<unknown>;
  onAlert: (message: string) => void;
  onLog: (error: unknown) => void;
}

/** Effects that succeed at once, as spies. */
export function okEffects(): Effects {
  return {
    submitComment: fn(
      async (_s: CommentSubmission, _signal: AbortSignal): Promise<unknown> => ({ ok: true }),
    ),
    submitReply: fn(async (_s: ReplySubmission, _signal: AbortSignal): Promise<unknown> => ({ ok: true })),
    report: fn(async (_r: FlagReport, _signal: AbortSignal): Promise<unknown> => ({ ok: true })),
    sendVote: fn(async (_r: VoteRequest, _signal: AbortSignal): Promise<unknown> => ({ counted: true })),
    onAlert: fn(),
    onLog: fn(),
  };
}

let localIds = 0;
const nextLocalId = () => `local-${++localIds}`;

// The site's composition, as plain markup with classes for the story CSS.

export function CommentFormFields() {
  return (
    <>
      <div className="cm-field">
        <CommentForm.Label field="message">Your comment</CommentForm.Label>
        <CommentForm.Message rows={4} />
        <CommentForm.FieldError field="message" className="cm-error" />
      </div>
      <CommentForm.Details className="cm-details">
        <div className="cm-field">
          <CommentForm.Label field="name">Name</CommentForm.Label>
          <CommentForm.Field field="name" />
          <CommentForm.FieldError field="name" className="cm-error" />
        </div>
        <div className="cm-field">
          <CommentForm.Label field="email">Email</CommentForm.Label>
          <CommentForm.Field field="email" />
          <CommentForm.FieldError field="email" className="cm-error" />
        </div>
        <div className="cm-field">
          <CommentForm.Label field="location">Location (optional)</CommentForm.Label>
          <CommentForm.Field field="location" />
          <CommentForm.FieldError field="location" className="cm-error" />
        </div>
      </CommentForm.Details>
    </>
  );
}

export interface PostFormProps {
  msid: string;
  user?: SessionUser | null;
  effects: Effects;
  onPosted?: (submission: CommentSubmission) => void;
}

/** The comment form as the site lays it out (AR-03). */
export function PostForm({ msid, user, effects, onPosted }: PostFormProps) {
  return (
    <CommentForm.Root
      msid={msid}
      user={user}
      submit={effects.submitComment}
      onAlert={effects.onAlert}
      onLog={effects.onLog}
      onPosted={({ submission }) => onPosted?.(submission)}
      className="cm-form"
    >
      <CommentForm.Trigger className="cm-button">Post a Comment</CommentForm.Trigger>
      <CommentForm.Form aria-label="Post a comment" className="cm-box">
        {user && <p className="cm-note">Commenting as {user.firstName}</p>}
        <CommentFormFields />
        <div className="cm-actions">
          <CommentForm.Submit className="cm-button cm-primary">Post</CommentForm.Submit>
          <CommentForm.Close className="cm-button">Cancel</CommentForm.Close>
        </div>
      </CommentForm.Form>
      <CommentForm.Thanks className="cm-box cm-thanks">
        <p>Thank you for your comment.</p>
        <CommentForm.Close className="cm-button">Close</CommentForm.Close>
      </CommentForm.Thanks>
    </CommentForm.Root>
  );
}

export function ReplyFields() {
  return (
    <>
      <div className="cm-field">
        <ReplyBox.Label field="message">Your reply</ReplyBox.Label>
        <ReplyBox.Message rows={3} />
        <ReplyBox.Counter className="cm-counter">
          {(left) => (
            <>
              {left}
              <span className="cm-visually-hidden"> characters left</span>
            </>
          )}
        </ReplyBox.Counter>
        <ReplyBox.FieldError field="message" className="cm-error" />
      </div>
      <ReplyBox.Details className="cm-details">
        <div className="cm-field">
          <ReplyBox.Label field="name">Name</ReplyBox.Label>
          <ReplyBox.Field field="name" />
          <ReplyBox.FieldError field="name" className="cm-error" />
        </div>
        <div className="cm-field">
          <ReplyBox.Label field="email">Email</ReplyBox.Label>
          <ReplyBox.Field field="email" />
          <ReplyBox.FieldError field="email" className="cm-error" />
        </div>
      </ReplyBox.Details>
    </>
  );
}

export interface ReplyPanelProps {
  msid: string;
  comment: Comment;
  rootId?: string;
  user?: SessionUser | null;
  effects: Effects;
  onPosted?: (submission: ReplySubmission) => void;
}

/** A reply box as the site lays it out (AR-04). */
export function ReplyPanel({ msid, comment, rootId, user, effects, onPosted }: ReplyPanelProps) {
  return (
    <ReplyBox.Root
      msid={msid}
      commentId={comment._id}
      rootId={rootId}
      user={user}
      submit={effects.submitReply}
      onAlert={effects.onAlert}
      onLog={effects.onLog}
      onPosted={({ submission }) => onPosted?.(submission)}
      className="cm-reply"
    >
      <ReplyBox.Form aria-label={`Reply to ${comment.A_D_N}`} className="cm-box">
        <ReplyFields />
        <div className="cm-actions">
          <ReplyBox.Submit className="cm-button cm-primary">Reply</ReplyBox.Submit>
          <ReplyBox.Close className="cm-button">Cancel</ReplyBox.Close>
        </div>
      </ReplyBox.Form>
      <ReplyBox.Thanks className="cm-box cm-thanks">
        <p>Thank you for your reply.</p>
        <p>
          <ReplyBox.OpinionsLink>Read all opinions on this story</ReplyBox.OpinionsLink>
        </p>
        <ReplyBox.Close className="cm-button">Close</ReplyBox.Close>
      </ReplyBox.Thanks>
    </ReplyBox.Root>
  );
}

export interface FlagPanelProps {
  comment: Comment;
  user?: SessionUser | null;
  effects: Effects;
}

/** A flag box as the site lays it out (AR-05). */
export function FlagPanel({ comment, user, effects }: FlagPanelProps) {
  return (
    <FlagBox.Root
      commentId={comment._id}
      user={user}
      report={effects.report}
      onLog={effects.onLog}
      className="cm-flag"
    >
      <FlagBox.Form aria-label={`Report the comment by ${comment.A_D_N}`} className="cm-box">
        <FlagBox.Reasons className="cm-reasons">
          <legend>Why are you reporting this comment?</legend>
          {FLAG_REASONS.map((reason) => (
            <FlagBox.Reason key={reason.value} value={reason.value}>
              {reason.label}
            </FlagBox.Reason>
          ))}
        </FlagBox.Reasons>
        <FlagBox.FieldError field="reason" className="cm-error" />
        <div className="cm-field">
          <FlagBox.Label field="otherText">Tell us what is wrong</FlagBox.Label>
          <FlagBox.OtherText rows={3} />
          <FlagBox.FieldError field="otherText" className="cm-error" />
        </div>
        <div className="cm-field">
          <FlagBox.Label field="name">Your name (optional)</FlagBox.Label>
          <FlagBox.Name />
          <FlagBox.FieldError field="name" className="cm-error" />
        </div>
        <div className="cm-actions">
          <FlagBox.Report className="cm-button cm-primary">Report</FlagBox.Report>
          <FlagBox.Close className="cm-button">Close</FlagBox.Close>
        </div>
      </FlagBox.Form>
      <FlagBox.Reported className="cm-box cm-thanks">
        <p>Thank you. The moderators will look at this comment.</p>
        <FlagBox.Close className="cm-button">Close</FlagBox.Close>
      </FlagBox.Reported>
    </FlagBox.Root>
  );
}

export interface VotesProps {
  comment: Comment;
  effects: Effects;
  memory?: VoteMemory;
}

/** Agree / disagree and the toast, as the site lays them out (AR-07). */
export function Votes({ comment, effects, memory }: VotesProps) {
  return (
    <VoteButtons.Root
      commentId={comment._id}
      agree={comment.AC_A_C}
      disagree={comment.AC_D_C}
      send={effects.sendVote}
      memory={memory}
      onLog={effects.onLog}
      aria-label={`Vote on the comment by ${comment.A_D_N}`}
      className="cm-votes"
    >
      <VoteButtons.Agree className="cm-button">
        Agree <VoteButtons.Count vote="agree" />
      </VoteButtons.Agree>
      <VoteButtons.Disagree className="cm-button">
        Disagree <VoteButtons.Count vote="disagree" />
      </VoteButtons.Disagree>
      <VoteToast className="cm-toast" />
    </VoteButtons.Root>
  );
}

export interface CommentViewProps {
  msid: string;
  comment: Comment;
  info: CommentInfo;
  user?: SessionUser | null;
  effects: Effects;
  memory?: VoteMemory;
}

/** One comment: author, time, text (as text), votes, Reply / Flag and their boxes. */
export function CommentView({ msid, comment, info, user, effects, memory }: CommentViewProps) {
  const list = useCommentList();
  return (
    <article className="cm-comment" aria-label={`Comment by ${comment.A_D_N}`}>
      <p className="cm-meta">
        <strong>{comment.A_D_N}</strong> <time>{comment.C_D}</time>
      </p>
      <CommentList.Text comment={comment} className="cm-text" />
      <div className="cm-tools">
        <Votes comment={comment} effects={effects} memory={memory} />
        <CommentBoxes.Trigger kind="reply" commentId={comment._id} className="cm-button">
          Reply<span className="cm-visually-hidden"> to {comment.A_D_N}</span>
        </CommentBoxes.Trigger>
        <CommentBoxes.Trigger kind="flag" commentId={comment._id} className="cm-button">
          Flag<span className="cm-visually-hidden"> the comment by {comment.A_D_N}</span>
        </CommentBoxes.Trigger>
      </div>
      <ReplyPanel
        msid={msid}
        comment={comment}
        rootId={info.rootId}
        user={user}
        effects={effects}
        onPosted={(submission) =>
          list.addReply(
            submission.parentid,
            localComment({
              id: nextLocalId(),
              name: submission.fromname,
              text: submission.message,
              time: 'Just now',
            }),
          )
        }
      />
      <FlagPanel comment={comment} user={user} effects={effects} />
    </article>
  );
}

export interface CommentsPanelProps {
  msid?: string;
  fetchPage: (input: FetchPageInput, signal: AbortSignal) => Promise<unknown>;
  pageSize?: number;
  user?: SessionUser | null;
  effects?: Effects;
  memory?: VoteMemory;
  /** Show the comment form above the list (default true). */
  withForm?: boolean;
}

function FormAboveList({
  msid,
  user,
  effects,
}: {
  msid: string;
  user?: SessionUser | null;
  effects: Effects;
}) {
  const list = useCommentList();
  return (
    <PostForm
      msid={msid}
      user={user}
      effects={effects}
      onPosted={(submission) =>
        list.addComment(
          localComment({
            id: nextLocalId(),
            name: submission.fromname,
            text: submission.message,
            time: 'Just now',
          }),
        )
      }
    />
  );
}

/** The whole comments panel: form, list with nested replies, votes, one reply or flag box open. */
export function CommentsPanel({
  msid = '125400333',
  fetchPage,
  pageSize,
  user,
  effects: given,
  memory: givenMemory,
  withForm = true,
}: CommentsPanelProps) {
  const [effects] = useState(() => given ?? okEffects());
  const [memory] = useState(() => givenMemory ?? memoryOf());
  return (
    <CommentList.Root msid={msid} fetchPage={fetchPage} pageSize={pageSize} className="cm-panel">
      {withForm && <FormAboveList msid={msid} user={user} effects={effects} />}
      <CommentList.Status className="cm-status">Loading comments…</CommentList.Status>
      <CommentList.Error className="cm-error cm-alert" />
      <CommentList.Retry className="cm-button">Try again</CommentList.Retry>
      <CommentList.Empty className="cm-empty">No comments yet. Be the first to comment.</CommentList.Empty>
      <CommentBoxes.Root>
        <CommentList.Items aria-label="Comments" className="cm-list">
          {(comment, info) => (
            <CommentView
              msid={msid}
              comment={comment}
              info={info}
              user={user}
              effects={effects}
              memory={memory}
            />
          )}
        </CommentList.Items>
      </CommentBoxes.Root>
      <CommentList.LoadMore className="cm-button">Load more comments</CommentList.LoadMore>
    </CommentList.Root>
  );
}
