import { expect, test } from '@playwright/test';
import { article, latestStories } from './content.ts';
import { signIn } from './signIn.ts';

// Landmarks of the seed (docs/content-api.md): stories with a property worth testing against.
const FEATURED_VIDEO = '125400340';
const COLUMN = '125400336';
const NRI_PLAIN = '125400334';

const SIZES = ['210x158', '640x480', '300x225', '650x488', '420x315', '525x393'];

type Data = Record<string, unknown>;
const meta = (data: Data, key: string) =>
  (data.metainfo as Record<string, { value?: unknown } | undefined> | undefined)?.[key]?.value;

/** The template the site must choose (AR-20 and docs/decisions.md). */
function expectedTemplate(data: Data): number {
  const named = String(meta(data, 'TemplateLayout') ?? '');
  if (/^[0-5]$/.test(named)) return Number(named);
  const subsec1 = (data.subsecnames as { subsec1?: string } | undefined)?.subsec1;
  if (meta(data, 'BusinessUsageType') === 'Column' || subsec1 === '2146846' || meta(data, 'BlogAuthorName')) {
    return 0;
  }
  return 3;
}

async function findStory(test: (data: Data) => boolean): Promise<{ url: string; data: Data }> {
  for (const story of await latestStories(100)) {
    const data = await article(story.msid);
    if (test(data)) return { url: String(data.url), data };
  }
  throw new Error('no such story among the latest 100');
}

test('the story outline is 325×195 and the featured video shows its title and synopsis (AR-12)', async ({
  page,
}) => {
  const data = await article(FEATURED_VIDEO);
  const video = data.featuredvideo as { msid: string; imgcaption: string; synopsis: string; url?: string };
  expect(video).toBeTruthy();
  await page.goto(String(data.url));

  const outline = page.locator('.story-outline');
  await expect(outline.getByRole('heading', { name: 'Story outline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Synopsis' })).toHaveCount(0);
  await expect(outline.locator('li')).toHaveCount((data.highlights as string[]).length);
  const box = await outline.boundingBox();
  expect(box?.width).toBe(325);
  expect(box?.height).toBe(195);

  const card = page.getByRole('complementary', { name: 'Featured video' });
  await expect(card).toHaveAttribute('data-video-msid', video.msid);
  await expect(card.locator('.featured-video__title')).toHaveText(video.imgcaption);
  await expect(card.locator('.featured-video__synopsis')).toHaveText(video.synopsis);
  await expect(card.locator('.featured-video__play')).toBeVisible();
  // The card links to the video's page when the backend sends its path (the reference backend does).
  await expect(card.locator('a')).toHaveCount(video.url ? 1 : 0);
});

test('a long outline keeps the block at 325×195 and scrolls inside (AR-12)', async ({ page }) => {
  const { url } = await findStory((d) => (d.highlights as string[]).length >= 3);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(url);
  const outline = page.locator('.story-outline');
  const box = await outline.boundingBox();
  expect(box?.height).toBe(195);
  expect(box?.width).toBeLessThanOrEqual(325);
  // No sideways scrolling of the page at 360px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const scroll = outline.locator('.story-outline__scroll');
  await expect(scroll).toHaveAttribute('tabindex', '0');
  const overflow = await scroll.evaluate((el) => getComputedStyle(el).overflowY);
  expect(overflow).toBe('auto');
});

test('the lead picture is asked for and laid out at its template size (AR-20)', async ({ page }) => {
  const named = await findStory(
    (d) => /^[0-5]$/.test(String(meta(d, 'TemplateLayout') ?? '')) && Boolean(d.img),
  );
  for (const { url, data } of [named, { url: '', data: await article(COLUMN) }]) {
    const template = expectedTemplate(data);
    const [width, height] = SIZES[template]!.split('x').map(Number) as [number, number];
    await page.goto(url || String(data.url));
    const figure = page.locator('figure.story__lead');
    await expect(figure).toHaveAttribute('data-template', String(template));
    const img = figure.locator('img');
    await expect(img).toHaveAttribute('width', String(width));
    await expect(img).toHaveAttribute('height', String(height));
    expect(await img.getAttribute('src')).toContain(`w=${width}&h=${height}`);
    // The backend serves exactly that size, and the page lays it out at it (1280px wide viewport).
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(width);
    // Laid out at that size, scaled down only when the column is narrower; the ratio holds.
    const column = (await page.locator('.story').boundingBox())?.width ?? 0;
    const box = await img.boundingBox();
    const shown = Math.min(width, column);
    expect(Math.abs((box?.width ?? 0) - shown)).toBeLessThanOrEqual(1);
    expect(Math.abs((box?.height ?? 0) - (shown * height) / width)).toBeLessThanOrEqual(1);
  }
  // The column (no TemplateLayout in the seed) gets template 0, floated beside the text.
  const column = await article(COLUMN);
  if (!meta(column, 'TemplateLayout')) {
    await page.goto(String(column.url));
    expect(await page.locator('figure.story__lead').evaluate((el) => getComputedStyle(el).float)).toBe(
      'left',
    );
  }
});

test('in-article SEO links follow the body and are hidden for Prime readers (AR-13)', async ({ page }) => {
  const { url, data } = await findStory(
    (d) => ((d.seoInArticleLinks as { data?: unknown[] } | null)?.data?.length ?? 0) > 0,
  );
  const links = data.seoInArticleLinks as { title: string; data: { url: string; title: string }[] };
  await page.goto(url);
  const nav = page.locator('nav.seo-links');
  await expect(nav).toBeVisible();
  await expect(nav.locator('h2')).toHaveText(links.title);
  await expect(nav.locator('a')).toHaveCount(links.data.length);
  await expect(nav.locator('a').first()).toHaveAttribute('href', links.data[0]!.url);
  // After the body.
  expect(
    await page.evaluate(() => {
      const body = document.querySelector('.story__body');
      const seo = document.querySelector('.seo-links');
      return Boolean(body && seo && body.compareDocumentPosition(seo) & Node.DOCUMENT_POSITION_FOLLOWING);
    }),
  ).toBe(true);

  await signIn(page, 'prime@demo.ledger');
  await page.goto(url);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('.seo-links')).toHaveCount(0);
});

test('channel-follow links are chosen by article type (AR-21)', async ({ page }) => {
  const nri = await article(NRI_PLAIN);
  await page.goto(String(nri.url));
  const follow = page.getByRole('navigation', { name: 'Follow us' });
  await expect(follow).toHaveAttribute('data-kind', 'nri');
  await expect(follow.locator('.channel-follow__link')).toHaveCount(3);

  const market = await findStory(
    (d) => (d.subsecnames as { subsec1?: string } | undefined)?.subsec1 === '13352306',
  );
  await page.goto(market.url);
  await expect(page.getByRole('navigation', { name: 'Follow us' })).toHaveAttribute('data-kind', 'market');

  const general = await findStory((d) => {
    const subsec1 = (d.subsecnames as { subsec1?: string } | undefined)?.subsec1 ?? '';
    return !['13352306', '107115', '7771250'].includes(subsec1) && !String(d.url).startsWith('/markets/');
  });
  await page.goto(general.url);
  const links = page.getByRole('navigation', { name: 'Follow us' }).locator('.channel-follow__link');
  await expect(links).toHaveCount(3);
  for (const href of await links.evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''))) {
    expect(href).toMatch(/^https:\/\//);
  }
});
