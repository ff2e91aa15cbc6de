import { expect, type Page, type Request, test } from '@playwright/test';
import { apiUrl, article, freeStoryOfSection, longFreeArticle } from './content.ts';
import { signIn } from './signIn.ts';

// AB-23 the ad loader on a real article page (the house ad server, offline); AB-19 the product
// card's tagged link and the affiliate redirect; AB-11 an article of four sections as a reader
// sees it, at a phone's and a desktop's width. The stack below each story (AB-06) is held back:
// each test is about its own story.

const BUDGET = 0.002;
/** The seed's shopping story with every kind of product card (seed/shop.ts `shopLandmarks`). */
const SHOPPING_STORY = '125500001';
const AMAZON_TAG = 'economicledger-21';
const REFUSAL = 'This link does not lead to a shop we link to, so it goes nowhere.';

const adRequests = (page: Page) => {
  const asked: Request[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/ads') || pathname.startsWith('/ads/')) asked.push(request);
  });
  return asked;
};

test.beforeEach(async ({ page }) => {
  await page.route('**/_stack/**', (route) => route.abort());
});

test.describe('AB-23 the ad loader', () => {
  test('AB-23 fills the top ad in its reserved box without moving anything, and counts the impression', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          w.__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const asked = adRequests(page);
    const impression = page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/api/ads/impression' && r.method() === 'POST',
    );
    await page.goto(await freeStoryOfSection('5575607'));
    const box = page.locator('[data-ad-slot="topad"]').first();
    // The server's HTML reserves the 300 × 250 frame and its label before any script runs.
    const frame = box.locator('[data-ad-frame]');
    const before = await frame.boundingBox();
    // 300 × 250 inside its 1 px rule.
    expect(before).toMatchObject({ width: 302, height: 252 });
    await expect(box).toContainText('Advertisement');

    await expect(box).toHaveAttribute('data-ad-state', 'shown', { timeout: 15_000 });
    const creative = box.frameLocator('iframe.ad-slot__creative').locator('[data-ad-creative]');
    await expect(creative).toBeVisible();
    expect(await box.locator('iframe.ad-slot__creative').boundingBox()).toMatchObject({
      width: 300,
      height: 250,
    });
    expect(await frame.boundingBox()).toEqual(before);
    await impression;
    expect(asked.some((r) => new URL(r.url()).pathname === '/api/ads')).toBe(true);

    const shift = await page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return (window as unknown as { __shift: number }).__shift;
    });
    expect(shift).toBeLessThanOrEqual(BUDGET);
  });

  test('AB-23 asks nothing of the ad server for a Prime reader, and shows no ad box', async ({ page }) => {
    const url = await freeStoryOfSection('5575607');
    await signIn(page, 'prime@demo.ledger', url);
    const asked = adRequests(page);
    await page.reload();
    await expect(page.locator('article').first()).toBeVisible();
    // Give a loader that should not exist the time of all its polls and its retry.
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(4000);
    await expect(page.locator('[data-ad-slot]')).toHaveCount(0);
    expect(asked.map((r) => r.url())).toEqual([]);
  });

  test('AB-03 AB-23 fills the mid-article video slot at break 5 with the newest video, counts its impression and click, moves nothing', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          w.__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const served = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/api/ads' && new URL(r.url()).searchParams.get('slot') === 'video',
    );
    await page.goto((await longFreeArticle()).url);
    const box = page.locator('article').first().locator('[data-ad-slot="video"]');
    await expect(box).toHaveCount(1);
    // Before any script: the 16:9 frame as wide as the column, labelled, at its place in the page.
    await expect(box).toHaveAttribute('data-ad-state', 'requesting');
    await expect(box).toContainText('Advertisement');
    const frame = box.locator('[data-ad-frame]');
    const place = () =>
      frame.evaluate((element) => {
        const r = element.getBoundingClientRect();
        return { top: Math.round(r.top + window.scrollY), width: r.width, height: r.height };
      });
    const before = await place();
    expect(before.width).toBeGreaterThan(300);
    expect(Math.abs(before.width / before.height - 16 / 9)).toBeLessThan(0.02);

    await box.scrollIntoViewIfNeeded();
    const ad = (await (await served).json()) as { ad: { creativeId: number; token: string } };
    const impression = page.waitForRequest(
      (r) =>
        new URL(r.url()).pathname === '/api/ads/impression' &&
        r.method() === 'POST' &&
        (r.postData() ?? '').includes(ad.ad.token),
    );
    const report = async () => {
      const rows = (
        (await (await fetch(`${apiUrl}/ads/report`)).json()) as {
          rows: { creativeId: number; slot: string; impressions: number; clicks: number }[];
        }
      ).rows;
      return rows.find((row) => row.creativeId === ad.ad.creativeId && row.slot === 'video');
    };
    await expect(box).toHaveAttribute('data-ad-state', 'shown', { timeout: 15_000 });
    const creative = box.frameLocator('iframe.ad-slot__creative').locator('a[data-ad-format="video"]');
    await expect(creative).toBeVisible();
    await expect(creative.locator('img')).toHaveJSProperty('complete', true);
    const title = ((await creative.locator('.ad-creative__title').textContent()) ?? '').replace(
      /^Watch:\s*/,
      '',
    );
    expect(title.length).toBeGreaterThan(5);
    expect(await place()).toEqual(before);
    await impression;
    await expect.poll(async () => (await report())?.impressions ?? 0).toBeGreaterThan(0);
    const counted = (await report())!;

    const shift = await page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return (window as unknown as { __shift: number }).__shift;
    });
    expect(shift).toBeLessThanOrEqual(BUDGET);

    // A click: counted once, then on to that video's own page.
    await creative.click();
    await page.waitForURL(/\/videoshow\/\d+\.cms$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect.poll(async () => (await report())?.clicks).toBe(counted.clicks + 1);
  });

  test('AB-03 AB-23 a Prime reader’s article has no video slot and asks the ad server nothing', async ({
    page,
  }) => {
    const url = (await longFreeArticle()).url;
    await signIn(page, 'prime@demo.ledger', url);
    const asked = adRequests(page);
    await page.reload();
    const story = page.locator('article').first();
    await expect(story).toBeVisible();
    await expect(story.locator('.widget--recommendations').first()).toBeVisible();
    await story.locator('.widget--recommendations').first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(4000);
    await expect(page.locator('[data-ad-slot="video"]')).toHaveCount(0);
    expect(asked.map((r) => r.url())).toEqual([]);
  });

  for (const query of ['opt=1', 'skip_taboola=1']) {
    test(`AB-23 ${query} leaves every ad box out and asks nothing`, async ({ page }) => {
      const asked = adRequests(page);
      await page.goto(`${await freeStoryOfSection('5575607')}?${query}`);
      await page.mouse.wheel(0, 2000);
      await page.waitForTimeout(3000);
      await expect(page.locator('[data-ad-slot]')).toHaveCount(0);
      expect(asked.map((r) => r.url())).toEqual([]);
    });
  }
});

