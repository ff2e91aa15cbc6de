import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's rule tags: WCAG 2 A and AA by default; a test may ask for 2.1's too. */
const WCAG2 = ['wcag2a', 'wcag2aa'];

/**
 * axe's WCAG 2 A and AA rules (or the `tags` given) on the part of the page `selector` names, as
 * `id: html` lines (none when clean). The page must be opened in a context with `bypassCSP`: axe is added through the
 * DevTools protocol, which the page's CSP rightly does not allow.
 */
export async function axeViolations(
  page: Page,
  selector: string,
  tags: readonly string[] = WCAG2,
): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(
    async ({ within, values }) => {
      const axe = (
        window as unknown as {
          axe: {
            run(
              context: unknown,
              options: unknown,
            ): Promise<{ violations: { id: string; nodes: { html: string }[] }[] }>;
          };
        }
      ).axe;
      const result = await axe.run(within, { runOnly: { type: 'tag', values } });
      return result.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 160)).join(' | ')}`,
      );
    },
    { within: selector, values: [...tags] },
  );
}
