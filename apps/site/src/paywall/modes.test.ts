import { afterEach, describe, expect, it } from 'vitest';
import { READER_TOKEN } from '../server/testing/fakeReaders.ts';
import {
  BENEFIT_GROUPS,
  PAYWALL_TEXTS,
  PREMIUM_PATH,
  sessionCookieHeader,
  startTestSite,
  type TestSite,
} from '../server/testing/testSite.ts';
import { readPaywallSettings } from './settings.ts';

// AB-09 on the server: the mode the page is first rendered in (the browser may then choose
// primeUserLogin or defaultSticky, which only it can know), the benefits, and the switches.

let site: TestSite;
afterEach(async () => {
  await site?.close();
});

const page = async (path: string, headers: Record<string, string> = {}) => {
  const answer = await fetch(`${site.url}${path}`, { headers });
  return { html: await answer.text(), cache: answer.headers.get('x-page-cache') };
};
const signedIn = { cookie: sessionCookieHeader(READER_TOKEN) };

describe('the paywall modes as the server renders them (AB-09)', () => {
  it('gives a reader not signed in the default blocker while the trial is closed to newcomers', async () => {
    site = await startTestSite();
    const { html } = await page(PREMIUM_PATH);
    expect(html).toContain('data-mode="default"');
    expect(html).toContain('data-island="paywall"');
  });

  it('offers a reader not signed in the trial when the editors open it to newcomers', async () => {
    site = await startTestSite();
    site.paywallConfig = { paywall_trialForNewcomers: '1' };
    const { html } = await page(PREMIUM_PATH);
    expect(html).toContain('data-mode="trialBlocker"');
    expect(html).toContain(PAYWALL_TEXTS.paywall_trialHeader);
  });

  it('does not offer the newcomers’ trial to a signed-in reader who is not eligible', async () => {
    site = await startTestSite();
    site.paywallConfig = { paywall_trialForNewcomers: '1' };
    const { html } = await page(PREMIUM_PATH, signedIn);
    expect(html).toContain('data-mode="default"');
  });

  it('sends a tablet reader to the app (iPadBlocker)', async () => {
    site = await startTestSite();
    site.paywallConfig = {
      paywall_appHeader: 'Read it in the app',
      paywall_appStoreLink: 'https://apps.example/ios',
    };
    const { html } = await page(PREMIUM_PATH, { 'x-device-type': 'tablet' });
    expect(html).toContain('data-mode="iPadBlocker"');
    expect(html).toContain('Read it in the app');
    expect(html).toContain('href="https://apps.example/ios"');
  });

  it('shows the benefits under the blocker, each with one of its stories', async () => {
    site = await startTestSite();
    const { html } = await page(PREMIUM_PATH);
    const benefit = BENEFIT_GROUPS[0]!.benefits[0]!;
    expect(html).toContain('class="paywall-benefits"');
    expect(html).toContain(benefit.title);
    // The story under the paywall (77) is not offered again: the next one is.
    expect(html).toContain(`<a href="${benefit.stories[1]!.url}">`);
    expect(html).not.toContain(`<a href="${benefit.stories[0]!.url}">`);
    expect(site.calls.find((call) => call.path === '/benefits')?.headers.get('client-id')).toBe('ledger-web');
  });

  it('leaves the benefits out when the backend cannot give them, and does not keep that page', async () => {
    site = await startTestSite();
    site.failing = (path) => path === '/benefits';
    const first = await page(PREMIUM_PATH);
    expect(first.html).toContain('class="paywall"');
    expect(first.html).not.toContain('class="paywall-benefits"');
    site.failing = () => false;
    const second = await page(PREMIUM_PATH);
    expect(second.cache).not.toBe('hit');
    expect(second.html).toContain('class="paywall-benefits"');
  });
});

describe('readPaywallSettings (AB-09)', () => {
  it.each([
    [{}, 0, false],
    [{ paywall_stickyPercent: '20', paywall_trialForNewcomers: '1' }, 20, true],
    [{ paywall_stickyPercent: ' 100 ' }, 100, false],
    [{ paywall_stickyPercent: '250' }, 100, false],
    [{ paywall_stickyPercent: '-5' }, 0, false],
    [{ paywall_stickyPercent: '12.5' }, 0, false],
    [{ paywall_stickyPercent: 'lots', paywall_trialForNewcomers: 'yes' }, 0, false],
  ])('reads %j as %d%% sticky, trial for newcomers %s', (config, percent, trial) => {
    expect(readPaywallSettings(config)).toEqual({ stickyPercent: percent, trialForNewcomers: trial });
  });
});
