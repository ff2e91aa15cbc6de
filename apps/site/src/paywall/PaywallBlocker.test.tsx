import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PAYWALL_NARROW_MEDIA, PaywallBlocker, type PaywallBlockerProps } from './PaywallBlocker.tsx';
import { readPaywallTexts } from './texts.ts';

// AB-07 / AB-09: the blocker's server markup for each mode, from the editors' texts.

const STORY = '/markets/news/bank-margins/articleshow/77.cms';
const config = {
  paywall_header: 'Read the whole story with Ledger Prime',
  paywall_ctaText: 'See Prime plans',
  paywall_appHeader: 'Prime reads best in the Ledger app',
  paywall_appDeepLink: 'https://apps.example/open?path={path}',
  paywall_appOpenText: 'Open this story in the app',
  paywall_appStoreLink: 'https://apps.example/ios',
  paywall_playStoreLink: 'https://apps.example/android',
};
const render = (over: Partial<PaywallBlockerProps> = {}, texts: Record<string, string> = config) =>
  renderToStaticMarkup(
    <PaywallBlocker
      texts={readPaywallTexts(texts)}
      tier="loggedIn"
      mode="default"
      returnTo={STORY}
      {...over}
    />,
  );
const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]);

describe('the tablet blocker (AB-09, spec §2.4)', () => {
  it('AB-09 links first to this story in the app, then to the stores, then to the plans', () => {
    const html = render({ mode: 'iPadBlocker' });
    expect(hrefs(html)).toEqual([
      `https://apps.example/open?path=${encodeURIComponent(STORY)}`,
      'https://apps.example/ios',
      'https://apps.example/android',
      `/prime?return=${encodeURIComponent(STORY)}`,
    ]);
    expect(html).toContain('>Open this story in the app</a>');
  });

  it('AB-09 without a configured app link the stores come first', () => {
    const html = render({ mode: 'iPadBlocker' }, { ...config, paywall_appDeepLink: '' });
    expect(hrefs(html)[0]).toBe('https://apps.example/ios');
    expect(html).not.toContain('paywall__app-open');
  });

  it('AB-09 refuses an app link that is not http(s)', () => {
    const html = render(
      { mode: 'iPadBlocker' },
      { ...config, paywall_appDeepLink: 'javascript:alert(1)//{path}' },
    );
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('paywall__app-open');
  });

  it('AB-09 the app link is the tablet blocker’s only: other modes do not show it', () => {
    expect(render({ mode: 'default' })).not.toContain('paywall__app-open');
    expect(render({ mode: 'trialBlocker' })).not.toContain('paywall__app-open');
  });
});

describe('the offer’s pictures (AB-09)', () => {
  const pictures = {
    ...config,
    paywall_desktopImage: 'https://img.example/wide.png',
    paywall_mobileImage: 'https://img.example/phone.png',
    paywall_trialImage: 'https://img.example/trial.png',
  };

  it('AB-09 the phone picture is a source for narrow windows over the desktop picture, in a reserved box', () => {
    const html = render({}, pictures);
    expect(html).toContain(
      `<picture class="paywall__picture"><source media="${PAYWALL_NARROW_MEDIA}" srcSet="https://img.example/phone.png"/>` +
        '<img class="paywall__image" src="https://img.example/wide.png" alt="" width="96" height="96"/></picture>',
    );
    expect(html).not.toContain('trial.png');
  });

  it('AB-09 the trial blocker shows the trial picture at every width', () => {
    const html = render({ mode: 'trialBlocker' }, pictures);
    expect(html).toContain('<img class="paywall__image" src="https://img.example/trial.png"');
    expect(html).not.toContain('<source');
    expect(html).not.toContain('wide.png');
  });

  it('AB-09 a trial without its own picture keeps the offer’s; a renewal never shows the trial’s', () => {
    const { paywall_trialImage: _, ...noTrial } = pictures;
    expect(render({ mode: 'trialBlocker' }, noTrial)).toContain('src="https://img.example/wide.png"');
    const renewal = render({ mode: 'trialBlocker', expiredSubscription: true }, pictures);
    expect(renewal).toContain('src="https://img.example/wide.png"');
    expect(renewal).not.toContain('trial.png');
  });

  it('AB-09 only the phone picture configured: it serves every width; none: no picture at all', () => {
    const { paywall_desktopImage: _, ...phoneOnly } = pictures;
    const html = render({}, phoneOnly);
    expect(html).toContain('src="https://img.example/phone.png"');
    expect(html).not.toContain('<source');
    expect(render()).not.toContain('<picture');
  });

  it('AB-09 refuses a picture address that is not http(s) or a site path', () => {
    const html = render(
      {},
      {
        ...pictures,
        paywall_desktopImage: 'javascript:alert(1)',
        paywall_mobileImage: 'data:image/png;base64,AA',
      },
    );
    expect(html).not.toContain('<picture');
  });
});

describe('the student offer link (AB-09)', () => {
  const student = {
    ...config,
    paywall_studentOfferText: 'Students: half price',
    paywall_studentOfferLink: '/prime?offer=student',
  };

  it('AB-09 a link to this site’s plans page carries the story as the way back', () => {
    expect(render({}, student)).toContain(
      `<a href="/prime?offer=student&amp;return=${encodeURIComponent(STORY)}">Students: half price</a>`,
    );
  });

  it('AB-09 a link elsewhere, or one with its own return, is left as configured', () => {
    expect(render({}, { ...student, paywall_studentOfferLink: 'https://students.example/prime' })).toContain(
      'href="https://students.example/prime"',
    );
    expect(render({}, { ...student, paywall_studentOfferLink: '/prime?offer=student&return=%2F' })).toContain(
      'href="/prime?offer=student&amp;return=%2F"',
    );
  });
});
