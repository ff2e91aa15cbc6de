import { tooManyText } from '@newsroom/machines';
import { expect, type Page, test } from '@playwright/test';
import { E2E_PORTS } from '../../../playwright.config.ts';
import { apiUrl, article, freeStoryOfSection } from './content.ts';
import { DEMO_PASSWORD } from './signIn.ts';

// Issue 27, "the core writes work with JavaScript off": AB-14 the poll vote, AB-13 the newsletter
// sign-up, AR-08 mail this article and AB-09 the trial blocker's one-time code, as plain HTML
// forms the site answers. Each write is read back from the backend over HTTP; the reader reads
// the outcome in words and is led back to the story; refusals and limits read as they do with
// script (poll.spec.ts, newsletter.spec.ts, paywall-modes.spec.ts). One page load per case; the
// forms' own submissions are the only other navigations.

test.use({ javaScriptEnabled: false });

const site = `http://127.0.0.1:${E2E_PORTS.site}`;
const TECH = '13357270';
const MARKETS = '13352306';
const PREMIUM = '125400321';

/**
 * Signs `address` in at the backend with a one-time code asked from an address of the test's own
 * (so it spends none of the site's code sends): the backend's session, to read the writes back.
 */
async function backendCodeSignIn(
  address: string,
  from: string,
): Promise<{ session: string; isPrime: boolean }> {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': from };
  const sent = (await (
    await fetch(`${apiUrl}/auth/code`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ channel: 'email', address }),
    })
  ).json()) as { challengeId: string; devCode: string };
  const verified = (await (
    await fetch(`${apiUrl}/auth/code/verify`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ challengeId: sent.challengeId, code: sent.devCode }),
    })
  ).json()) as { session: string; user: { isPrime: boolean } };
  return { session: verified.session, isPrime: verified.user.isPrime };
}

/** Signs the page's browser in as `address` through the site's own code sign-in (requests only). */
async function siteCodeSignIn(page: Page, address: string): Promise<void> {
  const sent = await page.request.post('/api/auth/code', { data: { channel: 'email', address } });
  expect(sent.status()).toBe(200);
  const { challengeId, devCode } = (await sent.json()) as { challengeId: string; devCode: string };
  const verified = await page.request.post('/api/auth/code/verify', { data: { challengeId, code: devCode } });
  expect(verified.status()).toBe(200);
}

/** A fresh address for this run and case. */
const freshAddress = (what: string) => `nojs-${what}-${Date.now()}@reader.example`;

/** The text of the element a control names in aria-describedby: what a screen reader reads with it. */
async function describedText(page: Page, describedBy: string | null): Promise<string[]> {
  const texts: string[] = [];
  for (const id of (describedBy ?? '').split(' ').filter(Boolean)) {
    texts.push(((await page.locator(`[id="${id}"]`).textContent()) ?? '').trim());
  }
  return texts.filter(Boolean);
}

