import type { ContentClient } from '../../content/client.ts';
import type { PageResult } from '../../lib/pageResult.tsx';
import { safeReturnPath } from '../../lib/returnPath.ts';
import { outcomePage } from '../kit/OutcomePage.tsx';
import { notFoundPage } from '../kit/statusPages.tsx';

/**
 * Issue 27, AR-08 "Mail this article" without script. The toolbar's Mail button is a GET form's
 * submit button (`/mail?msid=…`); awake, the island opens its dialog instead. The dialog's captcha
 * is the backend's proof of work, which only a script in the reader's browser can solve (that is
 * what makes a bot pay for each mail), so the site cannot send mail for a reader without script:
 * it does not solve the puzzle on their behalf (anyone could then send mail through our form for
 * free). This page says so in words, offers the reader's own mail program with the story's title
 * and address, and leads back to the story. See docs/decisions.md.
 */

export { MAIL_PAGE_PATH } from '../../widgets/byline-tools/mail/mailPagePath.ts';

/** The page's words, with `needsScript` the reason mail cannot be sent without script. */
export const MAIL_PAGE_TEXTS = {
  heading: 'Mail this article',
  needsScript:
    'Mailing an article from our site needs JavaScript, which is off or did not load on this page: before we send mail for you, your browser solves a small puzzle that shows it is not a robot, and only JavaScript can solve it. Turn JavaScript on and press Mail again, or send the story from your own mail.',
  ownMail: 'Send it from your own mail',
} as const;

const STORY_ID = /^[1-9][0-9]{0,11}$/;

/** `GET /mail?msid=…`: what mailing the story needs, your own mail's link, and the way back. */
export async function mailPage(url: URL, content: ContentClient, origin: string): Promise<PageResult> {
  const ids = url.searchParams.getAll('msid');
  const msid = ids.length === 1 ? ids[0]! : '';
  if (!STORY_ID.test(msid)) return notFoundPage();
  const article = await content.stories.article(msid);
  if (!article) return notFoundPage();
  const back = safeReturnPath(article.url);
  const link = `${origin}${back}`;
  const mailto = `mailto:?${new URLSearchParams({
    subject: article.title,
    body: `${article.title}\n\n${link}`,
  })
    .toString()
    .replaceAll('+', '%20')}`;
  return outcomePage({
    status: 200,
    heading: MAIL_PAGE_TEXTS.heading,
    message: MAIL_PAGE_TEXTS.needsScript,
    details: (
      <div className="mail-page">
        <p className="mail-page__story">
          <a href={back}>{article.title}</a>
        </p>
        <p>
          <a className="mail-page__own" href={mailto}>
            {MAIL_PAGE_TEXTS.ownMail}
          </a>
        </p>
      </div>
    ),
    back,
  });
}
