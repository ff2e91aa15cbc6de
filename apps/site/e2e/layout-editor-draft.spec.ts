import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { longFreeArticle } from './content.ts';
import { DEMO_PASSWORD } from './signIn.ts';
import { withSpareStack } from './spareStack.ts';

// ED-04 the layout editor's draft: the preview beside it follows the unsaved draft (a slot's
// settings changed in place, before any save; a fault shown in words in the pane), and a slot
// reordered by mouse (down, move, up) changes the draft's order and, once saved, the page. A site
// and backend of their own, so nothing saved here reaches the other tests' pages.

const DRAFT_TITLE = 'Draft only: most read';

async function signInAsEditor(page: Page, siteUrl: string) {
  await page.goto(`${siteUrl}/login?return=%2F`);
  await page.getByLabel('E-mail').fill('editor@demo.ledger');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

const footList = (page: Page) => page.locator('[data-slot-list="fragment sidebarFoot"]');
const itemLabels = (list: Locator) => list.locator('li .slot-item__label').allTextContents();
const preview = (page: Page) => page.locator('.draft-preview');
const frame = (page: Page) => page.frameLocator('.draft-preview iframe');

test('ED-04 a sidebar slot’s settings changed in place: the preview follows the draft before saving, and names a fault in words', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await withSpareStack({}, async ({ siteUrl }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsEditor(page, siteUrl);
    await page.goto(`${siteUrl}/_editor/layouts?kind=article`);
    await expect(page.locator('.layout-editor')).toHaveAttribute('data-state', 'clean');
    // The draft is the saved layout until it changes; the frame has the page.
    await expect(preview(page)).toHaveAttribute('data-state', 'shown');
    await expect(page.locator('.draft-preview__status')).toHaveText('Showing the saved layout.');
    const aside = frame(page).locator('.article-aside').first();
    await expect(aside.locator('[data-widget="most-popular"]')).toHaveCount(1);
    await expect(aside.getByRole('heading', { name: DRAFT_TITLE })).toHaveCount(0);

    // Settings of most-popular: the contract's form, filled with its props, by keyboard.
    const foot = footList(page);
    const open = foot.getByRole('button', { name: 'Settings of most-popular' });
    await open.focus();
    await page.keyboard.press('Enter');
    const settings = foot.locator('.slot-item__settings');
    await expect(settings.getByLabel('count')).toHaveValue('5');
    await expect(settings.getByLabel('count')).toBeFocused();
    await settings.getByLabel('count').fill('99');
    await settings.getByRole('button', { name: 'Apply settings' }).click();
    // Refused beside the field, in the layout check's words; the draft is unchanged.
    await expect(settings.getByLabel('count')).toHaveAttribute('aria-invalid', 'true');
    await expect(settings).toContainText('Too big: expected number to be <=10');
    await page.screenshot({ path: testInfo.outputPath('editor-settings-refused-1280.png') });
    await expect(page.locator('.layout-editor')).toHaveAttribute('data-state', 'clean');
    await settings.getByLabel('count').fill('4');
    await settings.getByLabel('title').fill(DRAFT_TITLE);
    await settings.getByLabel('title').press('Enter');
    await expect(settings).toHaveCount(0);
    await expect(open).toBeFocused();
    await expect(foot.locator('.slot-item__summary').filter({ hasText: DRAFT_TITLE })).toHaveText(
      `count: 4, title: "${DRAFT_TITLE}"`,
    );
    await expect(page.locator('.layout-editor')).toHaveAttribute('data-state', 'dirty');

    // The preview follows the unsaved draft once the editor pauses.
    await expect(preview(page)).toHaveAttribute('data-state', 'shown');
    await expect(page.locator('.draft-preview__status')).toHaveText('Showing your unsaved draft.');
    await expect(aside.getByRole('heading', { name: DRAFT_TITLE })).toBeVisible();
    await expect(aside.locator('[data-widget="most-popular"] li')).toHaveCount(4);
    await aside.getByRole('heading', { name: DRAFT_TITLE }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('editor-draft-preview-1280.png') });
    expect(await axeViolations(page, '.layout-editor')).toEqual([]);

    // Nothing was written: a reader's page still has the saved layout.
    const story = await longFreeArticle();
    const reader = await page.context().newPage();
    await reader.goto(`${siteUrl}${story.url}`);
    await expect(
      reader.locator('.article-aside').first().locator('[data-widget="most-popular"]'),
    ).toHaveCount(1);
    await expect(reader.getByRole('heading', { name: DRAFT_TITLE })).toHaveCount(0);
    await reader.close();

    // A draft with a fault: the pane shows it in words instead of the page.
    await foot.getByRole('button', { name: 'Condition of most-popular' }).click();
    await foot.getByLabel(/Show only when/).fill('{"field": "reader.tier", "eq": "premium"}');
    await foot.getByRole('button', { name: 'Apply condition' }).click();
    await expect(preview(page)).toHaveAttribute('data-state', 'shown');
    await expect(frame(page).getByRole('heading', { name: 'This draft has a fault' })).toBeVisible();
    await expect(frame(page).locator('.draft-faults')).toContainText('fragments.sidebarFoot[2].when');
    await page.screenshot({ path: testInfo.outputPath('editor-draft-fault-1280.png') });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.locator('.draft-preview').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('editor-draft-fault-360.png') });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('ED-04 a slot reordered by mouse: the draft’s order changes, and after saving the page’s', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const story = await longFreeArticle();
  await withSpareStack({ siteEnv: { LAYOUT_REFRESH_SECONDS: '1' } }, async ({ siteUrl }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsEditor(page, siteUrl);
    await page.goto(`${siteUrl}/_editor/layouts?kind=article`);
    await expect(page.locator('.layout-editor')).toHaveAttribute('data-state', 'clean');
    const foot = footList(page);
    const before = await itemLabels(foot);
    expect(before.slice(0, 3)).toEqual([
      'recommendations #recommendations',
      'ad-slot #recommendations-sponsored',
      'most-popular',
    ]);

    // Pointer only: press on most-popular's handle, move onto the first slot, release.
    const items = foot.locator(':scope > ol > li');
    // In the middle of the window: the pointer works on what is on screen, clear of the sticky bar.
    await items.nth(1).evaluate((item) => item.scrollIntoView({ block: 'center' }));
    const from = await items.nth(2).locator('.slot-item__handle').boundingBox();
    const to = await items.nth(0).boundingBox();
    if (!from || !to) throw new Error('the slots are not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 1);
    await page.mouse.up();

    expect((await itemLabels(foot)).slice(0, 3)).toEqual([
      'most-popular',
      'recommendations #recommendations',
      'ad-slot #recommendations-sponsored',
    ]);
    await expect(page.locator('.layout-editor')).toHaveAttribute('data-state', 'dirty');
    await page.screenshot({ path: testInfo.outputPath('editor-mouse-reorder-1280.png') });

    await page.getByRole('button', { name: 'Save layout' }).click();
    await expect(page.locator('.layout-editor')).toHaveAttribute('data-state', 'saved');

    // The page: most-popular now comes before the recommendations in the sidebar.
    const reader = await page.context().newPage();
    await reader.goto(`${siteUrl}${story.url}`);
    const widgets = await reader
      .locator('.article-aside')
      .first()
      .locator('[data-widget]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-widget')));
    expect(widgets.indexOf('most-popular')).toBeGreaterThanOrEqual(0);
    expect(widgets.indexOf('recommendations')).toBeGreaterThan(widgets.indexOf('most-popular'));
  });
});
