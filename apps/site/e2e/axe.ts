import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's WCAG 2 A and AA rules on the part of the page `selector` names, as `id: html` lines (none
 * when clean). The page must be opened in a context with `bypassCSP`: axe is added through the
 * DevTools protocol, which the page's CSP rightly does not allow.
 */
export async function axeViolations(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (within) => {
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
    const result = await axe.run(within, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return result.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 160)).join(' | ')}`,
    );
  }, selector);
}
