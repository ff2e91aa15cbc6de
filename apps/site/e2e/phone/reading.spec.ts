import { article } from '../content.ts';
import { cryptoStory } from '../markets.ts';
import { signInByForm } from '../signIn.ts';
import { expect, open, softly, tap, test, warm } from './phone.ts';

// Issue 27 (RX-01): a reader on a throttled phone taps the islands a page places as soon as each
// is on screen — one page load for all of them, each tap right after the last, so every island
// is met asleep or waking — and then gets what each tap asked for, once. Read-only: nothing here
// writes to the backend (the lane beside the site lane).

test.describe.configure({ timeout: 120_000 });

/** Seed landmarks (apps/content-api/src/seed/landmarks.ts, docs/content-api.md "Landmarks"). */
const SHOWCASE = '125400333';
const NRI_PLAIN = '125400334';
const LONG_READ = '125400341';

const urlOf = async (msid: string) => String((await article(msid)).url);

test.beforeAll(async () => {
  test.setTimeout(60_000);
  await warm('/', ...(await Promise.all([SHOWCASE, NRI_PLAIN, LONG_READ].map(urlOf))));
});

test('home: top news, the markets strips, trending terms, industry tabs, the bond finder and most-searched answer the first tap (HM-02, HM-04, HM-05, HM-06, AR-14, AB-12)', async ({
  page,
}) => {
  // The partner's page is outside this machine: answered here.
  await page
    .context()
    .route('https://bonds.sterling-fixed-income.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Partner bonds</title><h1>Bonds for you</h1>' }),
    );
  await open(page, '/');
  const topNews = page.locator('section.widget--top-news');
  const latest = topNews.getByRole('tab', { name: /^Latest News/ });
  const gainers = page.getByRole('region', { name: 'Top gainers' });
  const funds = page.getByRole('region', { name: 'Top mutual funds' });
  const terms = page.getByRole('region', { name: 'Trending terms' });
  const industry = page.locator('section.widget--industry');
  const auto = industry.getByRole('tab', { name: 'Auto', exact: true });
  const bonds = page.locator('.bonds-corner');
  const amount = bonds.getByLabel('₹10,000 to ₹1,00,000');
  const tenure = bonds.getByLabel('1 to 3 years');
  const mostSearched = page.locator('.most-searched');
  // The partner's page opens in a tab of its own: its address is kept, and the tab closed (the
  // reader comes back to the home page, where the rest of the taps are).
  const partnerPages: Promise<string>[] = [];
  page.on('popup', (popup) => {
    partnerPages.push(
      popup
        .waitForLoadState('domcontentloaded')
        .then(() => popup.url())
        .finally(() => popup.close()),
    );
  });

  // Down the page, each tap as soon as its control is on screen.
  await tap(latest);
  await tap(gainers.getByRole('button', { name: 'Next gainer' }));
  await tap(funds.getByRole('button', { name: 'Next fund' }));
  await tap(terms.getByRole('button', { name: 'Next terms' }));
  await tap(auto);
  await tap(amount);
  await tap(tenure);
  await tap(bonds.getByRole('button', { name: /Find bonds/ }));
  await tap(mostSearched.getByRole('button', { name: 'Load more' }));

  // HM-02: Latest News chosen, its stories fetched and shown.
  await expect.soft(latest).toHaveAttribute('aria-selected', 'true');
  await expect.soft(topNews.locator('.top-news__latest > li')).toHaveCount(22);
  // HM-04: each strip one step on; HM-05: the terms one slide on.
  const second = /^2 of \d+$/;
  await expect.soft(gainers.getByRole('group', { name: second })).toHaveAttribute('data-state', 'active');
  await expect.soft(funds.getByRole('group', { name: second })).toHaveAttribute('data-state', 'active');
  const secondTerms = terms.getByRole('button', { name: 'Slide 2', exact: true });
  await expect.soft(secondTerms).toHaveAttribute('aria-current', 'true');
  // HM-06: the second industry tab chosen, its stories fetched and shown.
  await expect.soft(auto).toHaveAttribute('aria-selected', 'true');
  await expect
    .soft(industry.locator('[role="tabpanel"]:not([hidden]) .industry__item').first())
    .toBeVisible();
  // AR-14: both choices kept, and the partner's page opened with them.
  await expect.soft(amount).toBeChecked();
  await expect.soft(tenure).toBeChecked();
  await softly.poll(() => partnerPages.length, { timeout: 15_000 }).toBe(1);
  const partner = new URL((await partnerPages[0]) ?? 'about:blank');
  expect.soft(partner.searchParams.get('amount'), 'the partner page, with the amount').toBe('10000-100000');
  expect.soft(partner.searchParams.get('tenure'), 'the partner page, with the tenure').toBe('1-3');
  // AB-12: Load more shows the 15.
  await expect.soft(mostSearched.locator('li:visible')).toHaveCount(15);

  // Each tap acted once: nothing replayed it a second time since (a second Load more is Load less).
  await expect.soft(gainers.getByRole('group', { name: second })).toHaveAttribute('data-state', 'active');
  await expect.soft(funds.getByRole('group', { name: second })).toHaveAttribute('data-state', 'active');
  await expect.soft(secondTerms).toHaveAttribute('aria-current', 'true');
  await expect.soft(mostSearched.getByRole('button', { name: 'Load less' })).toBeVisible();
  expect.soft(partnerPages, 'one partner page for one press').toHaveLength(1);
});

