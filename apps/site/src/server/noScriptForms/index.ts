/**
 * Issue 27, "the core writes work with JavaScript off": the site's answer to a write posted as a
 * plain HTML form, shared by every feature's form (comments, the poll, the newsletter, mail, …).
 * The forms' vocabulary and their refusal next to a field are in lib/forms/, which the features
 * import; this folder is the server's half.
 *
 * To add a form, in the feature's own folder:
 *   1. render `<form method="post" action={path}>` with named fields and
 *      `<input type="hidden" name={RETURN_FIELD} value={the page's path}>`; the island, once
 *      awake, takes the same form over (its onSubmit prevents the native post);
 *   2. describe it as a `NoScriptForm` (lib/forms/form.ts): its path, its body limit (BODY_LIMITS, the API
 *      call's own), the backend call its island's `/api/` call makes, and what the backend's answer
 *      means in the spec's words (`outcome`), plus the form component to show again on a refusal
 *      (`Form`; or `loadForm` when it needs what the backend says, like the poll's answers);
 *   3. list it in `NO_SCRIPT_FORMS` (registry.ts).
 * The site then answers `POST {path}` (app.tsx) with `answerNoScriptPost` (post.tsx): Origin check
 * (403), body limit (413, connection closed), the caller's identity as the API proxy forwards it,
 * and the outcome page (pages/kit/OutcomePage.tsx), never cached; the return path only through
 * `safeReturnPath`.
 */

export type { NoScriptForm } from '../../lib/forms/form.ts';
export { answerNoScriptPost, type NoScriptAnswer, type NoScriptPost, withAnchor } from './post.tsx';
export { NO_SCRIPT_FORMS, noScriptFormAt } from './registry.ts';
