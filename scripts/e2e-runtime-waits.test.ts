import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedHelpers, findRuntimeWaits, type RuntimeWait, scanE2e } from './e2e-runtime-waits.ts';
import { repoRoot } from './stack.ts';

// Issue 27 (RX-01): no end-to-end test waits for the island runtime before it acts. A reader
// does not wait; a test that does cannot see the input a sleeping island loses.

/**
 * Tests of the runtime itself: what they wait for is the subject (a trigger fired, an island
 * still asleep, the island's own clock started), not a way of making a later press safe. Each
 * names the file and the test.
 */
const RUNTIME_TESTS: readonly { file: string; test: string; why: string }[] = [
  {
    file: 'video-page.spec.ts',
    test: 'VD-03: once played, the player pops up past 500 px of scroll',
    why: 'the `play` trigger: the player is asleep until the video plays, then wakes',
  },
  {
    file: 'chat-assistant.spec.ts',
    test: 'no assistant script is requested before the float is used; reaching for it loads it',
    why: 'the `interaction` trigger: scrolling leaves the assistant asleep, the first press wakes it',
  },
  {
    file: 'prime-nudge.spec.ts',
    test: 'AR-16: an anonymous reader sees the bar only after scrolling past 100px; the island wakes on scroll',
    why: 'the `scroll` trigger: the first scroll wakes the nudge, which then keeps the bar hidden under 100 px',
  },
  {
    file: 'liveblog-page.spec.ts',
    test: 'an update an editor posts appears on the open page within 30 s',
    why: 'the island’s own clock: its first ask is due 30 s after it woke, so the paused clock starts there; the one press after is on the button only the awake island shows, for the update it fetched',
  },
];

const allowed = (wait: RuntimeWait) =>
  RUNTIME_TESTS.some((entry) => wait.file === entry.file && wait.where.startsWith(entry.test));

const e2eDir = join(repoRoot, 'apps/site/e2e');

describe('end-to-end tests act as readers do, without waiting for the island runtime (issue 27)', () => {
  it('no e2e test or helper waits for the runtime (islandListening, data-island-state, "hydrated") before it acts', () => {
    const found = scanE2e(e2eDir).filter((wait) => !allowed(wait));
    expect(
      found.map((w) => `${w.file}:${w.waitLine} waits, then acts at line ${w.actLine}: ${w.where}`),
    ).toEqual([]);
  });

  it('every allowed runtime test still exists and still waits (no stale exceptions)', () => {
    const found = scanE2e(e2eDir);
    for (const entry of RUNTIME_TESTS)
      expect(
        found.some((wait) => wait.file === entry.file && wait.where.startsWith(entry.test)),
        `${entry.file}: ${entry.test}`,
      ).toBe(true);
  });
});

describe('what counts as waiting for the runtime before acting', () => {
  const spec = (body: string, helpers = '') =>
    findRuntimeWaits(
      'x.spec.ts',
      `import { expect, test } from '@playwright/test';\n${helpers}\ntest('case', async ({ page }) => {\n${body}\n});\n`,
    ).map((wait) => `${wait.where}:${wait.waitLine}->${wait.actLine}`);

  it('islandListening, then a click', () => {
    expect(spec(`await islandListening(page, 'mail');\nawait page.getByRole('button').click();`)).toEqual([
      'case:4->5',
    ]);
  });

  it('an expectation on data-island-state, then a fill, a tap, a press or a hover', () => {
    for (const action of ['fill("x")', 'tap()', 'press("Enter")', 'hover()', 'check()']) {
      expect(
        spec(
          `await expect(page.locator('[data-island="x"]')).toHaveAttribute('data-island-state', 'hydrated');\nawait page.locator('input').${action};`,
        ),
      ).toEqual(['case:4->5']);
    }
  });

  it('a waitForFunction or a selector on the state, then the keyboard', () => {
    expect(
      spec(
        `await page.waitForSelector('[data-island-state="hydrated"]');\nawait page.keyboard.press('Tab');`,
      ),
    ).toEqual(['case:4->5']);
  });

  it('a helper of the spec that waits, then an action in the test; and a helper that waits and acts', () => {
    const helpers = `async function awake(page) {\n  await expect(page.locator('[data-island="p"]')).toHaveAttribute('data-island-state', 'hydrated');\n}\nconst open = async (page) => {\n  await awake(page);\n  await page.getByRole('tab').click();\n};`;
    expect(spec(`await awake(page);\nawait page.getByRole('radio').check();`, helpers)).toEqual([
      'open:6->7',
      'case:10->11',
    ]);
    expect(spec(`await open(page);`, helpers)).toEqual(['open:6->7', 'case:10->10']);
  });

  it('an arrow helper with an expression body counts too', () => {
    const helpers = `const hydrated = (page) => expect(page.locator('[data-island="x"]')).toHaveAttribute('data-island-state', 'hydrated');`;
    expect(spec(`await hydrated(page);\nawait page.getByRole('button').click();`, helpers)).toEqual([
      'case:4->5',
    ]);
  });

  it('a helper of another e2e module, imported', () => {
    const shared = exportedHelpers(
      'islands.ts',
      `export async function ready(page) { await expect(page.locator('x')).toHaveAttribute('data-island-state', /hydrated/); }`,
    );
    const found = findRuntimeWaits(
      'y.spec.ts',
      `test('case', async ({ page }) => {\n  await ready(page);\n  await page.locator('a').click();\n});`,
      shared,
    );
    expect(found.map((w) => `${w.where}:${w.waitLine}->${w.actLine}`)).toEqual(['case:2->3']);
  });

  it('not: acting first and then asserting the state, reading the state after the last action, or a wait on another page', () => {
    expect(
      spec(
        `await page.getByRole('button').click();\nawait expect(page.locator('[data-island="x"]')).toHaveAttribute('data-island-state', 'hydrated');`,
      ),
    ).toEqual([]);
    expect(
      spec(
        `await page.goto('/');\nawait expect(page.locator('[data-island="x"]')).toHaveAttribute('data-island-state', 'hydrated');\nawait page.goto('/b');\nawait page.getByRole('button').click();`,
      ),
    ).toEqual([]);
    // A data-state of the widget itself is the outcome a reader sees, not the runtime.
    expect(
      spec(
        `await expect(page.locator('.poll')).toHaveAttribute('data-state', 'unvoted');\nawait page.locator('input').check();`,
      ),
    ).toEqual([]);
  });

  it('test titles written as templates are read', () => {
    const found = findRuntimeWaits(
      'z.spec.ts',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a spec's source text, with its template title
      'for (const w of [1]) test(`at ${w} px`, async ({ page }) => {\n  await islandListening(page, "x");\n  await page.mouse.down();\n});',
    );
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the title as written in that source
    expect(found.map((w) => w.where)).toEqual(['at ${w} px']);
  });
});