test('a markets story: the stock widget, carousels, market widgets and the byline tools answer the first tap (AB-04, AB-18, AB-12, AR-17, AR-10, AR-08, AR-02)', async ({
  page,
}) => {
  // This phone has no share sheet, so Share opens the site's own menu (AR-10).
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  await open(page, await urlOf(SHOWCASE));
  const primeStories = page.getByRole('region', { name: 'Prime stories' });
  const stocks = page.getByRole('region', { name: 'Stocks in this story' });
  const bse = stocks.getByRole('tab', { name: 'BSE' });
  const slideshow = page.locator('section.slideshow');
  const webStory = page.locator('section.web-story');
  const dashboard = page.locator('.market-dashboard');
  const dashboardBse = dashboard.getByRole('button', { name: 'BSE' });
  const mostSearched = page.locator('.most-searched');
  const radar = page.locator('.upside-radar');
  const sectorLeaders = radar.getByRole('button', { name: 'Sector Leaders' });
  const trending = page.getByRole('region', { name: 'Trending now' });

  // Down the story, each tap as soon as its control is on screen.
  await tap(primeStories.getByRole('button', { name: 'Next Prime stories' }));
  await tap(bse);
  await tap(slideshow.getByRole('button', { name: 'Next slide' }));
  await tap(webStory.getByRole('button', { name: 'Next page' }));
  await tap(dashboardBse);
  await tap(mostSearched.getByRole('button', { name: 'Load more' }));
  await tap(sectorLeaders);
  await tap(trending.getByRole('button', { name: 'Next slide' }));

  // AB-18: Prime stories, the slideshow and the web story each one step on.
  await expect
    .soft(primeStories.getByRole('group', { name: /^2 of \d+$/ }))
    .toHaveAttribute('data-state', 'active');
  await expect.soft(slideshow.locator('.slideshow__status')).toHaveText(/^2 \/ \d+$/);
  await expect
    .soft(webStory.getByRole('group', { name: /^2 of \d+$/ }))
    .toHaveAttribute('data-state', 'active');
  // AB-04: BSE chosen and its quote shown.
  await expect.soft(bse).toHaveAttribute('aria-selected', 'true');
  await expect.soft(stocks.getByRole('tabpanel', { name: 'BSE' }).getByText('BSE: ')).toBeVisible();
  // AB-12: the dashboard's BSE numbers, the 15 most searched, the radar's second collection.
  await expect.soft(dashboardBse).toHaveAttribute('aria-pressed', 'true');
  await expect.soft(dashboard).toHaveAttribute('data-state', 'idle');
  await expect.soft(mostSearched.locator('li:visible')).toHaveCount(15);
  await expect.soft(sectorLeaders).toHaveAttribute('aria-current', 'true');
  // AR-17: the trending links one slide on.
  const secondTrending = trending.getByRole('button', { name: 'Slide 2', exact: true });
  await expect.soft(secondTrending).toHaveAttribute('aria-current', 'true');
  // AR-11: deep in the story, the bar with its title is there.
  await expect.soft(page.getByRole('region', { name: 'Story title' })).toBeVisible();

  // Each tap acted once.
  await expect
    .soft(primeStories.getByRole('group', { name: /^2 of \d+$/ }))
    .toHaveAttribute('data-state', 'active');
  await expect.soft(slideshow.locator('.slideshow__status')).toHaveText(/^2 \/ \d+$/);
  await expect
    .soft(webStory.getByRole('group', { name: /^2 of \d+$/ }))
    .toHaveAttribute('data-state', 'active');
  await expect.soft(mostSearched.getByRole('button', { name: 'Load less' })).toBeVisible();
  await expect.soft(secondTrending).toHaveAttribute('aria-current', 'true');

  // Back up to the byline's tools, each still asleep (they wake on the reader's touch).
  // AR-10: Share opens its menu.
  const share = page.getByRole('button', { name: 'Share this story' });
  await tap(share);
  await expect.soft(page.getByRole('group', { name: 'Share this story' })).toBeVisible();
  await expect.soft(share).toHaveAttribute('aria-expanded', 'true');
  await tap(share);
  // AR-10: the text size: the choices open, Large makes the story's text larger.
  const body = page.locator('.story__body p').first();
  const sizeOf = () => body.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
  const medium = await sizeOf();
  await tap(page.getByRole('button', { name: 'Text size' }));
  const large = page.getByRole('radio', { name: 'Large' });
  await tap(large);
  await expect.soft(large).toHaveAttribute('aria-checked', 'true');
  await expect.poll(sizeOf).toBeCloseTo(medium * 1.4, 0);
  await page.keyboard.press('Escape');
  // AR-10: an anonymous reader's Save asks them to sign in.
  await tap(page.getByRole('button', { name: 'Save this story' }));
  await expect.soft(page.getByText('Sign in to save stories.')).toBeVisible();
  // AR-08: Mail opens its dialog.
  await tap(page.getByRole('button', { name: 'Mail this article' }));
  const mail = page.getByRole('dialog', { name: 'Mail this article' });
  await expect.soft(mail).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(mail).toBeHidden();
  // AR-02: the comments button opens the drawer with the story's comments.
  await tap(page.getByRole('button', { name: /^Comments: / }));
  const drawer = page.getByRole('dialog', { name: 'Comments' });
  await expect.soft(drawer.locator('.cm-comment').first()).toBeVisible();
});

