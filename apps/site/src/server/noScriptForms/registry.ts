import { COMMENT_NO_SCRIPT_FORMS } from '../../comments/noScript/forms.tsx';
import type { NoScriptForm } from '../../lib/forms/form.ts';
import { newsletterSignupForm } from '../../widgets/newsletter-signup/newsletterNoScriptForm.tsx';
import { pollVoteForm } from '../../widgets/poll-of-the-day/pollNoScriptForm.tsx';

/**
 * Every write the site answers as a plain form post (issue 27), from the features' own folders.
 * Add a feature's forms here; their paths must be new (app.tsx answers them before its pages).
 */
export const NO_SCRIPT_FORMS: readonly NoScriptForm[] = [
  ...COMMENT_NO_SCRIPT_FORMS,
  pollVoteForm,
  newsletterSignupForm,
];

const byPath: ReadonlyMap<string, NoScriptForm> = new Map(NO_SCRIPT_FORMS.map((form) => [form.path, form]));

/** The no-script form posted to `path`, or undefined. */
export function noScriptFormAt(path: string): NoScriptForm | undefined {
  return byPath.get(path);
}
