import { publication } from '@newsroom/rules/publication';
import type { ReactNode } from 'react';
import type { PageResult } from '../../lib/pageResult.tsx';
import type { ReturnPath } from '../../lib/returnPath.ts';
import { Chrome } from '../Chrome.tsx';

export interface OutcomeProps {
  status: number;
  heading: string;
  /** What happened; null when the refusal is shown next to its field in `form`. */
  message: string | null;
  /** True for a refusal: the message is an alert, and the page is not indexed. */
  refused?: boolean;
  /** What the server stored (a comment as posted, the counts after a vote). */
  details?: ReactNode;
  /** The form again, with the reader's input and the refusal next to its field. */
  form?: ReactNode;
  back: ReturnPath;
  backLabel?: string | undefined;
}

/**
 * Issue 27: the one page a form posted without script answers with, in the site's chrome: what
 * happened in the spec's words, the form again when it was refused, and the way back. Personal
 * (it says what this reader sent), so never cached (`maxAge: 0`, `no-store`).
 */
export function outcomePage(props: OutcomeProps): PageResult {
  return {
    status: props.status,
    maxAge: 0,
    head: { title: `${props.heading} | ${publication.name}`, robots: 'noindex' },
    body: <OutcomePage {...props} />,
  };
}

export function OutcomePage({ heading, message, refused, details, form, back, backLabel }: OutcomeProps) {
  return (
    <Chrome>
      <div className="form-outcome" data-state={refused ? 'refused' : 'done'}>
        <h1>{heading}</h1>
        {message !== null && (
          <p className="form-outcome__message" role={refused ? 'alert' : 'status'}>
            {message}
          </p>
        )}
        {details}
        {form}
        <p className="form-outcome__back">
          <a href={back}>{backLabel ?? 'Back to the story'}</a>
        </p>
      </div>
    </Chrome>
  );
}