test('AB-14 without script: no answer chosen is refused beside the answers; a vote is counted once, with the backend’s percentages', async ({
  page,
}) => {
  const story = await freeStoryOfSection(TECH);
  const address = freshAddress('poll');
  await siteCodeSignIn(page, address);
  const { session } = await backendCodeSignIn(address, '198.51.100.71');
  await page.goto(story);
  const poll = page.getByRole('region', { name: 'Poll of the day' }).first();
  await poll.getByRole('button', { name: 'Vote' }).click();

  // No answer: the poll again, the island's words beside the answers, nothing counted.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your vote was not counted');
  const again = page.getByRole('region', { name: 'Poll of the day' });
  const answers = again.getByRole('group');
  expect(await describedText(page, await answers.getAttribute('aria-describedby'))).toEqual([
    'Please choose an answer first.',
  ]);
  const backend = await fetch(`${apiUrl}/request?type=poll_of_the_day&platform=web`, {
    headers: { authorization: `Bearer ${session}` },
  });
  const { data } = ((await backend.json()) as { searchResult: [{ data: PollData }] }).searchResult[0];
  expect(data.reader.voted).toBe(false);

  // Chosen on that page, and voted: counted, the backend's results, the answer marked.
  const [first, second] = data.polloptions;
  await again.getByRole('radio', { name: second!.description }).check();
  await again.getByRole('button', { name: 'Vote' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your vote');
  await expect(page.locator('.form-outcome__message')).toHaveText('Thank you. Your vote is counted.');
  const results = page.getByRole('region', { name: 'Poll of the day' });
  await expect(results.locator('[data-chosen] .poll__text')).toHaveText(
    `Your answer: ${second!.description}`,
  );
  await expect(results.locator('.poll__total')).toHaveText(/^[\d,]+ votes?$/);
  await expect(page.getByRole('link', { name: 'Back to the story' })).toHaveAttribute('href', story);
  const mine = await readerPoll(session);
  expect(mine.reader).toEqual({ signedIn: true, voted: true, optionno: second!.optionno });
  // Percentages as the backend has them, shown as they came.
  for (const option of mine.result!.options) {
    const row = results.locator('.poll__option', {
      hasText: mine.polloptions.find((o) => o.optionno === option.optionno)!.description,
    });
    await expect(row.locator('.poll__percent')).toHaveText(`${option.optionperc}%`);
  }

  // The same reader again, another answer: the spec's words, still the first answer.
  const twice = await page.request.post('/poll/vote', {
    form: { txtPolliD: data.msid, PRadio: String(first!.optionno), return: story },
  });
  expect(await twice.text()).toContain('You&#x27;ve already voted!');
  expect((await readerPoll(session)).reader.optionno).toBe(second!.optionno);
});

interface PollData {
  msid: string;
  polloptions: { optionno: number; description: string }[];
  reader: { signedIn: boolean; voted: boolean; optionno: number | null };
  result: { totalvotes: number; options: { optionno: number; optionperc: number }[] } | null;
}

async function readerPoll(session: string): Promise<PollData> {
  const answer = await fetch(`${apiUrl}/request?type=poll_of_the_day&platform=web`, {
    headers: { authorization: `Bearer ${session}` },
  });
  return ((await answer.json()) as { searchResult: [{ data: PollData }] }).searchResult[0].data;
}

/** The backend's outbox (an editor's view): the mails to `address`. */
async function mailsTo(address: string): Promise<{ subject: string; status: string }[]> {
  const login = await fetch(`${apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.72' },
    body: JSON.stringify({ email: 'editor@demo.ledger', password: DEMO_PASSWORD }),
  });
  const { session } = (await login.json()) as { session: string };
  const outbox = (await (
    await fetch(`${apiUrl}/moderation/outbox`, { headers: { authorization: `Bearer ${session}` } })
  ).json()) as { mails: { toaddress: string; subject: string; status: string }[] };
  return outbox.mails.filter((mail) => mail.toaddress === address);
}

test('AB-13 without script: a sign-up is taken, its confirmation mail is in the outbox, and the reader is thanked in the island’s words', async ({
  page,
}) => {
  const story = await freeStoryOfSection(MARKETS);
  const address = freshAddress('newsletter');
  await page.goto(story);
  const signup = page.getByRole('region', { name: 'Newsletter' }).first();
  await signup.getByLabel('Your e-mail').fill(address);
  await signup.getByRole('button', { name: 'Subscribe' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter sign-up');
  await expect(page.getByRole('status')).toHaveText(
    'Thank you. To start getting Markets Daily, open the link we have e-mailed you.',
  );
  await expect(page.getByRole('link', { name: 'Back to the story' })).toHaveAttribute('href', story);
  expect(await mailsTo(address)).toEqual([
    expect.objectContaining({ subject: 'Confirm your subscription to Markets Daily' }),
  ]);
});

test('AB-13 without script: an address the server refuses is said beside the field, the address kept', async ({
  page,
}) => {
  await page.goto(await freeStoryOfSection(MARKETS));
  const signup = page.getByRole('region', { name: 'Newsletter' }).first();
  // The browser's e-mail field takes `ravi@localhost`; the server refuses it, in words.
  await signup.getByLabel('Your e-mail').fill('ravi@localhost');
  await signup.getByRole('button', { name: 'Subscribe' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You were not signed up');
  const field = page.getByLabel('Your e-mail');
  await expect(field).toHaveValue('ravi@localhost');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(
    'Please enter a valid e-mail address, like name@example.com.',
  );
  expect(await mailsTo('ravi@localhost')).toEqual([]);
});

test('AB-13 without script: the sign-up limit is the island’s — counted with its calls, said in its words', async ({
  page,
}) => {
  const story = await freeStoryOfSection(MARKETS);
  const reader = freshAddress('limit');
  await siteCodeSignIn(page, reader);
  // The island's own calls, as this reader, up to the backend's limit.
  const viaIsland = (n: number) =>
    page.request.post('/api/newsletters/subscribe', {
      form: { sid: 'markets', email: `nojs-limit-${n}-${Date.now()}@reader.example` },
    });
  let n = 0;
  while ((await viaIsland(n)).status() === 200) n += 1;
  expect(n).toBeGreaterThan(0);

  await page.goto(story);
  const signup = page.getByRole('region', { name: 'Newsletter' }).first();
  const address = freshAddress('over');
  await signup.getByLabel('Your e-mail').fill(address);
  await signup.getByRole('button', { name: 'Subscribe' }).click();
  const refused = page.locator('.form-outcome__message');
  await expect(refused).toHaveText(/^Too many sign-ups from you just now\./);
  // The words the island shows for the same refusal (its Retry-After, asked right after).
  const island = await viaIsland(n + 1);
  expect(island.status()).toBe(429);
  // The page was answered first, so its wait may be one second longer (a whole run saw 59 and 58).
  const wait = Number(island.headers()['retry-after']);
  expect([tooManyText('signup', wait), tooManyText('signup', wait + 1)]).toContain(
    (await refused.textContent())?.trim(),
  );
  await expect(page.getByLabel('Your e-mail')).toHaveValue(address);
  expect(await mailsTo(address)).toEqual([]);
});

test('AR-08 without script: the Mail button says in words that mailing needs JavaScript, offers the reader’s own mail, and leads back', async ({
  page,
}) => {
  const story = await freeStoryOfSection(MARKETS);
  await page.goto(story);
  await page.getByRole('button', { name: 'Mail this article' }).click();

  await expect(page).toHaveURL(/\/mail\?msid=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mail this article');
  await expect(page.getByRole('status')).toHaveText(/^Mailing an article from our site needs JavaScript/);
  const own = page.getByRole('link', { name: 'Send it from your own mail' });
  const mailto = new URL((await own.getAttribute('href')) ?? '');
  expect(mailto.protocol).toBe('mailto:');
  expect(mailto.searchParams.get('body')).toContain(`${site}${story}`);
  await expect(page.getByRole('link', { name: 'Back to the story' })).toHaveAttribute('href', story);
});

test('AB-09 without script: the trial blocker’s e-mail sign-in takes a one-time code (a wrong one refused beside the field), starts the trial and returns to the story, whole', async ({
  page,
}) => {
  const story = String((await article(PREMIUM)).url);
  const address = freshAddress('trial');
  await page.goto(story);
  await page.locator('.paywall').getByRole('button', { name: 'Continue with e-mail' }).click();

  await expect(page.getByText('Once you are signed in, your free Prime trial starts.')).toBeVisible();
  await page.getByLabel('E-mail').fill(address);
  await page.getByRole('button', { name: 'E-mail me a one-time code' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter your code');
  const code = ((await page.locator('[data-dev-code]').textContent()) ?? '').replace(/\D/g, '');
  expect(code).toMatch(/^\d{6}$/);

  // A wrong code: the server's words under the field, as the blocker shows them with script.
  await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('[data-error="code"]')).toHaveText(
    'That code is not right. You have 4 more tries.',
  );
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(`${site}${story}`);
  await expect(page.locator('.paywall-experience')).toHaveCount(0);
  await expect(page.getByText('Ledger Prime member')).toBeVisible();
  // The backend has the trial: the same address, signed in afresh, is Prime.
  expect((await backendCodeSignIn(address, '198.51.100.73')).isPrime).toBe(true);
});
