import { FLAG_REASONS, MESSAGE_MAX } from '@newsroom/machines';
import { FieldRefusal, refusalFor } from '../../lib/forms/FieldRefusal.tsx';
import { type FormRefusal, RETURN_FIELD } from '../../lib/forms/form.ts';
import { useChromeFacts } from '../../lib/readerTier.ts';
import type { ReturnPath } from '../../lib/returnPath.ts';
import { COMMENT_FORM_PATHS, COMMENT_FORM_FIELDS as F } from './paths.ts';

/**
 * Issue 27: the four comment writes as plain HTML forms the site answers without script
 * (forms.tsx): on the /opinions page, and again on the outcome page with the reader's input and
 * the refusal next to its field. No `required` or `maxlength`: the server's words (the shared
 * rules') are the ones a reader gets, as with script, and nothing pasted is cut. Where the
 * drawer's behaviour needs script (the details block at 3 characters, the reply counter, Others
 * revealing its text, one box open), the fields are all there and the limits are said in words.
 */

interface FormState {
  /** What the reader sent (the outcome page), or nothing (a fresh form). */
  fields?: URLSearchParams | undefined;
  refusal?: FormRefusal | null | undefined;
}

interface TextFieldProps extends FormState {
  /** The form's own prefix for element ids, unique on the page. */
  idPrefix: string;
  field: string;
  label: string;
  multiline?: number;
  type?: 'text' | 'email';
  autoComplete?: string;
  required?: boolean;
  note?: string;
}

function TextField({
  idPrefix,
  field,
  label,
  multiline,
  type = 'text',
  autoComplete,
  required,
  note,
  fields,
  refusal,
}: TextFieldProps) {
  const id = `${idPrefix}-${field}`;
  const refused = refusalFor(refusal, field) !== null;
  const described = [note ? `${id}-note` : null, refused ? `${id}-refusal` : null].filter(Boolean).join(' ');
  const common = {
    id,
    name: field,
    defaultValue: fields?.get(field) ?? '',
    'aria-required': required || undefined,
    'aria-invalid': refused || undefined,
    'aria-describedby': described || undefined,
  };
  return (
    <div className="plain-form__field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={multiline} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} />
      )}
      {note && (
        <p className="plain-form__note" id={`${id}-note`}>
          {note}
        </p>
      )}
      <FieldRefusal refusal={refusal} field={field} id={`${id}-refusal`} />
    </div>
  );
}

function Hidden({ name, value }: { name: string; value: string }) {
  return <input type="hidden" name={name} value={value} />;
}

/** Name, e-mail (and location) of an anonymous reader; a signed-in one comments under the account. */
function AuthorFields({
  idPrefix,
  withLocation,
  ...state
}: FormState & { idPrefix: string; withLocation: boolean }) {
  if (useChromeFacts().tier !== 'anonymous') {
    return <p className="plain-form__note">You comment under your account’s name.</p>;
  }
  return (
    <>
      <TextField {...state} idPrefix={idPrefix} field={F.name} label="Name" autoComplete="name" required />
      <TextField
        {...state}
        idPrefix={idPrefix}
        field={F.email}
        label="Email"
        type="email"
        autoComplete="email"
        required
      />
      {withLocation && (
        <TextField
          {...state}
          idPrefix={idPrefix}
          field={F.location}
          label="Location (optional)"
          autoComplete="address-level2"
        />
      )}
    </>
  );
}

const LIMIT_NOTE = `Up to ${MESSAGE_MAX.toLocaleString('en-IN')} characters.`;

export interface PlainCommentFormProps extends FormState {
  msid: string;
  returnTo: ReturnPath;
}

/** AR-03: a new comment. */
export function PlainCommentForm({ msid, returnTo, fields, refusal }: PlainCommentFormProps) {
  const state = { fields, refusal };
  return (
    <form
      // The server's words (the shared rules'), never the browser's own bubble for type="email".
      noValidate
      method="post"
      action={COMMENT_FORM_PATHS.post}
      className="plain-form cm-plain-form"
      aria-label="Post a comment"
      id="post-comment"
    >
      <Hidden name={F.msid} value={msid} />
      <Hidden name={RETURN_FIELD} value={returnTo} />
      <TextField
        {...state}
        idPrefix="post-comment"
        field={F.message}
        label="Your comment"
        multiline={4}
        required
        note={LIMIT_NOTE}
      />
      <AuthorFields {...state} idPrefix="post-comment" withLocation />
      <button type="submit" className="plain-form__submit">
        Post
      </button>
    </form>
  );
}

