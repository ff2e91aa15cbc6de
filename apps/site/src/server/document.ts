import { formatFault, type LayoutFault } from '@newsroom/composer';
import { INPUT_CAPTURE_SCRIPT } from '@newsroom/composer/islands/input-capture';
import { serializeLd } from '../article/jsonLd.ts';
import type { Head } from '../lib/pageResult.tsx';
import { type WebFonts, webFontsBootScript } from './webFonts.ts';

/** Where the built (or dev-served) client files are, per page. */
export interface Assets {
  styles: readonly string[];
  /** The island runtime; loaded only on pages that have islands. */
  islandRuntime: string;
  /** The web fonts, a reader's from their second page on (see webFonts.ts). */
  webFonts?: WebFonts;
  /** Extra tags development needs (Vite client, React refresh). */
  devHead?: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Every `<script` of development's extra tags gets the nonce too, so the CSP holds in `--dev`. */
const withNonce = (html: string, nonce: string) => html.replaceAll('<script', `<script nonce="${nonce}"`);

/**
 * Everything up to the page's body content; written before React's stream. Every script carries
 * the response's CSP nonce (see security.ts); nothing else may run.
 */
export function documentStart(
  head: Head,
  assets: Assets,
  nonce: string,
  faults: readonly LayoutFault[] = [],
): string {
  const n = escapeHtml(nonce);
  const tags = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // Issue 27: first in the head, before the stylesheet can hold scripts back, so that what a
    // reader does to an island before it is interactive is kept (islands/inputCapture.ts).
    head.webFonts !== false ? `<script nonce="${n}">${INPUT_CAPTURE_SCRIPT}</script>` : '',
    `<title>${escapeHtml(head.title)}</title>`,
    head.description ? `<meta name="description" content="${escapeHtml(head.description)}">` : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '',
    head.robots ? `<meta name="robots" content="${escapeHtml(head.robots)}">` : '',
    head.refreshSeconds ? `<meta http-equiv="refresh" content="${Math.round(head.refreshSeconds)}">` : '',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    assets.webFonts && head.webFonts !== false
      ? `<script nonce="${n}">${webFontsBootScript(assets.webFonts)}</script>`
      : '',
    ...(head.inlineScripts ?? []).map((code) => `<script nonce="${n}">${code}</script>`),
    ...(head.jsonLd ?? []).map(
      (ld) => `<script type="application/ld+json" nonce="${n}">${serializeLd(ld)}</script>`,
    ),
    withNonce(assets.devHead ?? '', n),
    '</head><body>',
    faults.length > 0 ? faultBanner(faults) : '',
  ];
  return tags.join('');
}

/** Development only: layout faults on top of every page, while the last good layout is used. */
function faultBanner(faults: readonly LayoutFault[]): string {
  const items = faults.map((fault) => `<li><code>${escapeHtml(formatFault(fault))}</code></li>`).join('');
  return (
    '<div role="alert" style="background:#fdecea;color:#611a15;border-bottom:2px solid #b3261e;padding:12px 16px;font:14px/1.4 system-ui,sans-serif">' +
    `<strong>Layout faults: this page uses the last good layout.</strong><ul style="margin:6px 0 0;padding-left:20px">${items}</ul></div>`
  );
}

/** Closes the page; the island runtime is added only when the page rendered an island. */
export function documentEnd(assets: Assets, hasIslands: boolean, nonce: string): string {
  const runtime = hasIslands
    ? `<script type="module" src="${escapeHtml(assets.islandRuntime)}" nonce="${escapeHtml(nonce)}"></script>`
    : '';
  return `${runtime}</body></html>`;
}
