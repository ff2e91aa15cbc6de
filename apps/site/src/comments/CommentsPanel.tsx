import {
  type Comment,
  type CommentSubmission,
  type FetchPageInput,
  FLAG_REASONS,
  type FlagReport,
  opinionsPath,
  type ReplySubmission,
  type SessionUser,
  type VoteRequest,
} from '@newsroom/machines';
import {
  CommentBoxes,
  CommentForm,
  type CommentInfo,
  CommentList,
  FlagBox,
  ReplyBox,
  useCommentList,
  VoteButtons,
  type VoteMemory,
  VoteRefusal,
  VoteToast,
} from '@newsroom/ui';
import { RETURN_FIELD } from '../lib/forms/form.ts';
import { COMMENT_FORM_FIELDS, COMMENT_FORM_PATHS } from './noScript/paths.ts';

/**
 * The site's comments panel composed from @newsroom/ui's headless parts (AR-02..AR-07): form,
 * list with nested replies, votes, one reply or flag box open at a time. The site's words and its
 * `cm-*` class names live here, with the site (styles/comments.css); the parts hold neither. The
 * island passes the effects (backend calls, alert, log, vote memory), stories pass fakes.
 *
 * A reader's posts appear as the server answered them (their stored id, name and time), so they
 * can be replied to, flagged and voted on at once; every refusal is shown where it belongs.
 * Readers' names are isolated (`<bdi>`) and their text reads in its own direction (`dir="auto"`),
 * so no character in them can turn the text around them (Hardening 15).
 */

/** Everything the panel does to the world, injected by the site (or by stories' fakes). */
export interface Effects {
  submitComment: (submission: CommentSubmission, signal: AbortSignal) => Promise<unknown>;
  submitReply: (submission: ReplySubmission, signal: AbortSignal) => Promise<unknown>;
  report: (report: FlagReport, signal: AbortSignal) => Promise<unknown>;
  sendVote: (request: VoteRequest, signal: AbortSignal) => Promise<unknown>;
  onAlert: (message: string) => void;
  onLog: (error: unknown) => void;
}

/** The hidden ids a drawer form shares with its plain twin (issue 27), and where it returns to. */
function PlainFormIds({ msid, fields }: { msid: string; fields: Readonly<Record<string, string>> }) {
  return (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name={RETURN_FIELD} value={opinionsPath(msid)} />
    </>
  );
}

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
  /** The comment as the server stored it. */
  onPosted?: (comment: Comment) => void;
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
      onPosted={({ comment }) => onPosted?.(comment)}
      className="cm-form"
    >
      <CommentForm.Trigger className="cm-button">Post a Comment</CommentForm.Trigger>
      {/* Issue 27: the same form as the /opinions page's plain one (action, field names); the
          machine takes its submission over. */}
      <CommentForm.Form
        aria-label="Post a comment"
        className="cm-box"
        method="post"
        action={COMMENT_FORM_PATHS.post}
      >
        <PlainFormIds fields={{ [COMMENT_FORM_FIELDS.msid]: msid }} msid={msid} />
        {user && (
          <p className="cm-note">
            Commenting as <bdi>{user.firstName}</bdi>
          </p>
        )}
        <CommentFormFields />
        <CommentForm.FormError className="cm-error cm-alert" />
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
  /** The parent's id and the reply as the server stored it. */
  onPosted?: (parentId: string, reply: Comment) => void;
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
      onPosted={({ submission, comment: reply }) => onPosted?.(submission.parentid, reply)}
      className="cm-reply"
    >
      <ReplyBox.Form
        aria-label={`Reply to ${comment.A_D_N}`}
        className="cm-box"
        method="post"
        action={COMMENT_FORM_PATHS.reply}
      >
        <PlainFormIds
          msid={msid}
          fields={{
            [COMMENT_FORM_FIELDS.msid]: msid,
            [COMMENT_FORM_FIELDS.parentId]: comment._id,
            [COMMENT_FORM_FIELDS.rootId]: rootId ?? comment._id,
          }}
        />
        <ReplyFields />
        <ReplyBox.FormError className="cm-error cm-alert" />
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
  msid: string;
  comment: Comment;
  user?: SessionUser | null;
  effects: Effects;
}

/** A flag box as the site lays it out (AR-05). */
export function FlagPanel({ msid, comment, user, effects }: FlagPanelProps) {
  return (
    <FlagBox.Root
      commentId={comment._id}
      user={user}
      report={effects.report}
      onLog={effects.onLog}
      className="cm-flag"
    >
      <FlagBox.Form
        aria-label={`Report the comment by ${comment.A_D_N}`}
        className="cm-box"
        method="post"
        action={COMMENT_FORM_PATHS.flag}
      >
        <PlainFormIds msid={msid} fields={{ [COMMENT_FORM_FIELDS.commentId]: comment._id }} />
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
        <FlagBox.FormError className="cm-error cm-alert" />
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
      <VoteRefusal className="cm-error cm-vote-refusal" />
    </VoteButtons.Root>
  );
}

export interface CommentViewProps {
  msid: string;
  comment: Comment;
  info: CommentInfo;
  /** How a comment's time (`C_D`) reads; as it came by default. */
  formatTime?: (time: string) => string;
  user?: SessionUser | null;
  effects: Effects;
  memory?: VoteMemory;
}

/** One comment: author, time, text (as text), votes, Reply / Flag and their boxes. */
export function CommentView({ msid, comment, info, user, effects, memory, formatTime }: CommentViewProps) {
  const list = useCommentList();
  return (
    <article className="cm-comment" aria-label={`Comment by ${comment.A_D_N}`}>
      <p className="cm-meta">
        <strong>
          <bdi>{comment.A_D_N}</bdi>
        </strong>{' '}
        <time dateTime={comment.C_D}>{formatTime ? formatTime(comment.C_D) : comment.C_D}</time>
      </p>
      <CommentList.Text comment={comment} className="cm-text" />
      <div className="cm-tools">
        <Votes comment={comment} effects={effects} memory={memory} />
        <CommentBoxes.Trigger kind="reply" commentId={comment._id} className="cm-button">
          Reply
          <span className="cm-visually-hidden">
            {' '}
            to <bdi>{comment.A_D_N}</bdi>
          </span>
        </CommentBoxes.Trigger>
        <CommentBoxes.Trigger kind="flag" commentId={comment._id} className="cm-button">
          Flag
          <span className="cm-visually-hidden">
            {' '}
            the comment by <bdi>{comment.A_D_N}</bdi>
          </span>
        </CommentBoxes.Trigger>
      </div>
      <ReplyPanel
        msid={msid}
        comment={comment}
        rootId={info.rootId}
        user={user}
        effects={effects}
        onPosted={list.addReply}
      />
      <FlagPanel msid={msid} comment={comment} user={user} effects={effects} />
    </article>
  );
}

export interface CommentsPanelProps {
  msid: string;
  formatTime?: (time: string) => string;
  fetchPage: (input: FetchPageInput, signal: AbortSignal) => Promise<unknown>;
  pageSize?: number;
  user?: SessionUser | null;
  effects: Effects;
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
  return <PostForm msid={msid} user={user} effects={effects} onPosted={list.addComment} />;
}

/** The whole comments panel: form, list with nested replies, votes, one reply or flag box open. */
export function CommentsPanel({
  msid,
  formatTime,
  fetchPage,
  pageSize,
  user,
  effects,
  memory,
  withForm = true,
}: CommentsPanelProps) {
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
              formatTime={formatTime}
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
