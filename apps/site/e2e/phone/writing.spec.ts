import type { APIRequestContext, Locator } from '@playwright/test';
import { apiUrl, article, freeStoryOfSection } from '../content.ts';
import { DEMO_PASSWORD, signInByForm } from '../signIn.ts';
import { expect, open, tap, test, type, warm } from './phone.ts';

// Issue 27 (RX-01): the reader on a throttled phone writes before the islands are awake — types
// an address and subscribes, votes on a comment and in the poll, saves the story — and each write
// is the one the reader made: stored once (read back from the backend), shown as the answer.
// Writes to the shared backend, so in the site lane (one spec at a time).

test.describe.configure({ timeout: 120_000 });

/** Seed landmark (docs/content-api.md "Landmarks"): Matchid 1, free, with comments and a newsletter. */
const MATCH_ID_ONE = '125400270';
const TECH = '13357270';
/** One step of the Grandmasters cards (GRANDMASTERS_STEP_PX in packages/ui's Grandmasters). */
const GRANDMASTERS_STEP_PX = 210;

/** Every check of a case runs, so one report names each island that lost the reader's input. */
const softly = expect.configure({ soft: true });

const urlOf = async (msid: string) => String((await article(msid)).url);

test.beforeAll(async () => {
  test.setTimeout(60_000);
  await warm(await urlOf(MATCH_ID_ONE), await freeStoryOfSection(TECH));
});

