import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, type Request, test } from '@playwright/test';
import { apiUrl, article } from './content.ts';

// AB-11 / AB-25 "Ask the Ledger" in Chromium against the seeded backend: the float on an NRI
// bulletin story for a reader in India, opened by keyboard, answering from the publication's own
// stories (the same answer the backend gives), keeping the conversation; refusals beside the
// field without a request; Escape returning focus; no float outside India; no assistant script
// before the reader reaches for the float; nothing covering the sticky bar; screenshots at 360
// and 1280 px.

const STORY = '125400177'; // NRI bulletin (7771250): "Indian nurses, engineers in demand as Australia eases work permits"
const QUESTION = 'What are the new student visa rules in Canada?';
const FOLLOW_UP = 'Are nurses in demand in Australia?';
const ISLAND_SCRIPT = /\/assets\/chat-assistant\.island-[\w-]+\.js$/;

/** The backend's own answer to a question asked from the story (from an address of the test's own). */
async function backendAnswer(question: string) {
  const response = await fetch(`${apiUrl}/assistant/ask`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.77.0.1' },
    body: JSON.stringify({ question, msid: STORY }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    answer: string;
    sources: { msid: string; title: string; url: string }[];
  };
}

async function storyPath(): Promise<string> {
  const data = await article(STORY);
  expect((data.subsecnames as { subsec1?: string }).subsec1, 'the seed’s NRI bulletin story').toBe('7771250');
  return String(data.url);
}

const float = (page: Page) => page.getByRole('button', { name: 'Ask the Ledger', exact: true });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Ask the Ledger' });
const field = (page: Page) => panel(page).getByRole('textbox', { name: 'Your question' });
const conversation = (page: Page) => panel(page).getByRole('log', { name: 'Conversation' });

/** Every request the page makes, and the questions it sends, from the start. */
function recordRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return {
    scripts: () => requests.map((r) => r.url()).filter((url) => ISLAND_SCRIPT.test(url)),
    questions: () => requests.filter((r) => new URL(r.url()).pathname === '/api/assistant/ask'),
  };
}

