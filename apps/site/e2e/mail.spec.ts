import { mailLimits, recipientsPerDayText } from '@newsroom/rules/mail';
import { type Dialog, expect, type Page, test } from '@playwright/test';
import { apiUrl, latestStories } from './content.ts';
import { signIn } from './signIn.ts';

// AR-08 mail this article, end to end: the byline's Mail button, the dialog, the browser's proof
// of work, the site's /api/ calls and the backend's outbox. Hardening #16: the work runs in a
// worker and the dialog says so; the subject is not the sender's; the daily cap is shown beside
// the recipients. (The backend runs with a low CAPTCHA_MAX_NUMBER: global-setup.ts.)

const CAPTCHA = 'Please complete the reCAPTCHA.';
const RECIPIENT = 'Please enter email address in - Recievers Email Address Field';
const SUCCESS = 'Form submitted successfully!';
const FAILURE = 'Form submission failed. Please try again.';
const CHECKING = 'Checking that you are not a robot. This can take a few seconds.';

/** Accepts every window.alert and records its text. */
function recordAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog: Dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

async function openMail(page: Page) {
  const story = (await latestStories(10))[0]!;
  await page.goto(story.url);
  await page.getByRole('button', { name: 'Mail this article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mail this article' });
  await expect(dialog).toBeVisible();
  return { dialog, story };
}

test('AR-08: a signed-in reader finds their name and e-mail filled in; an anonymous one does not', async ({
  page,
}) => {
  const anonymous = await openMail(page);
  await expect(anonymous.dialog.getByLabel('Your name')).toHaveValue('');
  await expect(anonymous.dialog.getByLabel('Your email')).toHaveValue('');

  await signIn(page, 'reader@demo.ledger', anonymous.story.url);
  await page.getByRole('button', { name: 'Mail this article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mail this article' });
  await expect(dialog.getByLabel('Your name')).toHaveValue('Asha');
  await expect(dialog.getByLabel('Your email')).toHaveValue('reader@demo.ledger');
});

async function verify(dialog: ReturnType<Page['getByRole']>) {
  const robot = dialog.getByRole('checkbox', { name: "I'm not a robot" });
  await robot.click();
  await expect(dialog.locator('[data-captcha]')).toHaveAttribute('data-state', 'verified', { timeout: 5000 });
}

test('AR-08: sending without the captcha alerts the spec message', async ({ page }) => {
  const alerts = recordAlerts(page);
  const { dialog } = await openMail(page);
  await dialog.getByLabel("Recipients' email addresses").fill('ravi@example.com');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => alerts).toEqual([CAPTCHA]);
  await expect(dialog).toBeVisible();
});

test('AR-08: an empty recipient alerts the spec message', async ({ page }) => {
  const alerts = recordAlerts(page);
  const { dialog } = await openMail(page);
  await verify(dialog);
  await dialog.getByLabel("Recipients' email addresses").fill('   ');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => alerts).toEqual([RECIPIENT]);
  await expect(dialog.getByLabel("Recipients' email addresses")).toHaveAttribute('aria-invalid', 'true');
});

test('AR-08: a good request clears the form, alerts success and lands in the outbox', async ({
  page,
  request,
}) => {
  const alerts = recordAlerts(page);
  const { dialog, story } = await openMail(page);
  // The sender's own words, as long as the name may be: they must not become the subject.
  const name = `Meena ${Date.now()} ${'claim your prize at prize.example '.repeat(9)}`.slice(0, 300).trim();
  await dialog.getByLabel("Recipients' email addresses").fill(' ravi@example.com ,  asha@example.in ');
  await dialog.getByLabel('Your name').fill(name);
  await dialog.getByLabel('Your email').fill('meena@example.com');
  await verify(dialog);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => alerts).toEqual([SUCCESS]);
  await expect(dialog).toBeHidden();

  // Opened again, the form is empty.
  await page.getByRole('button', { name: 'Mail this article' }).click();
  await expect(dialog.getByLabel("Recipients' email addresses")).toHaveValue('');
  await expect(dialog.getByLabel('Your name')).toHaveValue('');
  await expect(dialog.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();

  const login = await request.post(`${apiUrl}/auth/login`, {
    data: { email: 'editor@demo.ledger', password: 'ledger-demo-2026' },
  });
  const { session } = (await login.json()) as { session: string };
  const outbox = await request.get(`${apiUrl}/moderation/outbox`, {
    headers: { authorization: `Bearer ${session}` },
  });
  expect(outbox.status()).toBe(200);
  const body = (await outbox.json()) as {
    mails: {
      name: string;
      toaddress: string;
      replyto: string;
      msid: string;
      status: string;
      subject: string;
    }[];
  };
  expect(body.mails.find((mail) => mail.name === name)).toMatchObject({
    toaddress: 'ravi@example.com, asha@example.in',
    replyto: 'meena@example.com',
    msid: story.msid,
    status: 'queued',
    subject: `The Economic Ledger: ${story.title}`,
  });
});

test('Hardening #16: the check runs in a worker and the dialog says it is working', async ({ page }) => {
  const { dialog } = await openMail(page);
  // The challenge is held back until the words are seen, so the working state cannot be missed.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/captcha', async (route) => {
    await held;
    await route.continue();
  });
  const worker = page.waitForEvent('worker');
  await dialog.getByRole('checkbox', { name: "I'm not a robot" }).click();
  await expect(dialog.getByRole('status')).toHaveText(CHECKING);
  release();
  expect((await worker).url()).toMatch(/captchaSolver\.worker/);
  await expect(dialog.locator('[data-captcha]')).toHaveAttribute('data-state', 'verified', {
    timeout: 10_000,
  });
  await expect(dialog.getByRole('status')).toHaveText('Checked.');
});

test('Hardening #16: the daily cap of recipients is told in words beside the recipients', async ({
  page,
}) => {
  const alerts = recordAlerts(page);
  const story = (await latestStories(10))[0]!;
  // A reader of their own, so no other test's mail counts against the same day.
  await signIn(page, 'trial@demo.ledger', story.url);
  const recipients = (count: number, tag: string) =>
    Array.from({ length: count }, (_, i) => `${tag}${i}@example.com`).join(', ');
  const send = async (count: number, tag: string) => {
    await page.getByRole('button', { name: 'Mail this article' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mail this article' });
    await dialog.getByLabel("Recipients' email addresses").fill(recipients(count, tag));
    await verify(dialog);
    await dialog.getByRole('button', { name: 'Send' }).click();
    return dialog;
  };
  const full = Math.floor(mailLimits.recipientsPerDay / mailLimits.recipientsPerMail);
  for (let i = 0; i < full; i++) {
    await send(mailLimits.recipientsPerMail, `day${i}-`);
    await expect.poll(() => alerts.length).toBe(i + 1);
  }
  expect(alerts).toEqual(Array.from({ length: full }, () => SUCCESS));
  const left = mailLimits.recipientsPerDay - full * mailLimits.recipientsPerMail;

  const dialog = await send(left + 1, 'over-');
  await expect.poll(() => alerts.at(-1)).toBe(FAILURE);
  const field = dialog.getByLabel("Recipients' email addresses");
  const message = dialog.getByText(recipientsPerDayText(mailLimits.recipientsPerDay, left));
  await expect(message).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAttribute('aria-describedby', (await message.getAttribute('id')) ?? 'none');
  // Beside the field: the element right after it.
  await expect(dialog.locator('[data-field="toaddress"] + p')).toHaveText(
    recipientsPerDayText(mailLimits.recipientsPerDay, left),
  );
  await expect(field).toHaveValue(recipients(left + 1, 'over-'));
});
