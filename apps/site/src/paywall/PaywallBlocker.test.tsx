import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PaywallBlocker, type PaywallBlockerProps } from './PaywallBlocker.tsx';
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
