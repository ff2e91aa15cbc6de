import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_PORTS } from '../../../playwright.config.ts';
import { startStack } from '../../../scripts/stack.ts';
import { apiUrl, latestStories, type StoryRef } from './content.ts';

// AR-02..AR-07 end to end: the drawer, posting, replies, votes, and what happens when the
// backend is gone. Every comment here goes through the site's /api/ calls to the real backend.

interface RawComment {
  _id: string;
  C_T: string;
  A_D_N: string;
  C_D: string;
  AC_A_C: number;
  AC_D_C: number;
  CHILD: RawComment[];
}

async function commentsOf(msid: string, base = apiUrl): Promise<RawComment[]> {
  const answer = (await (await fetch(`${base}/comments?msid=${msid}&pagenum=1&size=25`)).json()) as unknown[];
  return answer.slice(1) as RawComment[];
}

async function storyWithComments(): Promise<StoryRef> {
  for (const story of await latestStories(60)) {
    if ((await commentsOf(story.msid)).length >= 3) return story;
  }
  throw new Error('no story with 3+ comments among the latest 60');
}

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: /^Comments: / }).click();
  const drawer = page.getByRole('dialog', { name: 'Comments' });
  await expect(drawer).toBeVisible();
  await expect(drawer.locator('.cm-comment').first()).toBeVisible();
  return drawer;
}

async function writeComment(drawer: ReturnType<Page['getByRole']>, message: string, name = 'Kavya') {
  await drawer.getByRole('button', { name: 'Post a Comment' }).click();
  await drawer.getByLabel('Your comment').fill(message);
  await drawer.getByLabel('Name').fill(name);
  await drawer.getByLabel('Email').fill('kavya@example.com');
}

async function editorSession(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post(`${apiUrl}/auth/login`, {
    data: { email: 'editor@demo.ledger', password: 'ledger-demo-2026' },
  });
  const { session } = (await login.json()) as { session: string };
  return { authorization: `Bearer ${session}` };
}

test('AR-02 / AR-03: an anonymous reader posts a comment and sees it after a reload', async ({ page }) => {
  const story = await storyWithComments();
  const message = `Margins matter more than the headline number ${Date.now()}`;
  await page.goto(story.url);
  const drawer = await openDrawer(page);
  await expect(drawer).toHaveCSS('width', '530px');
  await writeComment(drawer, message);
  await drawer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(drawer.getByText('Thank you for your comment.')).toBeVisible();
  await expect(drawer.locator('.cm-text', { hasText: message })).toBeVisible();

  await page.reload();
  const again = await openDrawer(page);
  await expect(again.locator('.cm-text', { hasText: message })).toBeVisible();
  expect((await commentsOf(story.msid)).some((c) => c.C_T === message)).toBe(true);
  // Escape closes the drawer.
  await page.keyboard.press('Escape');
  await expect(again).toBeHidden();
});

test('AR-04 / AR-06: a reply appears nested under its parent, one box open at a time', async ({ page }) => {
  const story = await storyWithComments();
  const [parent] = await commentsOf(story.msid);
  const reply = `Agreed, the order book says the same ${Date.now()}`;
  await page.goto(story.url);
  const drawer = await openDrawer(page);
  const parentItem = drawer
    .locator('li', { has: page.locator(`:scope > .cm-comment .cm-text`, { hasText: parent!.C_T }) })
    .first();
  await parentItem
    .getByRole('button', { name: `Reply to ${parent!.A_D_N}` })
    .first()
    .click();
  await expect(drawer.getByRole('form', { name: `Reply to ${parent!.A_D_N}` })).toBeVisible();
  await parentItem
    .getByRole('button', { name: `Flag the comment by ${parent!.A_D_N}` })
    .first()
    .click();
  await expect(drawer.getByRole('form', { name: `Reply to ${parent!.A_D_N}` })).toHaveCount(0);
  await parentItem
    .getByRole('button', { name: `Reply to ${parent!.A_D_N}` })
    .first()
    .click();
  await expect(drawer.getByRole('form', { name: /^Report the comment/ })).toHaveCount(0);

  const box = drawer.getByRole('form', { name: `Reply to ${parent!.A_D_N}` });
  await box.getByLabel('Your reply').fill(reply);
  await expect(box.locator('.cm-counter')).toContainText(String(1500 - [...reply].length));
  await box.getByLabel('Name').fill('Arjun');
  await box.getByLabel('Email').fill('arjun@example.com');
  await box.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(drawer.getByText('Thank you for your reply.')).toBeVisible();

  const stored = (await commentsOf(story.msid)).find((c) => c._id === parent!._id)!;
  expect(stored.CHILD.some((child) => child.C_T === reply)).toBe(true);
  await page.reload();
  const again = await openDrawer(page);
  const nested = again.locator('li[data-depth="1"] .cm-text', { hasText: reply });
  await expect(nested).toBeVisible();
});

