import type { NewsletterSignupInput } from '@newsroom/machines';
import { NewsletterSignup } from '@newsroom/ui';
import { NEWSLETTER_FORM_FIELDS, NEWSLETTER_FORM_PATH } from './newsletterFormPath.ts';

/** A newsletter as the widget shows it; `sampleLink` already checked (null when unsafe or absent). */
export interface NewsletterOffer {
  sid: string;
  name: string;
  desc: string;
  sampleLink: string | null;
}

/** Never settles: the server's render has nothing to send. */
const notYet = () => new Promise<never>(() => {});

const CLASS_NAMES = {
  form: 'newsletter__form',
  label: 'newsletter__label',
  field: 'newsletter__field',
  fieldError: 'newsletter__error',
  button: 'newsletter__button',
  formError: 'newsletter__error newsletter__error--form',
  thanks: 'newsletter__thanks',
};

/**
 * AB-13 newsletter sign-up as the site draws it in a sidebar: the same markup on the server and
 * in the island. The box keeps one height in every state (the thank-you takes the form's place,
 * and a line is kept for the server's words), so nothing below it moves. Its form posts to the
 * site without script (issue 27), carrying the newsletter and the story to go back to.
 */
export function NewsletterSignupView({
  title,
  idBase,
  newsletter,
  returnTo,
  subscribe = notYet,
  prefill,
  onLog,
  known,
}: {
  title: string;
  /** Unique on the page (the story it is beside): ids that survive hydration. */
  idBase: string;
  newsletter: NewsletterOffer;
  /** The story the sign-up is beside: where the page that took a sign-up without script leads back. */
  returnTo: string;
  subscribe?: (request: { sid: string; email: string }) => Promise<unknown>;
  prefill?: () => Promise<string | null>;
  onLog?: (error: unknown) => void;
  /** Issue 27: the address sent and the refusal, on the page that shows the form again. */
  known?: Pick<NewsletterSignupInput, 'email' | 'refused'>;
}) {
  const headingId = `${idBase}-heading`;
  return (
    <section className="widget widget--newsletter newsletter" aria-labelledby={headingId}>
      <h2 id={headingId} className="widget__title">
        {title}
      </h2>
      <p className="newsletter__name">{newsletter.name}</p>
      <p className="newsletter__desc">{newsletter.desc}</p>
      <NewsletterSignup
        className="newsletter__signup"
        sid={newsletter.sid}
        subscribe={subscribe}
        {...(prefill ? { prefill } : {})}
        {...(onLog ? { onLog } : {})}
        {...(known ? { known } : {})}
        label="Your e-mail"
        thanks={
          <>
            <strong>Thank you.</strong> To start getting {newsletter.name}, open the link we have e-mailed
            you.
          </>
        }
        classNames={CLASS_NAMES}
        idBase={idBase}
        nativePost={{
          action: NEWSLETTER_FORM_PATH,
          hidden: {
            [NEWSLETTER_FORM_FIELDS.newsletter]: newsletter.sid,
            [NEWSLETTER_FORM_FIELDS.back]: returnTo,
          },
        }}
      />
      {newsletter.sampleLink ? (
        <a className="newsletter__sample" href={newsletter.sampleLink}>
          See what it covers
        </a>
      ) : null}
    </section>
  );
}
