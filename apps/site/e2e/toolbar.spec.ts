import { expect, test } from '@playwright/test';
import { apiUrl, latestStories } from './content.ts';
import { signIn } from './signIn.ts';

// AR-10 byline toolbar, end to end: save (bookmark) stored in the backend for signed-in readers,
// anonymous readers asked to sign in, and the share menu when the Web Share API is absent.

async function backendSession(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const login = await request.post(`${apiUrl}/auth/login`, {
    data: { email: 'reader@demo.ledger', password: 'ledger-demo-2026' },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { session: string }).session;
}

async function savedMsids(request: import('@playwright/test').APIRequestContext, session: string) {
  const answer = await request.get(`${apiUrl}/bookmarks`, {
    headers: { authorization: `Bearer ${session}` },
  });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { searchResult: [{ data: { msid: string }[] }] };
  return body.searchResult[0].data.map((item) => item.msid);
}

test('AR-10: a signed-in reader bookmarks, reloads and the bookmark stays (and the backend lists it)', async ({
  page,
  request,
}) => {
  const story = (await latestStories(20))[7]!;
  const session = await backendSession(request);
  // Start from "not saved", whatever an earlier run left.
  await request.delete(`${apiUrl}/bookmarks?msid=${story.msid}`, {
    headers: { authorization: `Bearer ${session}` },
  });

  await signIn(page, 'reader@demo.ledger', story.url);
  const save = page.getByRole('button', { name: 'Save this story' });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click(); // wakes the island; the press is replayed and saves
  await expect(save).toHaveAttribute('data-state', 'saved');
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  expect(await savedMsids(request, session)).toContain(story.msid);

  await page.reload();
  const again = page.getByRole('button', { name: 'Save this story' });
  // The server HTML is the same for every reader; the island wakes on hover (no press, which
  // would toggle) and asks the backend, which still has the story saved.
  await again.hover();
  await expect(again).toHaveAttribute('data-state', 'saved');
  await expect(again).toHaveAttribute('aria-pressed', 'true');

  // And it can be removed again.
  await again.click();
  await expect(again).toHaveAttribute('data-state', 'notSaved');
  expect(await savedMsids(request, session)).not.toContain(story.msid);
});

test('AR-10: an anonymous reader pressing save is asked to sign in', async ({ page }) => {
  const story = (await latestStories(20))[8]!;
  await page.goto(story.url);
  await page.getByRole('button', { name: 'Save this story' }).click();
  await expect(page.getByText('Sign in to save stories.')).toBeVisible();
  const link = page.getByRole('link', { name: 'Sign in', exact: true }).last();
  await expect(link).toHaveAttribute('href', `/login?return=${encodeURIComponent(story.url)}`);
  await expect(page.getByRole('button', { name: 'Save this story' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('AR-10: without Web Share, share offers copy link, e-mail, WhatsApp, X and LinkedIn with the right URLs', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Chromium on Linux has no share sheet; make sure the API is absent whatever the build.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'canShare', { value: undefined, configurable: true });
  });
  const story = (await latestStories(20))[9]!;
  await page.goto(story.url);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`${story.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  const title = (await page.locator('h1').first().textContent())?.trim() ?? '';
  expect(title).not.toBe('');

  const share = page.getByRole('button', { name: 'Share this story' });
  await share.click();
  const menu = page.getByRole('group', { name: 'Share this story' });
  await expect(menu).toBeVisible();
  await expect(share).toHaveAttribute('aria-expanded', 'true');

  const url = encodeURIComponent(canonical!);
  const text = encodeURIComponent(title);
  await expect(menu.getByRole('link', { name: 'E-mail' })).toHaveAttribute(
    'href',
    `mailto:?subject=${text}&body=${text}%20${url}`,
  );
  await expect(menu.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/?text=${text}%20${url}`,
  );
  await expect(menu.getByRole('link', { name: 'X' })).toHaveAttribute(
    'href',
    `https://x.com/intent/post?url=${url}&text=${text}`,
  );
  await expect(menu.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
    'href',
    `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
  );
  await expect(menu.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('rel', 'noopener noreferrer');

  await menu.getByRole('button', { name: /Copy link/ }).click();
  await expect(menu.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(share).toBeFocused();
});
