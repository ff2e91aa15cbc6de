import { expect, test } from '@playwright/test';
import { article, busyAuthor, busyTopic, latestStories, seededStory } from './content.ts';
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

// ---- Reading flow: AB-15 author box and pages, AB-16 keywords and topic pages, AB-21
// disclaimers, AB-24 image zoom and embeds. Screenshots go to the test's output (test-results/).

const shot = (name: string) => test.info().outputPath(name);

type Detail = { name: string; id: string; seoname: string; type: string; bio: string; img?: string };
const details = (d: Data) => (d.authordetails as Detail[] | undefined) ?? [];

test('the author box: one staff author, linked, summary cut at 100 with Show more (AB-15)', async ({
  page,
}) => {
  const { url, data } = await findStory((d) => {
    const [only, ...rest] = details(d);
    return Boolean(
      only && rest.length === 0 && only.type === 'STAFF' && only.seoname && only.bio.length > 100,
    );
  });
  const author = details(data)[0]!;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(url);
    const box = page.getByRole('region', { name: 'About the author' });
    await expect(box).toBeVisible();
    await expect(box.getByRole('link', { name: author.name })).toHaveAttribute(
      'href',
      `/etreporter/author-${author.seoname}-${author.id}.cms`,
    );
    const short = box.locator('.more-text__short');
    await expect(short).toBeVisible();
    const shortText = (await short.textContent()) ?? '';
    expect(shortText.endsWith('…')).toBe(true);
    expect([...new Intl.Segmenter().segment(shortText)].length).toBeLessThanOrEqual(101);
    await box.scrollIntoViewIfNeeded();
    // The portrait loads lazily: the shot waits until it is drawn.
    const portrait = box.locator('img.author-box__photo');
    await expect(portrait).toHaveCount(author.img ? 1 : 0);
    if (author.img) {
      await expect
        .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    await page.screenshot({ path: shot(`author-box-${width}.png`) });
    await box.getByText('Show more').click();
    await expect(box.locator('.more-text__full')).toBeVisible();
    await expect(box.locator('.more-text__full')).toHaveText(author.bio.replace(/\s+/g, ' ').trim());
    await expect(short).toBeHidden();
    await box.getByText('Show less').click();
    await expect(short).toBeVisible();
  }
});

test('a column has the columnist layout; a guest has no link (AB-15)', async ({ page }) => {
  const column = await article(COLUMN);
  await page.goto(String(column.url));
  const box = page.locator('section.author-box');
  await expect(box).toHaveClass(/author-box--column/);
  await expect(box).toHaveAttribute('data-layout', 'column');
  for (const author of details(column)) {
    const linked = author.type !== 'GUEST' && Boolean(author.seoname);
    await expect(box.getByRole('link', { name: author.name })).toHaveCount(linked ? 1 : 0);
  }
});