test.describe('AB-19 the product card and the affiliate redirect', () => {
  test('AB-19 a listed product with a picture has a card whose link carries the tag through the redirect', async ({
    page,
  }) => {
    const story = await article(SHOPPING_STORY);
    await page.goto(String(story.url));
    const cards = page.locator('article').first().locator('.product-card');
    // Five product nodes: one without a primary picture and one the story does not list show no card.
    await expect(cards).toHaveCount(3);
    const first = cards.first();
    await expect(first).toContainText('₹');
    const buy = first.getByRole('link', { name: /Buy on Amazon/ });
    await expect(buy).toHaveAttribute('rel', /sponsored/);
    const href = (await buy.getAttribute('href')) ?? '';
    const link = new URL(href, page.url());
    expect(link.pathname).toBe('/feeds/affiliate_amazon.cms');
    expect(new URL(link.searchParams.get('url') ?? '').hostname).toMatch(/^(www\.)?amazon\.in$/);

    const answer = await page.request.get(link.href, { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    const shop = new URL(answer.headers().location ?? '');
    expect(shop.protocol).toBe('https:');
    expect(shop.hostname).toMatch(/^(www\.)?amazon\.in$/);
    expect(shop.searchParams.get('tag')).toBe(AMAZON_TAG);
  });

  test('AB-19 the redirect refuses a foreign host in words and sends the reader nowhere', async ({
    page,
  }) => {
    for (const foreign of [
      'https://evil.example/dp/B0CHX1W1XY',
      'https://www.amazon.in.evil.example/dp/B0CHX1W1XY',
      'https://user@www.amazon.in/dp/B0CHX1W1XY',
      'http://www.amazon.in/dp/B0CHX1W1XY',
      '//evil.example/',
    ]) {
      const answer = await page.request.get(
        `/feeds/affiliate_amazon.cms?${new URLSearchParams({ url: foreign })}`,
        { maxRedirects: 0 },
      );
      expect(answer.status(), foreign).toBe(400);
      expect(answer.headers().location, foreign).toBeUndefined();
      expect(await answer.text(), foreign).toBe(REFUSAL);
    }
    // A Noon address under Amazon's name is as foreign.
    const crossed = await page.request.get(
      `/feeds/affiliate_amazon.cms?${new URLSearchParams({ url: 'https://www.noon.com/uae-en/x/N53346840A/p/' })}`,
      { maxRedirects: 0 },
    );
    expect(crossed.status()).toBe(400);
    // What a reader following such a link sees.
    await page.goto(`/feeds/affiliate_amazon.cms?${new URLSearchParams({ url: 'https://evil.example/' })}`);
    expect(new URL(page.url()).hostname).toBe('127.0.0.1');
    await expect(page.locator('body')).toHaveText(REFUSAL);
  });
});

test.describe('AB-11 an article of four sections, as a reader sees it', () => {
  const sections = [
    ['markets', '13352306'],
    ['tech', '13357270'],
    ['NRI bulletin', '7771250'],
    ['wealth', '837555174'],
  ] as const;
  for (const { width, height } of [
    { width: 360, height: 780 },
    { width: 1280, height: 800 },
  ]) {
    test(`AB-11 screenshots at ${width} px: markets, tech, NRI bulletin, wealth`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height });
      for (const [name, subsec1] of sections) {
        await page.goto(await freeStoryOfSection(subsec1));
        const aside = page.locator('aside.article-aside').first();
        // The ad wakes as its box comes near the view (below the story on a phone).
        const topAd = page.locator('[data-ad-slot="topad"]').first();
        await topAd.scrollIntoViewIfNeeded();
        await expect(topAd).toHaveAttribute('data-ad-state', 'shown', { timeout: 15_000 });
        await page.evaluate(() => window.scrollTo(0, 0));
        // Nothing wider than the screen (a 360 px phone scrolls only down).
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${name} at ${width}`).toBeLessThanOrEqual(0);
        const slug = name.replace(/\s+/g, '-').toLowerCase();
        await page.screenshot({ path: testInfo.outputPath(`${slug}-${width}-top.png`) });
        // Through the sidebar a screen at a time, as a reader would: its pictures and ads load near the view.
        for (const ad of await aside.locator('[data-ad-slot]').all()) {
          await ad.scrollIntoViewIfNeeded();
          await expect(ad).toHaveAttribute('data-ad-state', /^(shown|empty)$/, { timeout: 15_000 });
        }
        for (const picture of await aside.locator('img[loading="lazy"]').all()) {
          await picture.scrollIntoViewIfNeeded();
        }
        await expect
          .poll(() =>
            aside.locator('img').evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete)),
          )
          .toBe(true);
        await aside.screenshot({ path: testInfo.outputPath(`${slug}-${width}-sidebar.png`) });
      }
    });
  }
});