test('an NRI story: the course tabs and the assistant answer the first tap (AB-05, AB-25)', async ({
  page,
}) => {
  await open(page, await urlOf(NRI_PLAIN));
  const courses = page.getByRole('region', { name: 'Courses for you' });
  const second = courses.getByRole('tab').nth(1);
  const firstCourse = (await courses.locator('.courses__name').first().textContent()) ?? '';
  await tap(second);
  await expect.soft(second).toHaveAttribute('aria-selected', 'true');
  await expect
    .soft(courses.getByRole('tabpanel').locator('.courses__name').first())
    .not.toHaveText(firstCourse);

  // AB-25: the float opens the assistant, its field ready for the question.
  await tap(page.getByRole('button', { name: 'Ask the Ledger', exact: true }));
  const assistant = page.getByRole('dialog', { name: 'Ask the Ledger' });
  await expect.soft(assistant).toBeVisible();
  await expect.soft(assistant.getByRole('textbox', { name: 'Your question' })).toBeFocused();
});

test('the long read: the fund carousel and the dashboard’s Losers answer the first tap, once (AB-12)', async ({
  page,
}) => {
  await open(page, await urlOf(LONG_READ));
  const fundsCarousel = page.locator('.fund-carousel');
  const dashboard = page.locator('.market-dashboard');
  const losers = dashboard.getByRole('tab', { name: 'Losers' });
  await tap(fundsCarousel.getByRole('button', { name: 'Next funds' }));
  await tap(losers);

  const slides = fundsCarousel.locator('[aria-roledescription="slide"]');
  await expect.soft(slides.nth(1)).toHaveAttribute('data-state', 'active');
  await expect.soft(losers).toHaveAttribute('aria-selected', 'true');
  await expect.soft(dashboard.getByRole('link', { name: /See all losers/ })).toBeVisible();
  // Once: one step, not two.
  await expect.soft(slides.nth(1)).toHaveAttribute('data-state', 'active');
});

test('a crypto story for a Prime reader: the crypto tabs and the masterclass slider answer the first tap; the coins’ table wakes (AB-12, AB-25, AB-20)', async ({
  page,
}) => {
  await signInByForm(page, 'prime@demo.ledger');
  await open(page, await cryptoStory());
  const crypto = page.locator('.crypto-dashboard');
  const losers = crypto.getByRole('tab', { name: 'Top Losers' });
  const masterclass = page.getByRole('region', { name: 'Masterclass' });
  const secondClass = masterclass.getByRole('group', { name: /^2 of \d+$/ });
  await tap(losers);
  await tap(masterclass.getByRole('button', { name: 'Next class' }));
  // AB-25: the premium layout's masterclass slider one class on (reduced motion: by the tap alone).
  await expect.soft(secondClass).toHaveAttribute('data-state', 'active');
  // AB-12: the losers, and only losers.
  await expect.soft(losers).toHaveAttribute('aria-selected', 'true');
  for (const change of await crypto.locator('[role="tabpanel"]:visible li .price-change').allTextContents())
    expect.soft(change).toMatch(/−/);
  // AB-20: the coins' table, in view; nothing of it is for the reader to press.
  const table = page.locator('[data-island="crypto-table"] table');
  await table.scrollIntoViewIfNeeded();
  await expect.soft(table.locator('tbody tr').first()).toBeVisible();
  // Once.
  await expect.soft(secondClass).toHaveAttribute('data-state', 'active');
});
