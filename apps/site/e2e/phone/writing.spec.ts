import type { APIRequestContext, Locator } from '@playwright/test';
import { apiUrl, article, listStories } from '../content.ts';
import { DEMO_PASSWORD, signInByForm } from '../signIn.ts';
import { expect, open, softly, tap, test, type, warm } from './phone.ts';

// Issue 27 (RX-01): a signed-in reader on a throttled phone writes before the islands are awake —
// types an address and subscribes, votes in the poll, saves the story, votes on a comment — and
// each write is the one the reader made: stored once (read back from the backend), shown as the
// answer. One page load for all of them. Writes to the shared backend, so in the site lane.

test.describe.configure({ timeout: 120_000 });
// Grandmasters shows its series before noon and its leaders after, by the reader's clock, which
// corrects the server's India hour once awake: a reader in India sees no swap of the cards under
// the tap (a swap starts the new cards at their first, by design).
test.use({ timezoneId: 'Asia/Kolkata' });

const TECH = '13357270';
/** One step of the Grandmasters cards (GRANDMASTERS_STEP_PX in packages/ui's Grandmasters). */
const GRANDMASTERS_STEP_PX = 210;
/** A reader no other test subscribes, votes or saves with. */
const READER = 'pink@demo.ledger';

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

/**
 * A free Tech story with comments: its sidebar holds the poll (AB-14) and a newsletter (AB-13),
 * its body Grandmasters at break 4 (a leadership section, AB-18).
 */
async function techStoryWithComments(): Promise<{ msid: string; url: string }> {
  for (const story of await listStories(TECH, 20)) {
    const data = await article(story.msid);
    if (data.prime_blocker || data.hostid === '364' || data.hostid === '153') continue;
    if ((await commentsOf(story.msid)).length > 0) return { msid: story.msid, url: story.url };
  }
  throw new Error('no free Tech story with comments among its 20 latest');
}

let story: { msid: string; url: string };
test.beforeAll(async () => {
  test.setTimeout(60_000);
  story = await techStoryWithComments();
  await warm(story.url);
});

async function backendSession(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post(`${apiUrl}/auth/login`, { data: { email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { session: string }).session;
}

/** Where a carousel's track stands (Grandmasters' cards mark no active slide: they step 210 px). */
const trackOffset = (carousel: Locator) =>
  carousel
    .locator('[data-carousel-track]')
    .evaluate((track) => Math.round(new DOMMatrix(getComputedStyle(track).transform).m41));

/** The mails the backend's outbox holds for an address (an editor's view). */
async function outboxFor(request: APIRequestContext, session: string, address: string): Promise<unknown[]> {
  const answer = await request.get(`${apiUrl}/moderation/outbox`, {
    headers: { authorization: `Bearer ${session}` },
  });
  const { mails } = (await answer.json()) as { mails: { toaddress: string }[] };
  return mails.filter((mail) => mail.toaddress === address);
}

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

test('a signed-in reader subscribes another address, votes in the poll, steps Grandmasters, saves the story and votes on a comment, each at the first tap and once (AB-13, AB-14, AB-18, AR-10, AR-07)', async ({
  page,
  request,
}) => {
  const session = await backendSession(request, READER);
  const editor = await backendSession(request, 'editor@demo.ledger');
  await request.delete(`${apiUrl}/bookmarks?msid=${story.msid}`, {
    headers: { authorization: `Bearer ${session}` },
  });
  expect((await pollAsSeenBy(session)).voted, 'the reader has not voted yet').toBe(false);
  const [voted] = await commentsOf(story.msid);
  // Not the account's own address, which the sign-up fills in once awake: what is typed wins.
  const email = `phone.${Date.now()}@example.com`;
  await signInByForm(page, READER);
  await open(page, story.url);

  const signup = page.getByRole('region', { name: 'Newsletter' }).first();
  const poll = page.getByRole('region', { name: 'Poll of the day' }).first();
  const answer = poll.getByRole('radio').nth(1);
  const grandmasters = page.getByRole('region', { name: /^Grandmasters (series|leaders)$/ });
  const save = page.getByRole('button', { name: 'Save this story' });
  // The answer's number, from the page as it came (once voted, the answers are results, not radios).
  const chosen = Number(await answer.getAttribute('value'));

  // Straight to the sign-up in the sidebar (typed before anything on the page has woken), then up
  // the page: the poll, Grandmasters, the byline's Save; each as soon as it is on screen.
  await type(signup.getByLabel('Your e-mail'), email);
  await tap(signup.getByRole('button', { name: 'Subscribe' }));
  await tap(answer);
  await tap(poll.getByRole('button', { name: 'Vote' }));
  await tap(grandmasters.getByRole('button', { name: 'Next' }));
  await tap(save);

  // AB-13: the address the reader typed is the one subscribed: thanked, and its mail in the outbox.
  await expect.soft(signup.getByRole('status')).toHaveText(/^Thank you\./);
  await softly
    .poll(async () => (await outboxFor(request, editor, email)).length, { timeout: 15_000 })
    .toBe(1);
  // AB-14: voted, for the answer tapped, and the backend has it.
  await expect.soft(poll).toHaveAttribute('data-state', 'voted');
  await expect.soft(poll.locator('[data-chosen]')).toHaveCount(1);
  await softly.poll(() => pollAsSeenBy(session)).toMatchObject({ voted: true, optionno: chosen });
  // AB-18: one step on.
  await expect
    .soft(grandmasters.getByRole('button', { name: 'Previous' }))
    .toHaveAttribute('aria-disabled', 'false');
  await softly.poll(() => trackOffset(grandmasters)).toBe(-GRANDMASTERS_STEP_PX);
  // AR-10: saved, and the backend lists it.
  await expect.soft(save).toHaveAttribute('aria-pressed', 'true');
  await softly.poll(() => savedMsids(request, session)).toContain(story.msid);

  // Each tap acted once: still one mail, one step, saved (a second press would take it out).
  // Read before the drawer opens, which hides the page behind it from the reader's tools.
  expect.soft(await outboxFor(request, editor, email)).toHaveLength(1);
  expect.soft(await trackOffset(grandmasters)).toBe(-GRANDMASTERS_STEP_PX);
  expect.soft(await savedMsids(request, session)).toContain(story.msid);

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
    .poll(async () => (await commentsOf(story.msid)).find((c) => c._id === voted!._id)?.AC_A_C)
    .toBe(voted!.AC_A_C + 1);
  await expect.soft(drawer.getByText("You've already voted!")).toHaveCount(0);
});