test('the author page: 200 with bio and stories, paged; 404 and 301 (AB-15)', async ({ page }) => {
  const author = await busyAuthor();
  const response = await page.goto(author.path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(author.name);
  const list = page.getByRole('region', { name: `Stories by ${author.name}` });
  await expect(list.locator('li')).toHaveCount(Math.min(20, author.count));
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: shot('author-page-360.png'), fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: shot('author-page-1280.png') });
  expect(author.count).toBeGreaterThan(20);
  const first = await list.locator('li a').first().getAttribute('href');
  await page.getByRole('link', { name: 'Older stories →' }).click();
  await expect(page).toHaveURL(`${author.path}?page=2`);
  await expect(list.locator('li')).toHaveCount(Math.min(20, author.count - 20));
  expect(await list.locator('li a').first().getAttribute('href')).not.toBe(first);
  await expect(page.getByRole('link', { name: '← Newer stories' })).toHaveAttribute('href', author.path);

  const wrongName = author.path.replace(/author-[a-z0-9-]+-(\d+)\.cms$/, 'author-someone-else-$1.cms');
  const moved = await page.request.get(`${wrongName}?page=2`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`${author.path}?page=2`);
  for (const path of [
    '/etreporter/author-nobody-4009999.cms',
    `${author.path}?page=999`,
    `${author.path}?page=abc`,
    '/etreporter/author-%3Cscript%3E-4001001.cms',
  ]) {
    expect((await page.request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
});

test('a keyword link leads to its topic page, paged (AB-16)', async ({ page }) => {
  const topic = await busyTopic(21);
  const { url } = await findStory((d) =>
    ((d.relatedKeywords as { url: string }[]) ?? []).some((k) => k.url === topic.path),
  );
  await page.goto(url);
  const strip = page.getByRole('navigation', { name: 'Read more on' });
  await expect(strip).not.toHaveClass(/keywords--one-line/);
  await strip.getByRole('link', { name: topic.title, exact: true }).click();
  await expect(page).toHaveURL(topic.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(topic.title);
  const list = page.getByRole('region', { name: `Stories on ${topic.title}` });
  await expect(list.locator('li')).toHaveCount(20);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: shot('topic-page-360.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: shot('topic-page-1280.png') });
  await page.getByRole('link', { name: 'Older stories →' }).click();
  await expect(page).toHaveURL(`${topic.path}?page=2`);
  await expect(list.locator('li')).toHaveCount(Math.min(20, topic.count - 20));

  const upper = await page.request.get(topic.path.toUpperCase().replace('/TOPIC/', '/topic/'), {
    maxRedirects: 0,
  });
  expect(upper.status()).toBe(301);
  expect(upper.headers().location).toBe(topic.path);
  // Markup in the address is only ever a slug: `<script>` is the (unknown) topic `script`.
  const markup = await page.request.get('/topic/%3Cscript%3E', { maxRedirects: 0 });
  expect(markup.headers().location).toBe('/topic/script');
  for (const path of ['/topic/no-such-topic-at-all', `${topic.path}?page=0`, '/topic/script']) {
    expect((await page.request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
  // Percent-encoding that is not one: refused as a bad request before any route.
  expect((await page.request.get('/topic/%E0%A4%A', { maxRedirects: 0 })).status()).toBe(400);
});

test('the keywords strip is one scrolling line for Prime readers only (AB-16)', async ({ page }) => {
  const { url } = await findStory((d) => ((d.relatedKeywords as unknown[]) ?? []).length >= 5);
  await signIn(page, 'prime@demo.ledger', url);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(url);
    // The page's own story's strip (AB-06 may have stacked the next story, with its own, below).
    const strip = page.getByRole('navigation', { name: 'Read more on' }).first();
    await expect(strip).toHaveClass(/keywords--one-line/);
    const tops = await strip
      .locator('li')
      .evaluateAll((items) => items.map((li) => li.getBoundingClientRect().top));
    expect(new Set(tops.map(Math.round)).size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // The last link is reached by keyboard and scrolled into view.
    await strip.locator('li a').last().focus();
    await expect(strip.locator('li a').last()).toBeInViewport();
    await strip.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot(`keywords-prime-${width}.png`) });
  }
});

test('a disclaimer by agency, with more and less (AB-21)', async ({ page }) => {
  const { url } = await findStory((d) =>
    [
      'the feed',
      'smartkarma plus - india',
      'team productline',
      'et spotlight',
      'et spotlight special',
      'et contributors',
    ].includes(String(d.agency ?? '').toLowerCase()),
  );
  await page.goto(url);
  // The story's own disclaimer: stories stacked below it (AB-06) may carry theirs.
  const disclaimer = page.getByRole('complementary', { name: 'Disclaimer' }).first();
  await expect(disclaimer).toBeVisible();
  const full = disclaimer.locator('.more-text__full');
  await expect(full).toBeHidden();
  await disclaimer.locator('summary').click();
  await expect(full).toBeVisible();
  await expect(disclaimer.locator('.more-text__short')).toBeHidden();
  await disclaimer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('disclaimer-open-1280.png') });
  // At 360 px the open disclaimer wraps within the column.
  await page.setViewportSize({ width: 360, height: 800 });
  await disclaimer.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: shot('disclaimer-open-360.png') });
  await disclaimer.locator('summary').click();
  await expect(full).toBeHidden();
  // Without JavaScript too (a native disclosure): the same page with scripts off.
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto(new URL(url, page.url()).href);
  await noJs.getByRole('complementary', { name: 'Disclaimer' }).locator('summary').click();
  await expect(noJs.locator('.disclaimer .more-text__full')).toBeVisible();
  await context.close();
  // A story of a wire agency has none.
  const { url: wire } = await seededStory((d) => d.agency === 'PTI');
  await page.goto(wire);
  await expect(page.getByRole('complementary', { name: 'Disclaimer' })).toHaveCount(0);
});

test('a picture opens full screen; Escape closes it and focus goes back (AB-24)', async ({ page }) => {
  const { url } = await findStory((d) => Boolean(d.img) && !d.prime_blocker && d.hostid !== '364');
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(url);
    const link = page.locator('.story__lead a.zoomable');
    await link.click();
    const dialog = page.getByRole('dialog', { name: /Enlarged picture/ });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(width);
    await expect(page).toHaveURL(url); // the link was not followed
    await expect(dialog.locator('img')).toHaveJSProperty('complete', true);
    await page.screenshot({ path: shot(`zoom-open-${width}.png`) });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();
    // A click anywhere closes it too.
    await link.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(10, 10);
    await expect(dialog).toHaveCount(0);
  }
});

test('an embed is resized only by its allowed origin, within bounds (AB-24)', async ({ page }) => {
  const { url } = await findStory((d) => JSON.stringify(d.storyJSON ?? '').includes('platform.twitter.com'));
  let height = 640;
  await page.route('https://platform.twitter.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><body style="margin:0">post<script>
        const post = () => parent.postMessage({ height: ${height} }, '*');
        setInterval(post, 150); post();
      </script></body>`,
    }),
  );
  await page.goto(url);
  const embed = page
    .locator('.story__embed')
    .filter({ has: page.locator('iframe[src*="platform.twitter.com"]') });
  await embed.scrollIntoViewIfNeeded();
  await expect(embed).toHaveAttribute('data-embed-height', '640');
  expect(Math.round((await embed.boundingBox())?.height ?? 0)).toBe(640);
  // The page itself (any other origin) cannot resize it, nor can an absurd height.
  await page.evaluate(() => window.postMessage({ height: 300 }, '*'));
  height = 99999;
  await page.waitForTimeout(600);
  await expect(embed).toHaveAttribute('data-embed-height', '640');
});
