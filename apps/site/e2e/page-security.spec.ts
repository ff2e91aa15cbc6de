import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { latestStories, premiumStory } from './content.ts';
import { signIn } from './signIn.ts';

// Hardening #12 and #19 as a reader's browser sees them: on every page kind the Content Security
// Policy is enforced and nothing is refused by it (the inline boot script, JSON-LD and the islands
// all carry the nonce), the console has no errors (a missing favicon is one), and axe finds no
// duplicate landmarks.

declare global {
  interface Window {
    __violations: string[];
  }
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function watch(page: Page): Promise<{ errors: string[] }> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return { errors };
}

/**
 * Scrolls to the end and back, so islands woken by scrolling or sight load their scripts too. The
 * end is the page's as it loaded: the stories stacked below an article (AB-06) keep it growing.
 */
async function wakeEverything(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const end = document.body.scrollHeight;
    for (let y = 0; y < end; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
  });
  // Not 'networkidle': the stack's loader may be fetching the next story (AB-06). Every island
  // woken so far has loaded (or failed, which the console shows), and no story is on its way.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.querySelectorAll('[data-island-state="loading"], .story-stack[data-state="loading"]')
            .length,
      ),
    )
    .toBe(0);
  await page.waitForTimeout(300);
}

async function expectClean(page: Page, path: string, errors: string[]): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp, path).toMatch(/script-src 'nonce-[\w-]+' 'strict-dynamic'/);
  await wakeEverything(page);
  expect(await page.evaluate(() => window.__violations), path).toEqual([]);
  expect(errors, path).toEqual([]);
}

test('no CSP violation and no console error on home, article, premium, category, opinions and login', async ({
  page,
}) => {
  const { errors } = await watch(page);
  const [story] = await latestStories(1);
  const premium = await premiumStory();
  for (const path of ['/', story!.url, premium.url, '/markets', `/opinions/${story!.msid}.cms`, '/login']) {
    await expectClean(page, path, errors);
  }
  // The comments drawer brings in its own code and Radix's styles: still nothing refused.
  await page.goto(story!.url);
  await page.getByRole('button', { name: /^Comments: / }).click();
  await expect(page.getByRole('dialog', { name: 'Comments' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.__violations)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a Prime reader’s premium story is clean too', async ({ page }) => {
  const { errors } = await watch(page);
  const premium = await premiumStory();
  await signIn(page, 'prime@demo.ledger', premium.url);
  await expectClean(page, premium.url, errors);
});

test('an injected script does not run: the policy is enforced, not only sent', async ({ page }) => {
  await watch(page);
  await page.goto('/');
  const ran = await page.evaluate(async () => {
    // What stored markup would try: an inline handler. Only nonce-carrying scripts may run.
    const box = document.createElement('div');
    box.innerHTML = '<img src="data:," onerror="window.__injected = true">';
    document.body.append(box);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  expect(await page.evaluate(() => window.__violations)).toEqual([expect.stringMatching(/^script-src/)]);
});

test('axe: every landmark on home and article is unique', async ({ browser }) => {
  // axe is added through the DevTools protocol, which the page's CSP rightly does not allow.
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  const [story] = await latestStories(1);
  for (const path of ['/', story!.url]) {
    await page.goto(path);
    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as { axe: { run(options: unknown): Promise<{ violations: { id: string }[] }> } }
      ).axe;
      const result = await axe.run({
        runOnly: [
          'landmark-unique',
          'landmark-no-duplicate-contentinfo',
          'landmark-no-duplicate-banner',
          'landmark-no-duplicate-main',
        ],
      });
      return result.violations.map(
        (violation) =>
          `${violation.id}: ${(violation as unknown as { nodes: { html: string }[] }).nodes.map((node) => node.html.slice(0, 120)).join(' | ')}`,
      );
    });
    expect(violations, path).toEqual([]);
  }
  await context.close();
});

test('the favicon is there', async ({ request }) => {
  for (const path of ['/favicon.ico', '/favicon.svg']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
  }
});