export interface PlainReplyFormProps extends FormState {
  msid: string;
  parentId: string;
  rootId: string;
  returnTo: ReturnPath;
  /** The form's name, e.g. "Reply to Asha". */
  label: string;
}

/** AR-04: a reply to a comment, in its thread. */
export function PlainReplyForm({
  msid,
  parentId,
  rootId,
  returnTo,
  label,
  fields,
  refusal,
}: PlainReplyFormProps) {
  const state = { fields, refusal };
  const idPrefix = `reply-${parentId}`;
  return (
    <form
      // The server's words (the shared rules'), never the browser's own bubble for type="email".
      noValidate
      method="post"
      action={COMMENT_FORM_PATHS.reply}
      className="plain-form cm-plain-form"
      aria-label={label}
    >
      <Hidden name={F.msid} value={msid} />
      <Hidden name={F.parentId} value={parentId} />
      <Hidden name={F.rootId} value={rootId} />
      <Hidden name={RETURN_FIELD} value={returnTo} />
      <TextField
        {...state}
        idPrefix={idPrefix}
        field={F.message}
        label="Your reply"
        multiline={3}
        required
        note={LIMIT_NOTE}
      />
      <AuthorFields {...state} idPrefix={idPrefix} withLocation={false} />
      <button type="submit" className="plain-form__submit">
        Reply
      </button>
    </form>
  );
}

export interface PlainFlagFormProps extends FormState {
  commentId: string;
  returnTo: ReturnPath;
  label: string;
}

/** AR-05: a report of a comment. "Others" needs its text; without script the box is always there. */
export function PlainFlagForm({ commentId, returnTo, label, fields, refusal }: PlainFlagFormProps) {
  const state = { fields, refusal };
  const idPrefix = `flag-${commentId}`;
  const chosen = fields?.get(F.reason) ?? null;
  const reasonRefused = refusalFor(refusal, F.reason) !== null;
  const signedIn = useChromeFacts().tier !== 'anonymous';
  return (
    <form
      // The server's words (the shared rules'), never the browser's own bubble for type="email".
      noValidate
      method="post"
      action={COMMENT_FORM_PATHS.flag}
      className="plain-form cm-plain-form"
      aria-label={label}
    >
      <Hidden name={F.commentId} value={commentId} />
      <Hidden name={RETURN_FIELD} value={returnTo} />
      <fieldset aria-describedby={reasonRefused ? `${idPrefix}-reason-refusal` : undefined}>
        <legend>Why are you reporting this comment?</legend>
        {FLAG_REASONS.map((reason) => (
          <label key={reason.value}>
            <input
              type="radio"
              name={F.reason}
              value={reason.value}
              defaultChecked={chosen === reason.value}
            />{' '}
            {reason.label}
          </label>
        ))}
      </fieldset>
      <FieldRefusal refusal={refusal} field={F.reason} id={`${idPrefix}-reason-refusal`} />
      <TextField
        {...state}
        idPrefix={idPrefix}
        field={F.otherText}
        label="Tell us what is wrong"
        multiline={3}
        note="Needed when the reason is Others."
      />
      {!signedIn && (
        <TextField
          {...state}
          idPrefix={idPrefix}
          field={F.name}
          label="Your name (optional)"
          autoComplete="name"
        />
      )}
      <button type="submit" className="plain-form__submit">
        Report
      </button>
    </form>
  );
}

export interface PlainVoteFormProps {
  commentId: string;
  agree: number;
  disagree: number;
  returnTo: ReturnPath;
  label: string;
}

/** AR-07: agree or disagree, the direction as the pressed button's value; the counts as served. */
export function PlainVoteForm({ commentId, agree, disagree, returnTo, label }: PlainVoteFormProps) {
  return (
    <form method="post" action={COMMENT_FORM_PATHS.vote} className="cm-plain-votes" aria-label={label}>
      <Hidden name={F.commentId} value={commentId} />
      <Hidden name={RETURN_FIELD} value={returnTo} />
      <button type="submit" name={F.vote} value="agree" className="cm-button">
        Agree {agree}
      </button>{' '}
      <button type="submit" name={F.vote} value="disagree" className="cm-button">
        Disagree {disagree}
      </button>
    </form>
  );
}
