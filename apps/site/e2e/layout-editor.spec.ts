import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { longFreeArticle } from './content.ts';
import { DEMO_PASSWORD } from './signIn.ts';
import { withSpareStack } from './spareStack.ts';

// ED-04 the layout editor, against a site and backend of their own (a fresh in-memory store), so
// the versions saved here never reach the other tests' pages: an editor reorders the article
// sidebar's foot by keyboard and saves; a widget with a bad prop is refused with its field named;
// fixed and saved, the article page shows it (through the site, no restart); a revert takes it
// away again. Readers who are not editors get the sign-in or a 404.

const TEST_TITLE = 'Editors test list';

async function signInAt(page: Page, siteUrl: string, email: string, returnTo: string) {
  await page.goto(`${siteUrl}/login?return=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

const footList = (page: Page) => page.locator('[data-slot-list="fragment sidebarFoot"]');
const editorState = (page: Page) => page.locator('.layout-editor');
const itemLabels = (list: Locator) => list.locator('li .slot-item__label').allTextContents();

async function addMostPopular(page: Page, count: string) {
  const form = page.locator('.add-widget');
  await form.getByLabel('To the list').selectOption({ label: 'fragment sidebarFoot' });
  await form.getByLabel('Widget', { exact: true }).selectOption('most-popular');
  // The form comes from the contract: its defaults filled in, each field explained.
  await expect(form.getByLabel('count')).toHaveValue('5');
  await expect(form.getByText('How many stories, numbered (AR-18)')).toBeVisible();
  await form.getByLabel('count').fill(count);
  await form.getByLabel('title').fill(TEST_TITLE);
  await form.getByRole('button', { name: 'Add most-popular' }).click();
}

test('ED-04 an editor reorders by keyboard, is refused a bad prop by name, saves, and the site follows; revert undoes it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const story = await longFreeArticle();
  await withSpareStack({ siteEnv: { LAYOUT_REFRESH_SECONDS: '1' } }, async ({ siteUrl }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAt(page, siteUrl, 'editor@demo.ledger', '/');
    await page.goto(`${siteUrl}/_editor/layouts?kind=article`);
    await expect(editorState(page)).toHaveAttribute('data-state', 'clean');
    const foot = footList(page);
    const before = await itemLabels(foot);
    expect(before.slice(0, 3)).toEqual([
      'recommendations #recommendations',
      'ad-slot #recommendations-sponsored',
      'most-popular',
    ]);

    // Keyboard: focus most-popular's handle, Alt+ArrowUp; the move is announced and focus stays on it.
    const handle = foot.getByRole('button', { name: /^most-popular, 3 of \d+ in fragment sidebarFoot/ });
    await handle.focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(page.locator('[aria-live="polite"]')).toHaveText(
      /most-popular moved to 2 of \d+ in fragment sidebarFoot/,
    );
    expect((await itemLabels(foot)).slice(0, 3)).toEqual([
      'recommendations #recommendations',
      'most-popular',
      'ad-slot #recommendations-sponsored',
    ]);
    await expect(foot.getByRole('button', { name: /^most-popular, 2 of/ })).toBeFocused();
    await expect(editorState(page)).toHaveAttribute('data-state', 'dirty');
    await page.getByRole('button', { name: 'Save layout' }).click();
    await expect(editorState(page)).toHaveAttribute('data-state', 'saved');
    await expect(page.getByRole('status')).toContainText('Version 1.');

    // A bad prop: refused in the browser with its json path, beside the slot too.
    await addMostPopular(page, '99');
    await page.getByRole('button', { name: 'Save layout' }).click();
    await expect(editorState(page)).toHaveAttribute('data-state', 'refused');
    const faults = page.getByRole('list', { name: 'Faults' });
    await expect(faults).toContainText(/fragments\.sidebarFoot\[\d+\]\.props\.count: Too big/);
    await expect(foot.locator('li[data-invalid="true"]')).toContainText('props.count');
    await page.screenshot({ path: testInfo.outputPath('editor-refused-1280.png'), fullPage: false });

    // Fixed: the bad slot removed, added again with a good count, saved.
    await foot
      .locator('li[data-invalid="true"]')
      .getByRole('button', { name: /^Remove/ })
      .click();
    await addMostPopular(page, '4');
    await page.getByRole('button', { name: 'Save layout' }).click();
    await expect(editorState(page)).toHaveAttribute('data-state', 'saved');
    await expect(page.getByRole('status')).toContainText('Version 2.');
    expect(await axeViolations(page, '.layout-editor')).toEqual([]);

    // The site follows without a restart: the article's sidebar has the new list.
    const reader = await page.context().newPage();
    await reader.goto(`${siteUrl}${story.url}`);
    const aside = reader.locator('.article-aside').first();
    await expect(aside.getByRole('heading', { name: TEST_TITLE })).toBeVisible();

    // The history: a diff of version 1 against the current shows the added list; revert to 1.
    await page.getByRole('button', { name: 'Diff of version 1' }).click();
    await expect(
      page.locator('.version-diff [data-change="added"]').filter({ hasText: TEST_TITLE }),
    ).toHaveCount(1);
    await page.getByRole('button', { name: 'Revert to version 1' }).click();
    await expect(editorState(page)).toHaveAttribute('data-state', 'saved');
    await expect(page.getByRole('status')).toContainText('Version 3.');
    await expect(page.locator('.version-history')).toContainText('revert to 1');
    await reader.reload();
    await expect(
      reader.locator('.article-aside').first().getByRole('heading', { name: TEST_TITLE }),
    ).toHaveCount(0);

    await page.screenshot({ path: testInfo.outputPath('editor-1280.png'), fullPage: false });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('editor-360.png'), fullPage: false });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('ED-04 the editor is for editors only: sign-in first, then a 404 for any other reader', async ({
  page,
}) => {
  await withSpareStack({}, async ({ siteUrl }) => {
    await page.goto(`${siteUrl}/_editor/layouts`);
    await expect(page).toHaveURL(/\/login\?return=%2F_editor%2Flayouts/);
    await signInAt(page, siteUrl, 'reader@demo.ledger', '/');
    const response = await page.goto(`${siteUrl}/_editor/layouts`);
    expect(response?.status()).toBe(404);
    const api = await page.request.get(`${siteUrl}/_editor/layouts/api/article`);
    expect(api.status()).toBe(403);
  });
});
