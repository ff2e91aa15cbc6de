import { expect, type Page, test } from '@playwright/test';
import { apiUrl, freeStoryOfSection } from './content.ts';
import { signIn } from './signIn.ts';

// AB-14 poll of the day in Chromium against the reference backend: in the tech sidebar; an
// anonymous reader gets the sign-in prompt (no vote, no results); a signed-in reader votes once and
// sees the backend's percentages, which are there again after a reload (the vote is kept on the
// server, not in the browser). Screenshots at 360 and 1280 px.

const TECH = '13357270';

/** A free story of the Tech section (its sidebar carries the poll). */
const techStory = () => freeStoryOfSection(TECH);

// The first: a stacked story below brings a sidebar of its own.
const poll = (page: Page) => page.getByRole('region', { name: 'Poll of the day' }).first();

/** Brings the poll into view (it wakes there) and waits until it has settled. */
async function settledPoll(page: Page, state: RegExp) {
  const section = poll(page);
  await section.scrollIntoViewIfNeeded();
  await expect(section).toHaveAttribute('data-state', state);
  return section;
}

/** Hydration must find the server's markup: a mismatch the island runtime reports fails the test. */
const mismatches: string[] = [];
test.beforeEach(({ page }) => {
  mismatches.length = 0;
  page.on('console', (message) => {
    if (/hydrat|did not match/i.test(message.text())) mismatches.push(message.text());
  });
});
test.afterEach(() => {
  expect(mismatches).toEqual([]);
});

async function shoot(page: Page, name: string) {
  const section = poll(page);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: test.info().outputPath(`poll-${name}-${width}.png`) });
  }
}

test('AB-14: an anonymous reader sees the question and the answers, and a sign-in prompt instead of voting', async ({
  page,
}) => {
  const story = await techStory();
  await page.goto(story);
  const section = await settledPoll(page, /^anonymous$/);
  const backend = (await (await fetch(`${apiUrl}/request?type=poll_of_the_day&platform=web`)).json()) as {
    searchResult: [{ data: { title: string; polloptions: { description: string }[] } }];
  };
  const { title, polloptions } = backend.searchResult[0].data;
  await expect(section.getByRole('group', { name: title })).toBeVisible();
  await expect(section.locator('.poll__text')).toHaveText(polloptions.map((option) => option.description));
  await expect(section.getByRole('radio')).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Vote' })).toHaveCount(0);
  // No results for anonymous readers.
  await expect(section.locator('.poll__percent')).toHaveText(polloptions.map(() => ''));
  await shoot(page, 'anonymous');
  await section.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/login\\?return=${encodeURIComponent(story).replaceAll('.', '\\.')}$`),
  );
});

test('AB-14: a signed-in reader votes once and sees the percentages, which are there again after a reload', async ({
  page,
  context,
}) => {
  const story = await techStory();
  await signIn(page, 'reader@demo.ledger', story);
  const section = await settledPoll(page, /^unvoted$/);
  await shoot(page, 'unvoted');

  // Vote without an answer: asked to choose, nothing sent.
  let votes = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/vote_result_json.cms')) votes += 1;
  });
  await section.getByRole('button', { name: 'Vote' }).click();
  await expect(section.getByText('Please choose an answer first.')).toBeVisible();
  expect(votes).toBe(0);

  const answer = section.getByRole('radio').nth(1);
  const chosenText = (await section.locator('.poll__text').nth(1).textContent())?.trim() ?? '';
  await answer.check();
  const voted = page.waitForResponse((response) => response.url().endsWith('/api/vote_result_json.cms'));
  await section.getByRole('button', { name: 'Vote' }).click();
  expect((await voted).status()).toBe(200);
  await expect(section).toHaveAttribute('data-state', 'voted');
  await expect(section.locator('[data-chosen]')).toHaveText(new RegExp(chosenText));
  const shown = await section.locator('.poll__percent').allTextContents();
  for (const text of shown) expect(text).toMatch(/^\d{1,3}%$/);
  expect(shown.reduce((sum, text) => sum + Number.parseInt(text, 10), 0)).toBe(100);
  await expect(section.locator('.poll__total')).toHaveText(/^[\d,]+ votes?$/);
  await shoot(page, 'voted');

  // The backend counted it for this reader (the site's cookie carries the backend's session, signed:
  // `<token>.<signature>`).
  const session = (await context.cookies())
    .find((cookie) => cookie.name === 'ledger_session')
    ?.value.split('.')[0];
  const mine = (await (
    await fetch(`${apiUrl}/request?type=poll_of_the_day&platform=web`, {
      headers: { authorization: `Bearer ${session}` },
    })
  ).json()) as {
    searchResult: [{ data: { reader: { voted: boolean }; result: { options: { optionperc: number }[] } } }];
  };
  expect(mine.searchResult[0].data.reader.voted).toBe(true);
  expect(mine.searchResult[0].data.result.options.map((option) => `${option.optionperc}%`)).toEqual(shown);

  // A reload: the page is the same for every signed-in reader, the island asks and shows the results.
  await page.reload();
  const again = await settledPoll(page, /^voted$/);
  await expect(again.locator('.poll__percent')).toHaveText(shown);
  await expect(again.locator('[data-chosen]')).toHaveText(new RegExp(chosenText));
  await expect(again.getByRole('radio')).toHaveCount(0);
});
