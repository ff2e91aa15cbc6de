import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../../../playwright.config.ts';
import { repoRoot } from '../../../scripts/stack.ts';
import { signIn } from './signIn.ts';

test('a broken layout stops the production server with every fault as file: json.path: reason', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'layouts-'));
  writeFileSync(
    join(dir, 'article.json'),
    JSON.stringify({
      page: 'article',
      regions: { aside: [{ widget: 'latest-from-publisher', props: { count: 0 } }, { widget: 'x' }] },
    }),
  );
  const site = spawn(process.execPath, [join(repoRoot, 'apps/site/server/main.ts')], {
    env: {
      ...process.env,
      PORT: String(E2E_PORTS.brokenLayouts),
      HOST: '127.0.0.1',
      SITE_ORIGIN: 'http://127.0.0.1',
      LAYOUTS_DIR: dir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  site.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => site.on('exit', resolve));
  expect(code).toBe(1);
  const name = dir.split('/').pop();
  expect(stderr).toContain(
    `${name}/article.json: regions.aside[0].props.count: Too small: expected number to be >=1`,
  );
  expect(stderr).toContain(`${name}/article.json: regions.aside[1].widget: unknown widget "x"`);
});

test.describe('layout preview in production (ED-03)', () => {
  const preview = '/_preview/layout?page=home&hour=4';

  test('is not there for readers', async ({ page }) => {
    expect((await page.goto(preview))?.status()).toBe(404);
    await signIn(page, 'reader@demo.ledger');
    expect((await page.goto(preview))?.status()).toBe(404);
  });

  test('shows a signed-in editor the home page decisions for 4:00 (HM-03)', async ({ page }) => {
    await signIn(page, 'editor@demo.ledger');
    expect((await page.goto(preview))?.status()).toBe(200);
    // A rule names a named condition; the condition is described once, below (issue 26.2).
    await expect(page.getByText('variant investment-ideas-first: ref investmentIdeasHours')).toBeVisible();
    await expect(
      page.getByRole('row', { name: 'investmentIdeasHours yes hour in 3–5 or 11–13 or 19–21' }),
    ).toBeVisible();
    const frame = page.frameLocator('iframe.preview__frame');
    await expect(frame.locator('.premium-column .widget__title').first()).toHaveText('Investment Ideas');
  });
});
