import type { ReactElement, ReactNode } from 'react';
import type { ContentClient } from '../../content/client.ts';
import type { Reader } from '../reader.ts';

/**
 * Issue 27: what one write needs to work as a plain HTML form, without any script. A feature
 * describes its form once (its path, its body limit, the backend call its island's `/api/` call
 * makes, and what the backend's answer means in the spec's words); `answerNoScriptPost`
 * (post.ts) does the rest the same way for every form. See index.ts for how to add one.
 */

/** The hidden field every no-script form carries: the page the reader posted from. */
export const RETURN_FIELD = 'return';

/** A refusal, shown next to the field it names, or (field null) as the form's message. */
export interface FormRefusal {
  /** The form's own field name (`message`, `email`, …), or null for the whole form. */
  field: string | null;
  message: string;
}

/** Who is posting, as the site established it (the same three facts the API proxy forwards). */
export interface FormCaller {
  reader: Reader;
  /** The site-issued anonymous reader id; null for a signed-in reader or one without the cookie. */
  anonymousId: string | null;
  /** The reader's address, by the proxy-addr rule (clientAddress.ts). */
  clientAddress: string;
}

/** The backend call a form makes: the island's `/api/` call's backend path, query and body. */
export interface BackendCall {
  path: string;
  /** `''` or `?…`, fixed by the form (never the browser's query). */
  search: string;
  /** Form-encoded, in the backend's field names. */
  body: URLSearchParams;
  /**
   * Parts that make the same post the same (e.g. story, parent, name, text): a reload that sends
   * the form again carries the same Idempotency-Key, so the backend stores it once. Leave out for
   * writes that count once anyway (votes, reports).
   */
  sameWriteParts?: readonly string[];
}

/** The backend's answer: its status, its body as JSON (null when it was not JSON) and Retry-After. */
export interface BackendAnswer {
  status: number;
  body: unknown;
  retryAfter: string | null;
}

/** What the reader is told after the post. */
export type FormOutcome =
  /**
   * It worked: the message, optionally what the server stored (a comment, the new counts), and
   * the element id the back link ends at (the new comment).
   */
  | { kind: 'done'; message: string; details?: ReactNode; anchor?: string }
  /** Refused: the form again with the reader's input, the refusal next to its field. */
  | { kind: 'refused'; refusal: FormRefusal; status: number }
  /** Nothing to say: a 303 back to the page the reader posted from, at `anchor` (an element id). */
  | { kind: 'back'; anchor?: string };

export interface NoScriptForm {
  /** The path the `<form method="post" action>` names. */
  path: string;
  /** The body limit in bytes, from @newsroom/rules/body-limits: the API call's own. */
  bodyLimit: number;
  /** The outcome page's heading when it worked, and when it was refused. */
  headings: { done: string; refused: string };
  /** The back link's words (default "Back to the story"). */
  backLabel?: string;
  /**
   * The backend call for the posted fields, or a refusal when a field is not what the form sends
   * (a hidden id changed by hand). Check only what the backend cannot; it checks the rules itself.
   */
  call(fields: URLSearchParams, caller: FormCaller): BackendCall | FormRefusal;
  /**
   * What the backend's answer means, in the spec's words (use the island's own refusal texts);
   * `content` for what the page says that the answer does not (a newsletter's name).
   */
  outcome(
    answer: BackendAnswer,
    fields: URLSearchParams,
    content?: FormContent,
  ): FormOutcome | Promise<FormOutcome>;
  /**
   * The form again, filled with what the reader sent and the refusal next to its field; the same
   * component that renders it on its page. Without one, a refusal is the page's message alone.
   */
  Form?: (props: { fields: URLSearchParams; refusal: FormRefusal | null }) => ReactElement;
  /**
   * The form again when it needs more than the post carries (the poll's question and answers, the
   * backend's to say), in place of `Form`: asked only when a refusal shows the form; null leaves
   * it out, and the refusal is then the page's message.
   */
  loadForm?(
    props: { fields: URLSearchParams; refusal: FormRefusal },
    content: FormContent,
  ): Promise<ReactElement | null>;
}

/** What of the backend a form may ask: the API proxy's own pass-through call. */
export type FormContent = Pick<ContentClient, 'forward'>;
