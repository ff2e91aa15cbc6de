import type { MailRequest, MailSender } from '@newsroom/machines';
import { MailDialog } from '@newsroom/ui';
import { defineIsland } from '../../../lib/defineIsland.ts';
import { fetchSender, showAlert, solveCaptcha, submitMail } from './mailEffects.ts';
import { MAIL_PAGE_PATH } from './mailPagePath.ts';

/**
 * AR-08 "Mail this article" in the byline toolbar. The server HTML is only the button; the dialog
 * and its machine come with the first click (replayed by the island runtime). The captcha is the
 * backend's proof of work, solved in a worker when the reader ticks "I'm not a robot" (the dialog
 * says it is working: about a second on a mid-range phone). A refusal about the recipients (the
 * daily cap, for one) shows beside them. A signed-in reader's name and e-mail are asked of
 * /api/session when the dialog first opens (the props stay the same for every reader: the page
 * is cached per variant, not per reader).
 *
 * Issue 27: the button is a GET form's submit button, so without script (or when the island
 * fails) it opens the site's /mail page, which says that mailing needs JavaScript (the captcha is
 * solved by script) and offers the reader's own mail; awake, the dialog opens and the form's
 * submit is prevented.
 */
export interface MailData {
  msid: string;
}

/** The dialog's calls and alerts: the site's own, or a story's. */
export interface MailEffects {
  loadSender: () => Promise<MailSender | null>;
  solveCaptcha: (signal: AbortSignal) => Promise<string>;
  submitMail: (request: MailRequest) => Promise<unknown>;
  onAlert: (message: string) => void;
}

const siteEffects: MailEffects = { loadSender: fetchSender, solveCaptcha, submitMail, onAlert: showAlert };

function MailIsland({
  data: { msid },
  effects = siteEffects,
}: {
  props: unknown;
  data: MailData;
  effects?: MailEffects;
}) {
  return (
    <MailDialog.Root
      msid={msid}
      loadSender={effects.loadSender}
      solveCaptcha={effects.solveCaptcha}
      submitMail={effects.submitMail}
      onAlert={effects.onAlert}
    >
      <form
        className="toolbar__mail-form"
        method="get"
        action={MAIL_PAGE_PATH}
        onSubmit={(event) => event.preventDefault()}
      >
        <input type="hidden" name="msid" value={msid} />
        <MailDialog.Trigger
          type="submit"
          className="toolbar__button toolbar__mail"
          aria-label="Mail this article"
        >
          <MailIcon />
        </MailDialog.Trigger>
      </form>
      <MailDialog.Content
        className="mail-dialog"
        overlayClassName="mail-overlay"
        aria-describedby={undefined}
      >
        <div className="mail-dialog__head">
          <MailDialog.Title className="mail-dialog__title">Mail this article</MailDialog.Title>
          <MailDialog.Close className="mail-dialog__close" aria-label="Close">
            ×
          </MailDialog.Close>
        </div>
        <MailDialog.Field
          field="toaddress"
          className="mail-field"
          label="Recipients' email addresses"
          placeholder="name@example.com, another@example.com"
        />
        <MailDialog.Error field="toaddress" className="mail-error" />
        <MailDialog.Field field="name" className="mail-field" label="Your name" />
        <MailDialog.Field field="replyto" className="mail-field" label="Your email" />
        <MailDialog.Captcha className="mail-captcha">I'm not a robot</MailDialog.Captcha>
        <MailDialog.CaptchaStatus
          className="mail-captcha-status"
          verifying="Checking that you are not a robot. This can take a few seconds."
          verified="Checked."
        />
        <MailDialog.Error className="mail-error" />
        <div className="mail-dialog__actions">
          <MailDialog.Submit className="mail-button mail-button--primary">Send</MailDialog.Submit>
          <MailDialog.Close className="mail-button">Cancel</MailDialog.Close>
        </div>
      </MailDialog.Content>
    </MailDialog.Root>
  );
}

function MailIcon() {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </svg>
  );
}

export default defineIsland('mail', MailIsland);
