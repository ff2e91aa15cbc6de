import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_PORTS } from '../../../playwright.config.ts';
import { startStack } from '../../../scripts/stack.ts';
import { apiUrl, latestStories, type StoryRef } from './content.ts';

// Issue 27, "the core writes work with JavaScript off": AR-03 comment, AR-04 reply, AR-05 flag and
// AR-07 vote as plain forms. Each write is read back from the backend over HTTP, the reader reads
// the outcome in words, and a refusal says what the drawer says with script (comments.spec.ts).
// One page load per case; the form's own submission is the only other navigation.

test.use({ javaScriptEnabled: false });

interface RawComment {
  _id: string;
  C_T: string;
  A_D_N: string;
  AC_A_C: number;
  AC_D_C: number;
  CHILD: RawComment[];
}

async function commentsOf(msid: string, base = apiUrl): Promise<RawComment[]> {
  const answer = (await (await fetch(`${base}/comments?msid=${msid}&pagenum=1&size=25`)).json()) as unknown[];
  return answer.slice(1) as RawComment[];
}

let found: Promise<StoryRef> | undefined;

/** A story with 3+ comments, looked up once for the file (the seed is the same on every backend). */
function storyWithComments(): Promise<StoryRef> {
  found ??= (async () => {
    for (const story of await latestStories(60)) {
      if ((await commentsOf(story.msid)).length >= 3) return story;
    }
    throw new Error('no story with 3+ comments among the latest 60');
  })();
  return found;
}

const opinions = (msid: string) => `/opinions/${msid}.cms`;

/** The message of the field's refusal, as a screen reader reaches it (aria-describedby). */
async function refusalOf(page: Page, label: string) {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  return page.locator(`[id="${ids.split(' ').find((id) => id.endsWith('-refusal'))}"]`);
}

async function writeComment(page: Page, message: string, email = 'kavya@example.com') {
  await page.getByText('Post a Comment').click();
  const form = page.getByRole('form', { name: 'Post a comment' });
  await form.getByLabel('Your comment').fill(message);
  await form.getByLabel('Name').fill('Kavya');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Post' }).click();
}

test('AR-03 without script: the comment button leads to the comments page, and a posted comment is stored', async ({
  page,
}) => {
  const story = await storyWithComments();
  const message = `Posted with scripts off ${Date.now()}`;
  await page.goto(story.url);
  await page.getByRole('button', { name: /^Comments: / }).click();
  await expect(page).toHaveURL(new RegExp(`${opinions(story.msid)}\\??$`));
  await writeComment(page, message);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comment posted');
  await expect(page.getByRole('status')).toHaveText('Thank you for your comment.');
  await expect(page.locator('.comment__text', { hasText: message })).toBeVisible();
  const stored = (await commentsOf(story.msid)).find((c) => c.C_T === message);
  expect(stored?.A_D_N).toBe('Kavya');
  // Back to the comments, at the new one.
  await expect(page.getByRole('link', { name: 'Back to the comments' })).toHaveAttribute(
    'href',
    `${opinions(story.msid)}#comment-${stored!._id}`,
  );
});