test('AR-07: a second vote shows the toast, and the server counted one', async ({ page }) => {
  const story = await storyWithComments();
  const [target] = await commentsOf(story.msid);
  await page.goto(story.url);
  const drawer = await openDrawer(page);
  const votes = drawer.getByRole('group', { name: `Vote on the comment by ${target!.A_D_N}` }).first();
  const agree = votes.getByRole('button', { name: /^Agree/ });
  await agree.click();
  await expect(agree).toContainText(String(target!.AC_A_C + 1));
  await agree.click();
  await expect(drawer.getByRole('status').filter({ hasText: "You've already voted!" }).first()).toBeVisible();
  await expect
    .poll(async () => (await commentsOf(story.msid)).find((c) => c._id === target!._id)!.AC_A_C)
    .toBe(target!.AC_A_C + 1);
  // Still remembered after a reload (browser storage) and still counted once on the server.
  await page.reload();
  const again = await openDrawer(page);
  await again
    .getByRole('group', { name: `Vote on the comment by ${target!.A_D_N}` })
    .first()
    .getByRole('button', { name: /^Agree/ })
    .click();
  await expect(again.getByRole('status').filter({ hasText: "You've already voted!" }).first()).toBeVisible();
  expect((await commentsOf(story.msid)).find((c) => c._id === target!._id)!.AC_A_C).toBe(target!.AC_A_C + 1);
});