test.describe('AB-25 a reader in India on an NRI bulletin story', () => {
  test.use({ extraHTTPHeaders: { 'x-reader-geo': 'IN' }, viewport: { width: 1280, height: 800 } });

  test('sees the float, opens it by keyboard, asks twice and keeps both answers, with sources that answer 200; Escape closes and focus returns', async ({
    page,
  }) => {
    const requests = recordRequests(page);
    // The island hydrates the server's float as it is: no mismatch, no error, on the way.
    const consoleMessages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') consoleMessages.push(message.text());
    });
    await page.goto(await storyPath());
    await expect(float(page)).toBeVisible();
    await expect(float(page)).toHaveAttribute('aria-expanded', 'false');

    // By keyboard: focus reaches the float, Enter opens the panel with focus in the field.
    await float(page).focus();
    await page.keyboard.press('Enter');
    await expect(panel(page)).toBeVisible();
    await expect(field(page)).toBeFocused();
    await expect(float(page)).toHaveAttribute('aria-expanded', 'true');

    // The first question: the backend's answer and sources, as links to the stories.
    const expected = await backendAnswer(QUESTION);
    expect(expected.sources.length).toBeGreaterThan(0);
    await page.keyboard.type(QUESTION);
    await page.keyboard.press('Enter');
    const first = conversation(page).locator('[data-exchange]').first();
    await expect(first.locator('[data-question]')).toContainText(QUESTION);
    await expect(first.locator('[data-answer] p').first()).toContainText(expected.answer);
    await expect(first.getByText('Read more:')).toBeVisible();
    const links = first.getByRole('link');
    await expect(links).toHaveText(expected.sources.map((source) => source.title));
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs).toEqual(expected.sources.map((source) => source.url));
    for (const href of hrefs) {
      const answer = await page.request.get(href, { maxRedirects: 0 });
      expect(answer.status(), href).toBe(200);
    }
    await expect(field(page)).toHaveValue('');

    // Again: the conversation keeps both, in order.
    const second = await backendAnswer(FOLLOW_UP);
    await field(page).fill(FOLLOW_UP);
    await panel(page).getByRole('button', { name: 'Ask', exact: true }).click();
    await expect(conversation(page).locator('[data-exchange]')).toHaveCount(2);
    await expect(conversation(page).locator('[data-question]')).toContainText([QUESTION, FOLLOW_UP]);
    await expect(
      conversation(page).locator('[data-exchange]').nth(1).locator('[data-answer] p').first(),
    ).toContainText(second.answer);
    // The story being read was sent with each question.
    expect(requests.questions().map((r) => r.postDataJSON())).toEqual([
      { question: QUESTION, msid: STORY },
      { question: FOLLOW_UP, msid: STORY },
    ]);

    // Escape closes; focus is back on the float; the conversation is still there on reopening.
    await field(page).focus();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    await expect(float(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(conversation(page).locator('[data-exchange]')).toHaveCount(2);
    expect(consoleMessages).toEqual([]);
  });

  test('an empty or too long question is refused next to the field, and never sent', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto(await storyPath());
    await float(page).click();
    await expect(field(page)).toBeFocused();

    await page.keyboard.press('Enter');
    const refusal = panel(page).getByRole('alert');
    await expect(refusal).toHaveText('Please type a question.');
    await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
    expect(await field(page).getAttribute('aria-describedby')).toContain(await refusal.getAttribute('id'));
    // Next to the field: right below it, within the panel's form.
    const [fieldBox, refusalBox] = [await field(page).boundingBox(), await refusal.boundingBox()];
    expect(refusalBox!.y).toBeGreaterThanOrEqual(fieldBox!.y + fieldBox!.height);
    expect(refusalBox!.y - (fieldBox!.y + fieldBox!.height)).toBeLessThan(24);

    await field(page).fill('x'.repeat(301));
    await expect(field(page)).not.toHaveAttribute('aria-invalid');
    await page.keyboard.press('Enter');
    await expect(refusal).toHaveText('Please keep your question to 300 characters or fewer.');
    await field(page).fill('   ');
    await panel(page).getByRole('button', { name: 'Ask', exact: true }).click();
    await expect(refusal).toHaveText('Please type a question.');
    expect(requests.questions()).toHaveLength(0);
  });

  test('no assistant script is requested before the float is used; reaching for it loads it', async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await page.goto(await storyPath(), { waitUntil: 'load' });
    // Reading the page: scrolling wakes the islands that wait for it, the assistant is not among them.
    await page.mouse.move(10, 400);
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(500);
    await page.mouse.wheel(0, -1500);
    await page.waitForTimeout(1000);
    expect(requests.scripts()).toEqual([]);
    await expect(page.locator('[data-island="chat-assistant"]').first()).toHaveAttribute(
      'data-island-state',
      'waiting',
    );
    // The first press loads the chunk, hydrates, and is replayed: the panel opens.
    await float(page).click();
    await expect(panel(page)).toBeVisible();
    expect(requests.scripts()).toHaveLength(1);
  });

  test('one float a page: the NRI stories stacked below (AB-06) carry theirs hidden', async ({ page }) => {
    await page.goto(await storyPath());
    const stackedFloats = page.locator('.stacked-article [data-island="chat-assistant"]');
    // The advertorial comes first, then the section's next older stories, NRI bulletin ones.
    for (let round = 0; round < 40 && (await stackedFloats.count()) === 0; round++) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(150);
    }
    expect(await stackedFloats.count()).toBeGreaterThan(0);
    await expect(stackedFloats.first().locator('.chat-assistant')).toBeHidden();
    await expect(float(page)).toHaveCount(1);
    await expect(float(page)).toBeVisible();
  });

  for (const { width, height } of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${width} px: the float and panel sit in the window, clear of the sticky bar; screenshots`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height });
      await page.goto(await storyPath());
      const box = (await float(page).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(box.y + box.height).toBeLessThanOrEqual(height);
      await page.screenshot({ path: testInfo.outputPath(`chat-float-${width}.png`) });

      // Scrolled into the body, the sticky bar shows at the top; the float stays clear of it.
      await page.mouse.wheel(0, 1200);
      const bar = page.locator('.sticky-bar');
      await expect(bar).toBeVisible();
      await float(page).click();
      await field(page).fill(QUESTION);
      await page.keyboard.press('Enter');
      await expect(conversation(page).locator('[data-exchange]')).toHaveCount(1);
      const barBox = (await bar.boundingBox())!;
      const panelBox = (await panel(page).boundingBox())!;
      expect(panelBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
      expect(panelBox.x).toBeGreaterThanOrEqual(0);
      expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(width);
      // What is on top at the bar's middle and at the panel's field is the bar and the field.
      expect(
        await page.evaluate(
          ([x, y]) => document.elementFromPoint(x!, y!)?.closest('.sticky-bar') !== null,
          [barBox.x + barBox.width - 20, barBox.y + barBox.height / 2],
        ),
      ).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`chat-panel-${width}.png`) });
    });
  }
});

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's violations inside the assistant (the float, and the panel when open). */
async function assistantViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: unknown): Promise<{ violations: unknown[] }> } })
      .axe;
    const { violations } = await axe.run({ include: [['.chat-assistant']] });
    return (violations as { id: string; nodes: { html: string }[] }[]).map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 120)).join(' | ')}`,
    );
  });
}

