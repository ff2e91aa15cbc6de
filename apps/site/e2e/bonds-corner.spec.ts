import { expect, type Page, test } from '@playwright/test';
import { apiUrl, article, articleWithInserts } from './content.ts';

// AR-14 Bonds Corner against the seeded backend: news everywhere it is placed, the bond finder
// on the home, markets and wealth pages only, opening the partner page from the backend config
// in a new tab with the reader's ranges and the campaign tags.

interface BondsConfig {
  bonds_corner_partnerUrl: string;
  [key: string]: string;
}

async function bondsConfig(): Promise<BondsConfig> {
  const response = await fetch(`${apiUrl}/config?key=bonds_corner`);
  return ((await response.json()) as { data: BondsConfig }).data;
}

/** The partner is outside this machine's reach: its page is answered here, and recorded. */
async function servePartnerHere(page: Page, partnerUrl: string) {
  const origin = new URL(partnerUrl).origin;
  await page
    .context()
    .route(`${origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Partner bonds</title><h1>Bonds for you</h1>' }),
    );
}

const corner = '.bonds-corner';

test('AR-14 home: 3 news left, 4 in the centre; an ask without ranges names them and opens nothing', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.locator(corner);
  await expect(box.getByRole('heading', { name: 'Bonds Corner' })).toBeVisible();
  await expect(box.locator('.bonds-corner__left > li')).toHaveCount(3);
  await expect(box.locator('.bonds-corner__centre > li')).toHaveCount(4);
  let popups = 0;
  page.on('popup', () => popups++);
  await box.getByRole('button', { name: /Find bonds/ }).click();
  await expect(box.getByRole('alert')).toHaveText(['Please choose an amount.', 'Please choose a tenure.']);
  await box.getByLabel('Over ₹1,00,000').check();
  await expect(box.getByRole('alert')).toHaveText(['Please choose a tenure.']);
  await page.waitForTimeout(300);
  expect(popups).toBe(0);
});

test('AR-14 the finder opens the partner page in a new tab with amount, tenure and campaign tags', async ({
  page,
}) => {
  const config = await bondsConfig();
  await servePartnerHere(page, config.bonds_corner_partnerUrl);
  await page.goto('/');
  const box = page.locator(corner);
  // The first touch wakes the finder: the click is held, then replayed once the island is live.
  await box.getByLabel('₹10,000 to ₹1,00,000').click();
  await expect(box.getByLabel('₹10,000 to ₹1,00,000')).toBeChecked();
  await box.getByLabel('1 to 3 years').check();
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    box.getByRole('button', { name: /Find bonds/ }).click(),
  ]);
  await popup.waitForLoadState();
  const opened = new URL(popup.url());
  const partner = new URL(config.bonds_corner_partnerUrl);
  expect(`${opened.origin}${opened.pathname}`).toBe(`${partner.origin}${partner.pathname}`);
  expect(opened.searchParams.get('amount')).toBe('10000-100000');
  expect(opened.searchParams.get('tenure')).toBe('1-3');
  for (const [key, value] of Object.entries(config)) {
    const tag = /^bonds_corner_utm_(.+)$/.exec(key)?.[1];
    if (tag) expect(opened.searchParams.get(`utm_${tag}`)).toBe(value);
  }
  expect(opened.searchParams.get('utm_content')).toBe('homepage');
  for (const [key, value] of partner.searchParams) expect(opened.searchParams.get(key)).toBe(value);
  await expect(popup.getByRole('heading', { name: 'Bonds for you' })).toBeVisible();
  // A new tab that cannot reach back into the reader's page.
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL(/\/$/);
});

for (const [path, type] of [
  ['/markets', 'markethp'],
  ['/wealth', 'wealth'],
] as const) {
  test(`AR-14 ${path} (${type}) has the corner with its finder in the right column`, async ({ page }) => {
    await page.goto(path);
    const box = page.locator(`.category-layout__aside ${corner}`);
    await expect(box.getByRole('form', { name: 'Bond finder' })).toBeVisible();
    await expect(box.locator('input[type="hidden"][name="utm_content"]')).toHaveValue(type);
  });
}

test('AR-14 other category pages have no Bonds Corner', async ({ page }) => {
  await page.goto('/tech');
  await expect(page.getByRole('heading', { name: 'Tech', level: 1 })).toBeVisible();
  await expect(page.locator(corner)).toHaveCount(0);
});

test('AR-14 article: the corner follows paragraph 5 with its news, and no finder', async ({ page }) => {
  const story = await articleWithInserts(5);
  expect((await article(story.msid)).hideAds).toBeFalsy();
  await page.goto(story.url);
  const fifth = page.locator('.story__body > p').nth(4);
  // Break 5 holds several inserts (AB-03: recommendations and the video slot come first).
  const atBreakFive = fifth.locator('xpath=following-sibling::*[count(preceding-sibling::p) = 5]');
  await expect(atBreakFive.first()).toHaveClass(/story__insert/);
  const box = atBreakFive.locator(corner);
  await expect(box.getByRole('heading', { name: 'Bonds Corner' })).toBeVisible();
  await expect(box.locator('.bonds-corner__left > li')).toHaveCount(3);
  await expect(box.locator('.bonds-corner__centre > li')).toHaveCount(4);
  await expect(page.locator('form.bond-finder')).toHaveCount(0);
  await expect(box.locator(`a[href="${story.url}"]`)).toHaveCount(0);
});