test('AR-03: 1501 characters are refused with the spec alert, and nothing is posted', async ({ page }) => {
  const story = await storyWithComments();
  const before = (await commentsOf(story.msid)).length;
  await page.goto(story.url);
  const drawer = await openDrawer(page);
  await writeComment(drawer, 'x'.repeat(1501));
  const alerts: string[] = [];
  page.once('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await drawer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect.poll(() => alerts).toEqual(['You have entered more than 1500 characters']);
  await expect(drawer.getByLabel('Your comment')).toHaveValue('x'.repeat(1501));
  expect((await commentsOf(story.msid)).length).toBe(before);
});

test('comment text is text: <script> and <img onerror> show as typed and never run', async ({ page }) => {
  const story = await storyWithComments();
  const hostile = `<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"> ${Date.now()}`;
  await page.goto(story.url);
  const drawer = await openDrawer(page);
  await writeComment(drawer, hostile);
  await drawer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(drawer.getByText('Thank you for your comment.')).toBeVisible();
  await page.reload();
  const again = await openDrawer(page);
  await expect(again.locator('.cm-text', { hasText: hostile })).toHaveText(hostile);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await again.locator('.cm-text img, .cm-text script').count()).toBe(0);
  // The server-rendered /opinions page shows it as text too.
  await page.goto(`/opinions/${story.msid}.cms`);
  await expect(page.locator('.comment__text', { hasText: hostile })).toHaveText(hostile);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

test.describe('with the backend stopped', () => {
  test('the drawer shows the spec error and the page stays usable', async ({ page }) => {
    const stack = await startStack({
      apiPort: E2E_PORTS.spareApi,
      sitePort: E2E_PORTS.spareSite,
      sqlitePath: ':memory:',
      quiet: true,
    });
    try {
      const [story] = await latestStories(1);
      await page.goto(`${stack.siteUrl}${story!.url}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await stack.stopApi();
      await page.getByRole('button', { name: /^Comments: / }).click();
      const drawer = page.getByRole('dialog', { name: 'Comments' });
      await expect(drawer.getByText('Error: Failed to fetch comments: Bad Gateway')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      // Still usable: the font-size control works and the text is all there.
      await page.getByRole('button', { name: 'Text size' }).click();
      await page.getByRole('radio', { name: 'Large' }).click();
      await expect(page.getByRole('radio', { name: 'Large' })).toHaveAttribute('aria-checked', 'true');
    } finally {
      await stack.stop();
    }
  });
});

test('AR-03: a signed-in reader comments under the session name, without the details block', async ({
  page,
}) => {
  const story = await storyWithComments();
  await page.goto(`/login?return=${encodeURIComponent(story.url)}`);
  await page.getByLabel('E-mail').fill('reader@demo.ledger');
  await page.getByLabel('Password').fill('ledger-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${story.url}$`));
  const drawer = await openDrawer(page);
  await drawer.getByRole('button', { name: 'Post a Comment' }).click();
  await expect(drawer.getByText('Commenting as Asha')).toBeVisible();
  const message = `Signed in and commenting ${Date.now()}`;
  await drawer.getByLabel('Your comment').fill(message);
  await expect(drawer.getByLabel('Name')).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(drawer.getByText('Thank you for your comment.')).toBeVisible();
  const stored = (await commentsOf(story.msid)).find((c) => c.C_T === message);
  expect(stored?.A_D_N).toBe('Asha');
});

test('AR-05: flagging with Others needs its text, then Report → reported, stored for moderators', async ({
  page,
  request,
}) => {
  const story = await storyWithComments();
  const [target] = await commentsOf(story.msid);
  await page.goto(story.url);
  const drawer = await openDrawer(page);
  await drawer
    .getByRole('button', { name: `Flag the comment by ${target!.A_D_N}` })
    .first()
    .click();
  const box = drawer.getByRole('form', { name: `Report the comment by ${target!.A_D_N}` });
  for (const reason of [
    'Foul language',
    'Slanderous',
    'Inciting hatred against a certain community',
    'Others',
  ]) {
    await expect(box.getByRole('radio', { name: reason })).toBeVisible();
  }
  await expect(box.getByLabel('Tell us what is wrong')).toHaveCount(0);
  await box.getByRole('radio', { name: 'Others' }).check();
  await box.getByRole('button', { name: 'Report' }).click();
  await expect(box.getByText('Please describe the reason')).toBeVisible();
  await box.getByLabel('Tell us what is wrong').fill('Spam link to a trading app');
  await box.getByRole('button', { name: 'Report' }).click();
  await expect(drawer.getByText('Thank you. The moderators will look at this comment.')).toBeVisible();

  const reports = await request.get(`${apiUrl}/moderation/reports`, {
    headers: await editorSession(request),
  });
  const body = (await reports.json()) as {
    reports: { commentid: string; reason: string; reasontext: string }[];
  };
  expect(
    body.reports.some(
      (r) =>
        r.commentid === target!._id && r.reason === 'Others' && r.reasontext === 'Spam link to a trading app',
    ),
  ).toBe(true);
});

// Hardening item 18: the reader's own new comment is the server's, so everything works on it.
test('Hardening 18: a reader replies to, flags and votes on their own new comment, all stored', async ({
  page,
  request,
}) => {
  const story = await storyWithComments();
  const message = `My own take on the margins ${Date.now()}`;
  const replyText = `And a follow-up to myself ${Date.now()}`;
  await page.goto(story.url);
  const drawer = await openDrawer(page);
  await writeComment(drawer, message, 'Tara');
  await drawer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(drawer.getByText('Thank you for your comment.')).toBeVisible();

  // Shown as the server stored it: its id and its time, no local copy.
  const stored = (await commentsOf(story.msid)).find((c) => c.C_T === message);
  expect(stored?._id).toMatch(/^\d+$/);
  const mine = drawer.locator(`li[data-comment-id="${stored!._id}"]`);
  await expect(mine.locator(':scope > .cm-comment .cm-text')).toHaveText(message);
  await expect(mine.locator(':scope > .cm-comment time')).toHaveAttribute('datetime', stored!.C_D);

  await mine.getByRole('button', { name: 'Reply to Tara' }).first().click();
  const box = drawer.getByRole('form', { name: 'Reply to Tara' });
  await box.getByLabel('Your reply').fill(replyText);
  await box.getByLabel('Name').fill('Tara');
  await box.getByLabel('Email').fill('tara@example.com');
  await box.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(drawer.getByText('Thank you for your reply.')).toBeVisible();
  const reply = (await commentsOf(story.msid))
    .find((c) => c._id === stored!._id)
    ?.CHILD.find((c) => c.C_T === replyText);
  expect(reply?._id).toMatch(/^\d+$/);
  await expect(mine.locator(`li[data-comment-id="${reply!._id}"] .cm-text`)).toHaveText(replyText);

  await mine.getByRole('button', { name: 'Flag the comment by Tara' }).first().click();
  const flag = drawer.getByRole('form', { name: 'Report the comment by Tara' });
  await flag.getByRole('radio', { name: 'Slanderous' }).check();
  await flag.getByRole('button', { name: 'Report' }).click();
  await expect(drawer.getByText('Thank you. The moderators will look at this comment.')).toBeVisible();
  const reports = await request.get(`${apiUrl}/moderation/reports`, {
    headers: await editorSession(request),
  });
  const { reports: listed } = (await reports.json()) as { reports: { commentid: string; reason: string }[] };
  expect(listed.some((r) => r.commentid === stored!._id && r.reason === 'Slanderous')).toBe(true);

  const votes = mine.getByRole('group', { name: 'Vote on the comment by Tara' }).first();
  await votes.getByRole('button', { name: /^Agree/ }).click();
  await expect(votes.getByRole('button', { name: /^Agree/ })).toContainText('1');
  await expect
    .poll(async () => (await commentsOf(story.msid)).find((c) => c._id === stored!._id)?.AC_A_C)
    .toBe(1);
  // Nothing was refused on the way.
  await expect(drawer.getByRole('alert')).toHaveCount(0);
});

test('Hardening 18: an e-mail the server refuses is shown next to the e-mail field, the text kept', async ({
  page,
}) => {
  const story = await storyWithComments();
  const message = `Refused on the way ${Date.now()}`;
  // A client that lets an address through (an older page's script, say): the address is changed
  // on its way to the site, and the real backend refuses it.
  await page.route('**/api/post_comment.cms*', async (route) => {
    const fields = new URLSearchParams(route.request().postData() ?? '');
    fields.set('fromaddress', 'me@site.c');
    await route.continue({ postData: fields.toString() });
  });
  await page.goto(story.url);
  const drawer = await openDrawer(page);
  await writeComment(drawer, message);
  await drawer.getByRole('button', { name: 'Post', exact: true }).click();
  const email = drawer.getByLabel('Email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  const describedBy = await email.getAttribute('aria-describedby');
  await expect(drawer.locator(`[id="${describedBy}"]`)).toHaveText('Please enter a valid email');
  await expect(drawer.getByLabel('Your comment')).toHaveValue(message);
  expect((await commentsOf(story.msid)).some((c) => c.C_T === message)).toBe(false);
});

test.describe('with a tight limit on posts', () => {
  test('Hardening 18: a 429 is the form’s message, in words with the wait, and the text is kept', async ({
    page,
  }) => {
    const stack = await startStack({
      apiPort: E2E_PORTS.spareApi,
      sitePort: E2E_PORTS.spareSite,
      sqlitePath: ':memory:',
      quiet: true,
      apiEnv: { RATE_LIMIT_POSTS: '1/600' },
    });
    try {
      const story = await storyWithComments();
      await page.goto(`${stack.siteUrl}${story.url}`);
      const drawer = await openDrawer(page);
      await writeComment(drawer, 'The first one goes through.');
      await drawer.getByRole('button', { name: 'Post', exact: true }).click();
      await expect(drawer.getByText('Thank you for your comment.')).toBeVisible();
      await drawer.getByRole('button', { name: 'Post a Comment' }).click();
      await drawer.getByLabel('Your comment').fill('The second one is too soon.');
      await drawer.getByLabel('Name').fill('Kavya');
      await drawer.getByLabel('Email').fill('kavya@example.com');
      await drawer.getByRole('button', { name: 'Post', exact: true }).click();
      await expect(drawer.getByRole('alert')).toHaveText(
        /^Too many comments from you just now\. Please try again in 10 minutes\.$/,
      );
      await expect(drawer.getByLabel('Your comment')).toHaveValue('The second one is too soon.');
    } finally {
      await stack.stop();
    }
  });
});

// Hardening item 9: votes are writes, counted per reader by what the site knows.
test('Hardening 9: five votes from one anonymous reader count once; GET is 405; another origin is 403', async ({
  page,
}) => {
  const story = await storyWithComments();
  const target = (await commentsOf(story.msid))[1]!;
  const total = async () => {
    const now = (await commentsOf(story.msid)).find((c) => c._id === target._id)!;
    return now.AC_A_C + now.AC_D_C;
  };
  const before = await total();
  await page.goto(story.url);
  await openDrawer(page);
  // The page gave this browser the site's reader cookie, out of reach of scripts.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'ledger_reader');
  expect(cookie?.httpOnly).toBe(true);

  // The page's own requests (same cookie), as a script on the page could send them.
  const vote = (typeid: string, headers: Record<string, string> = {}) =>
    page.request.post('/api/rate_comment.cms', {
      form: { opinionid: target._id, typeid, rateid: '1', uid: `fresh-uid-${typeid}-${Math.random()}` },
      headers,
    });
  const answers: { counted: boolean }[] = [];
  for (const typeid of ['100', '101', '100', '100', '101']) {
    const answer = await vote(typeid);
    expect(answer.status()).toBe(200);
    answers.push((await answer.json()) as { counted: boolean });
  }
  expect(answers.map((a) => a.counted)).toEqual([true, false, false, false, false]);
  expect(await total()).toBe(before + 1);

  const get = await page.request.get(`/api/rate_comment.cms?opinionid=${target._id}&typeid=100&rateid=1`);
  expect(get.status()).toBe(405);
  const foreign = await vote('100', { origin: 'http://evil.example' });
  expect(foreign.status()).toBe(403);

  // Clearing the browser's storage does not buy another vote either.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  const again = await openDrawer(page);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/rate_comment.cms'));
  await again
    .locator(`li[data-comment-id="${target._id}"] > .cm-comment`)
    .getByRole('button', { name: /^Disagree/ })
    .click();
  expect(await (await answered).json()).toEqual({ counted: false, reason: 'already voted' });
  await expect.poll(total).toBe(before + 1);
});