test.describe('AB-25 accessibility (axe)', () => {
  // axe is added through the DevTools protocol, which the page's CSP rightly does not allow.
  test.use({ extraHTTPHeaders: { 'x-reader-geo': 'IN' }, bypassCSP: true });

  test('nothing to fix in the float, the empty panel, an answer with sources, or a refusal', async ({
    page,
  }) => {
    await page.goto(await storyPath());
    expect(await assistantViolations(page)).toEqual([]);
    await float(page).click();
    await expect(field(page)).toBeFocused();
    expect(await assistantViolations(page)).toEqual([]);
    await page.keyboard.type(QUESTION);
    await page.keyboard.press('Enter');
    await expect(conversation(page).locator('[data-exchange]')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(panel(page).getByRole('alert')).toHaveText('Please type a question.');
    expect(await assistantViolations(page)).toEqual([]);
  });
});

test.describe('AB-25 the float gives way to the paywall band (AB-09)', () => {
  test.use({ extraHTTPHeaders: { 'x-reader-geo': 'IN' }, viewport: { width: 360, height: 740 } });

  test('while the band shows, the float sits above it, and the band stays on top', async ({ page }) => {
    await page.goto(await storyPath());
    const before = (await float(page).boundingBox())!;
    // The band as the paywall island shows it on a metered story (StickyFooterBand), with a long
    // editor's line that wraps on a phone.
    await page.evaluate(() => {
      const band = document.createElement('section');
      band.className = 'paywall-band';
      band.innerHTML =
        '<div class="paywall-band__inner"><p class="paywall-band__text">Every Prime story, the e-paper and no ads, from ₹299 a month, cancel any time</p>' +
        '<a class="paywall-band__cta" href="/prime">See plans</a><button type="button" class="paywall-band__close" aria-label="Close">×</button></div>';
      document.body.append(band);
    });
    const band = (await page.locator('.paywall-band').boundingBox())!;
    await expect.poll(async () => (await float(page).boundingBox())!.y).toBeLessThan(before.y);
    const lifted = (await float(page).boundingBox())!;
    expect(lifted.y + lifted.height).toBeLessThanOrEqual(band.y);
    // Where they would meet, the band is on top (its close button stays reachable).
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('.paywall-band') !== null,
      [band.x + band.width - 10, band.y + 5],
    );
    expect(onTop).toBe(true);
    await page.locator('.paywall-band').evaluate((node) => node.setAttribute('hidden', ''));
    await expect.poll(async () => (await float(page).boundingBox())!.y).toBe(before.y);
  });
});

test.describe('AB-25 a reader outside India', () => {
  test.use({ extraHTTPHeaders: { 'x-reader-geo': 'OTHER' } });

  test('sees no float on the same story', async ({ page }) => {
    await page.goto(await storyPath());
    await expect(page.locator('.article-aside [data-widget="most-popular"]')).toBeVisible();
    await expect(float(page)).toHaveCount(0);
    await expect(page.locator('[data-island="chat-assistant"]')).toHaveCount(0);
  });
});
