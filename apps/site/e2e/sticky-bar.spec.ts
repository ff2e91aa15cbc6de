import { expect, test } from '@playwright/test';
import { article, longFreeArticle } from './content.ts';

test('AR-11: the byline bar sticks with the title once the body reaches the top, and goes away above it', async ({
  page,
}) => {
  const story = await longFreeArticle();
  const data = await article(story.msid);
  await page.goto(story.url);
  const bar = page.getByRole('region', { name: 'Story title' });
  await expect(bar).toBeHidden();

  const bodyTop = await page
    .locator('.story__body')
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await page.mouse.wheel(0, bodyTop + 200);
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(String(data.title));
  await expect(bar).toHaveCSS('position', 'fixed');
  await expect(bar).toHaveCSS('top', '0px');

  await page.mouse.wheel(0, -(bodyTop + 1000));
  await expect(bar).toBeHidden();
});