async function backendSession(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post(`${apiUrl}/auth/login`, { data: { email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { session: string }).session;
}

interface RawComment {
  _id: string;
  A_D_N: string;
  AC_A_C: number;
}

async function commentsOf(msid: string): Promise<RawComment[]> {
  const answer = (await (
    await fetch(`${apiUrl}/comments?msid=${msid}&pagenum=1&size=25`)
  ).json()) as unknown[];
  return answer.slice(1) as RawComment[];
}

/** Where a carousel's track stands (Grandmasters' cards mark no active slide: they step 210 px). */
const trackOffset = (carousel: Locator) =>
  carousel
    .locator('[data-carousel-track]')
    .evaluate((track) => Math.round(new DOMMatrix(getComputedStyle(track).transform).m41));

/** The mails the backend's outbox holds for an address (an editor's view). */
async function outboxFor(
  request: APIRequestContext,
  session: string,
  address: string,
): Promise<{ subject: string }[]> {
  const answer = await request.get(`${apiUrl}/moderation/outbox`, {
    headers: { authorization: `Bearer ${session}` },
  });
  const { mails } = (await answer.json()) as { mails: { toaddress: string; subject: string }[] };
  return mails.filter((mail) => mail.toaddress === address);
}

test('an anonymous reader types an address and subscribes, steps the promo carousels and votes on a comment, before the islands are awake (AB-13, AB-18, AB-25, AR-07)', async ({
  page,
  request,
}) => {
  const story = await urlOf(MATCH_ID_ONE);
  const [voted] = await commentsOf(MATCH_ID_ONE);
  const email = `phone.${Date.now()}@example.com`;
  await open(page, story);
  const masterclass = page.getByRole('region', { name: 'Masterclass' });
  const grandmasters = page.getByRole('region', { name: 'Grandmasters series' });
  const signup = page.getByRole('region', { name: 'Newsletter' }).first();
  const field = signup.getByLabel('Your e-mail');

  // Straight to the sign-up in the sidebar (typed before anything on the page has woken), then
  // back up to the carousels, each control used as soon as it is on screen.
  await type(field, email);
  await tap(signup.getByRole('button', { name: 'Subscribe' }));
  await tap(grandmasters.getByRole('button', { name: 'Next' }));
  await tap(masterclass.getByRole('button', { name: 'Next class' }));

  // AB-18 / AB-25: each carousel one step on.
  await expect
    .soft(grandmasters.getByRole('button', { name: 'Previous' }))
    .toHaveAttribute('aria-disabled', 'false');
  await softly.poll(() => trackOffset(grandmasters)).toBe(-GRANDMASTERS_STEP_PX);
  await expect
    .soft(masterclass.getByRole('group', { name: /^2 of \d+$/ }))
    .toHaveAttribute('data-state', 'active');
  // AB-13: the address the reader typed is the one subscribed: thanked, and its mail in the outbox.
  await expect.soft(signup.getByRole('status')).toHaveText(/^Thank you\./);
  const editor = await backendSession(request, 'editor@demo.ledger');
  await softly
    .poll(async () => (await outboxFor(request, editor, email)).length, { timeout: 15_000 })
    .toBe(1);
  // Once: still one step each.
  expect.soft(await trackOffset(grandmasters)).toBe(-GRANDMASTERS_STEP_PX);
  await expect
    .soft(masterclass.getByRole('group', { name: /^2 of \d+$/ }))
    .toHaveAttribute('data-state', 'active');

  // AR-07: the drawer, and one Agree counted once.
  await tap(page.getByRole('button', { name: /^Comments: / }));
  const drawer = page.getByRole('dialog', { name: 'Comments' });
  const agree = drawer
    .getByRole('group', { name: `Vote on the comment by ${voted!.A_D_N}` })
    .first()
    .getByRole('button', { name: /^Agree/ });
  await tap(agree);
  await expect.soft(agree).toContainText(String(voted!.AC_A_C + 1));
  await softly
    .poll(async () => (await commentsOf(MATCH_ID_ONE)).find((c) => c._id === voted!._id)?.AC_A_C)
    .toBe(voted!.AC_A_C + 1);
  await expect.soft(drawer.getByText("You've already voted!")).toHaveCount(0);
});

/** The stories the reader has saved, from the backend. */
async function savedMsids(request: APIRequestContext, session: string): Promise<string[]> {
  const answer = await request.get(`${apiUrl}/bookmarks`, {
    headers: { authorization: `Bearer ${session}` },
  });
  const body = (await answer.json()) as { searchResult: [{ data: { msid: string }[] }] };
  return body.searchResult[0].data.map((item) => item.msid);
}

/** The reader's own part in the poll of the day, from the backend. */
async function pollAsSeenBy(session: string) {
  const answer = await fetch(`${apiUrl}/request?type=poll_of_the_day&platform=web`, {
    headers: { authorization: `Bearer ${session}` },
  });
  return (
    (await answer.json()) as {
      searchResult: [{ data: { reader: { voted: boolean; optionno: number | null } } }];
    }
  ).searchResult[0].data.reader;
}

test('a signed-in reader saves the story and votes in the poll at the first tap, each once (AR-10, AB-14)', async ({
  page,
  request,
}) => {
  // A reader no other test votes or saves with.
  const email = 'pink@demo.ledger';
  const story = await freeStoryOfSection(TECH);
  const msid = /(\d+)\.cms$/.exec(story)![1]!;
  const session = await backendSession(request, email);
  await request.delete(`${apiUrl}/bookmarks?msid=${msid}`, {
    headers: { authorization: `Bearer ${session}` },
  });
  expect((await pollAsSeenBy(session)).voted, 'the reader has not voted yet').toBe(false);
  await signInByForm(page, email);
  await open(page, story);

  // AR-10: Save, at once; saved once (a second press would take it out again).
  const save = page.getByRole('button', { name: 'Save this story' });
  await tap(save);
  // AB-14: an answer and Vote, at once.
  const poll = page.getByRole('region', { name: 'Poll of the day' }).first();
  const answer = poll.getByRole('radio').nth(1);
  await tap(answer);
  await tap(poll.getByRole('button', { name: 'Vote' }));
  const chosen = Number(await answer.getAttribute('value'));

  await expect.soft(save).toHaveAttribute('aria-pressed', 'true');
  await softly.poll(() => savedMsids(request, session)).toContain(msid);
  await expect.soft(poll).toHaveAttribute('data-state', 'voted');
  await expect.soft(poll.locator('[data-chosen]')).toHaveCount(1);
  await softly.poll(() => pollAsSeenBy(session)).toMatchObject({ voted: true, optionno: chosen });
  // Once: still saved.
  await expect.soft(save).toHaveAttribute('aria-pressed', 'true');
  expect.soft(await savedMsids(request, session)).toContain(msid);
});
