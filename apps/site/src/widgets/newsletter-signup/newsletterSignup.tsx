import { newsletterSignupContract } from '@newsroom/contracts/widgets/newsletter-signup';
import { safeHref } from '@newsroom/rules/safe-url';
import type { Newsletter } from '../../content/newsletters.ts';
import { defineWidget } from '../types.ts';
import type { NewsletterOffer } from './NewsletterSignupView.tsx';
import NewsletterSignupIsland from './newsletter-signup.island.tsx';

/** What the page gives the island: the newsletter offered, and whether to ask for the reader's e-mail. */
export interface NewsletterSignupData {
  newsletter: NewsletterOffer;
  /** The page's reader kind: a signed-in reader's e-mail is asked for (to prefill); nobody else's. */
  signedIn: boolean;
  /** Ids unique on the page: a stacked story below has a sidebar of its own. */
  idBase: string;
  /** The story (or page) the sign-up is on: the no-script sign-up's page leads back to it. */
  returnTo: string;
}

/**
 * The newsletter to offer: the one named by the layout, else the one of the story's top section,
 * else the general one (no section); null when the backend has none of them.
 */
export function chooseNewsletter(
  newsletters: readonly Newsletter[],
  want: { sid?: string | undefined; sectionId?: string | undefined },
): Newsletter | null {
  if (want.sid) return newsletters.find((newsletter) => newsletter.sid === want.sid) ?? null;
  const ofSection = want.sectionId
    ? newsletters.find((newsletter) => newsletter.sectionId === want.sectionId)
    : undefined;
  return ofSection ?? newsletters.find((newsletter) => newsletter.sectionId === null) ?? null;
}

/** A newsletter as the widget offers it: its sample link only when it goes to a page. */
export function offerOf(newsletter: Newsletter): NewsletterOffer {
  // A sample link goes to a page: a site path or the web.
  const href = safeHref(newsletter.sampleLink);
  const sampleLink = href && (href.startsWith('/') || /^https?:/i.test(href)) ? href : null;
  return { sid: newsletter.sid, name: newsletter.name, desc: newsletter.desc, sampleLink };
}

/**
 * AB-13: the newsletter sign-up, its definition from the backend (cached like the lists). Left out
 * (logged) when the backend has no newsletter to offer here. An island woken when it comes into
 * view.
 */
export const newsletterSignup = defineWidget(newsletterSignupContract, {
  async load(ctx, props): Promise<NewsletterSignupData> {
    const chosen = chooseNewsletter(await ctx.content.newsletters.all(), {
      sid: props.sid,
      sectionId: ctx.page.article?.subsec1,
    });
    if (!chosen) throw new Error(`no newsletter to offer${props.sid ? ` (sid ${props.sid})` : ''}`);
    return {
      newsletter: offerOf(chosen),
      signedIn: ctx.page.reader.tier !== 'anonymous',
      idBase: `newsletter-${ctx.article?.msid ?? 'page'}`,
      returnTo: ctx.article?.url ?? '/',
    };
  },
  View: NewsletterSignupIsland,
});