test('AR-04 without script: a reply is stored under its parent', async ({ page }) => {
  const story = await storyWithComments();
  const [parent] = await commentsOf(story.msid);
  const reply = `A reply with scripts off ${Date.now()}`;
  await page.goto(opinions(story.msid));
  const item = page.locator(`#comment-${parent!._id}`);
  await item.locator(':scope > article').getByText(`Reply to ${parent!.A_D_N}`).click();
  const form = item.getByRole('form', { name: `Reply to ${parent!.A_D_N}` }).first();
  await form.getByLabel('Your reply').fill(reply);
  await form.getByLabel('Name').fill('Arjun');
  await form.getByLabel('Email').fill('arjun@example.com');
  await form.getByRole('button', { name: 'Reply' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reply posted');
  await expect(page.getByRole('status')).toHaveText('Thank you for your reply.');
  const stored = (await commentsOf(story.msid)).find((c) => c._id === parent!._id)!;
  expect(stored.CHILD.some((child) => child.C_T === reply && child.A_D_N === 'Arjun')).toBe(true);
});

async function editorSession(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post(`${apiUrl}/auth/login`, {
    data: { email: 'editor@demo.ledger', password: 'ledger-demo-2026' },
  });
  const { session } = (await login.json()) as { session: string };
  return { authorization: `Bearer ${session}` };
}

test('AR-05 without script: a report needs a reason (said next to it), then is stored for moderators', async ({
  page,
  request,
}) => {
  const story = await storyWithComments();
  const [, target] = await commentsOf(story.msid);
  const why = `Spam with scripts off ${Date.now()}`;
  await page.goto(opinions(story.msid));
  const item = page.locator(`#comment-${target!._id}`);
  await item.locator(':scope > article').getByText(`Flag the comment by ${target!.A_D_N}`).click();
  const form = item.getByRole('form', { name: `Report the comment by ${target!.A_D_N}` }).first();
  await form.getByLabel('Tell us what is wrong').fill(why);
  await form.getByRole('button', { name: 'Report' }).click();

  // No reason chosen: the drawer's words, next to the reasons, the text kept.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The comment was not reported');
  const reasons = page.getByRole('group', { name: 'Why are you reporting this comment?' });
  const describedBy = await reasons.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('Please choose a reason');
  await expect(page.getByLabel('Tell us what is wrong')).toHaveValue(why);
  // The outcome page's form is the same form: choose, and report again.
  await page.getByRole('radio', { name: 'Others' }).check();
  await page.getByRole('button', { name: 'Report' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comment reported');
  await expect(page.getByRole('status')).toHaveText('Thank you. The moderators will look at this comment.');

  const reports = await request.get(`${apiUrl}/moderation/reports`, {
    headers: await editorSession(request),
  });
  const body = (await reports.json()) as {
    reports: { commentid: string; reason: string; reasontext: string | null }[];
  };
  expect(
    body.reports.some((r) => r.commentid === target!._id && r.reason === 'Others' && r.reasontext === why),
  ).toBe(true);
});

test('AR-07 without script: a vote is counted once, with the counts the server answered', async ({
  page,
  request,
}) => {
  const story = await storyWithComments();
  // A comment of its own: an anonymous vote counts once per comment per address.
  const posted = await request.post(`${apiUrl}/post_comment.cms?feedtype=json`, {
    form: {
      msid: story.msid,
      message: `Vote on me ${Date.now()}`,
      fromname: 'Meera',
      fromaddress: 'meera@example.com',
    },
  });
  const target = (await posted.json()) as RawComment;
  await page.goto(opinions(story.msid));
  await page
    .locator(`#comment-${target._id}`)
    .getByRole('form', { name: 'Vote on the comment by Meera' })
    .getByRole('button', { name: 'Agree 0', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your vote');
  await expect(page.getByRole('status')).toHaveText('Thank you. Your vote is counted.');
  await expect(page.getByText('Agree 1 · Disagree 0')).toBeVisible();
  expect((await commentsOf(story.msid)).find((c) => c._id === target._id)!.AC_A_C).toBe(1);

  // The same reader again (the same cookies, the form's fields): the spec's words, still one vote.
  const again = await page.request.post('/comments/vote', {
    form: { commentid: target._id, vote: 'disagree', return: opinions(story.msid) },
  });
  expect(await again.text()).toContain('You&#x27;ve already voted!');
  const now = (await commentsOf(story.msid)).find((c) => c._id === target._id)!;
  expect([now.AC_A_C, now.AC_D_C]).toEqual([1, 0]);
});

test('AR-03 without script: an empty, an over-long and a malformed comment are refused in the drawer’s words, next to the field, nothing stored', async ({
  page,
}) => {
  const story = await storyWithComments();
  const before = (await commentsOf(story.msid)).length;
  await page.goto(opinions(story.msid));
  await writeComment(page, '   ');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your comment was not posted');
  await expect(await refusalOf(page, 'Your comment')).toHaveText('Please enter your comment');
  await expect(page.getByLabel('Name')).toHaveValue('Kavya');

  // The outcome page holds the same form: the reader goes on from there.
  await page.getByLabel('Your comment').fill('x'.repeat(1501));
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(await refusalOf(page, 'Your comment')).toHaveText(
    'You have entered more than 1500 characters',
  );
  await expect(page.getByLabel('Your comment')).toHaveValue('x'.repeat(1501));

  await page.getByLabel('Your comment').fill('A fair point about margins');
  // Not even an @: the server's words, not the browser's own bubble (the forms are noValidate).
  await page.getByLabel('Email').fill('kavya');
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(await refusalOf(page, 'Email')).toHaveText('Please enter a valid email');
  await expect(page.getByLabel('Your comment')).toHaveValue('A fair point about margins');
  expect((await commentsOf(story.msid)).length).toBe(before);
});

test('without script: a post from another site is refused in the API’s words, and nothing is stored', async ({
  page,
}) => {
  const story = await storyWithComments();
  const message = `From elsewhere ${Date.now()}`;
  const answer = await page.request.post('/comments/post', {
    form: { msid: story.msid, message, name: 'Eve', email: 'eve@example.com' },
    headers: { origin: 'http://evil.example' },
  });
  expect(answer.status()).toBe(403);
  expect(await answer.text()).toContain('Requests from other sites are refused.');
  expect(answer.headers()['cache-control']).toBe('no-store');
  expect(answer.headers()['content-security-policy']).toContain("script-src 'nonce-");
  expect((await commentsOf(story.msid)).some((c) => c.C_T === message)).toBe(false);
});

test.describe('with a tight limit on posts', () => {
  test('without script: the rate limit reads as with script, and the text is kept', async ({ page }) => {
    const stack = await startStack({
      apiPort: E2E_PORTS.spareApi,
      sitePort: E2E_PORTS.spareSite,
      sqlitePath: ':memory:',
      quiet: true,
      apiEnv: { RATE_LIMIT_POSTS: '1/600' },
    });
    try {
      const story = await storyWithComments();
      // The one post the limit allows this address.
      const first = await page.request.post(`${stack.siteUrl}/comments/post`, {
        form: {
          msid: story.msid,
          message: 'The first one goes through.',
          name: 'Kavya',
          email: 'kavya@example.com',
        },
      });
      expect(first.status()).toBe(200);
      await page.goto(`${stack.siteUrl}${opinions(story.msid)}`);
      await writeComment(page, 'The second one is too soon.');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your comment was not posted');
      await expect(page.getByRole('alert')).toHaveText(
        /^Too many comments from you just now\. Please try again in 10 minutes\.$/,
      );
      await expect(page.getByLabel('Your comment')).toHaveValue('The second one is too soon.');
      expect(
        (await commentsOf(story.msid, stack.apiUrl)).some((c) => c.C_T === 'The second one is too soon.'),
      ).toBe(false);
    } finally {
      await stack.stop();
    }
  });
});
