import { expect, test } from '@playwright/test';
import { apiUrl, article } from './content.ts';

// AR-15, AR-18, AR-19 in the article sidebar, against the seeded backend. Each story is checked
// against the backend first, so a change to the seed fails with a clear precondition.

const IMMIGRATION_STORY = '125400177'; // 7771250, keywords "H-1B visa", "Immigration"; msid % 10 = 7
const NRI_WITHOUT_VISA = '125400073'; // 7771250, keywords NRI, Work abroad, Remittances, NRE account
const MATCH_ID_E = '125400317'; // metainfo.Matchid "e"
const SPOTLIGHT = '125400101'; // subsec1 91745395

const keywordsOf = (data: Record<string, unknown>) =>
  String((data.seo as { keywords?: string })?.keywords ?? '');
const subsec1Of = (data: Record<string, unknown>) => (data.subsecnames as { subsec1?: string })?.subsec1;
const aside = '.article-aside';

test('AR-18 the sidebar has a numbered most-popular list of latest-news stories', async ({ page }) => {
  const data = await article(NRI_WITHOUT_VISA);
  await page.goto(String(data.url));
  const list = page.locator(`${aside} [data-widget="most-popular"]`);
  await expect(list.getByRole('heading', { name: 'Most popular' })).toBeVisible();
  const items = list.locator('ol > li');
  await expect(items).toHaveCount(5);
  const hrefs = await items.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const latest = await (
    await fetch(
      `${apiUrl}/request?type=getdata&searchtype=metadata&metatype=latestnewsflag&solrtypeid=1001&platform=web&top=9`,
    )
  ).json();
  const expected = (latest.searchResult[0].data as { msid: string; url: string }[])
    .slice(3)
    .filter((s) => String(s.msid) !== NRI_WITHOUT_VISA)
    .slice(0, 5)
    .map((s) => s.url);
  expect(hrefs).toEqual(expected);
});

test('AR-19 the immigration promo shows for 7771250 with visa keywords, wording by msid % 10', async ({
  page,
}) => {
  const data = await article(IMMIGRATION_STORY);
  expect(subsec1Of(data)).toBe('7771250');
  expect(keywordsOf(data)).toMatch(/H-1B visa/);
  await page.goto(String(data.url));
  const promo = page.locator(`${aside} [data-widget="immigration-promo"] .promo`);
  await expect(promo).toHaveAttribute('data-variant', '7');
  await expect(promo.getByRole('heading')).toHaveText('Your points score decides your visa. What is yours?');
  await expect(promo.getByRole('link', { name: 'Calculate your score' })).toHaveAttribute(
    'href',
    '/nri/visa-and-immigration',
  );
});

test('AR-19 no immigration promo in 7771250 without such keywords', async ({ page }) => {
  const data = await article(NRI_WITHOUT_VISA);
  expect(subsec1Of(data)).toBe('7771250');
  expect(keywordsOf(data)).not.toMatch(/visa|immigra/i);
  await page.goto(String(data.url));
  await expect(page.locator(`${aside} [data-widget="most-popular"]`)).toBeVisible();
  await expect(page.locator('[data-widget="immigration-promo"]')).toHaveCount(0);
});

test('AR-15 the live-events promo shows the backend config cards', async ({ page }) => {
  const config = await (await fetch(`${apiUrl}/config?key=inarticle_events`)).json();
  const data = await article(NRI_WITHOUT_VISA);
  await page.goto(String(data.url));
  const promo = page.locator(`${aside} [data-widget="live-events-promo"]`);
  await expect(promo.getByRole('heading', { name: config.data.inarticle_events_title })).toBeVisible();
  await expect(promo.getByText(config.data.inarticle_events_subtitle)).toBeVisible();
  await expect(promo.getByRole('link', { name: config.data.inarticle_events_card1 })).toHaveAttribute(
    'href',
    config.data.inarticle_events_link1,
  );
  await expect(promo.locator('li')).toHaveCount(3);
});

test('AR-15 no live-events promo with a match id or in section 91745395', async ({ page }) => {
  const withMatch = await article(MATCH_ID_E);
  expect((withMatch.metainfo as { Matchid?: { value?: string } }).Matchid?.value).toBe('e');
  await page.goto(String(withMatch.url));
  await expect(page.locator(`${aside} [data-widget="most-popular"]`)).toBeVisible();
  await expect(page.locator('[data-widget="live-events-promo"]')).toHaveCount(0);

  const spotlight = await article(SPOTLIGHT);
  expect(subsec1Of(spotlight)).toBe('91745395');
  await page.goto(String(spotlight.url));
  await expect(page.locator(`${aside} [data-widget="most-popular"]`)).toBeVisible();
  await expect(page.locator('[data-widget="live-events-promo"]')).toHaveCount(0);
});
