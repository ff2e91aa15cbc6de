import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { locationOf } from '../lib/requests.ts';
import { HOME_PATH, RETURN_PATH_MAX_LENGTH, safeReturnPath } from '../lib/returnPath.ts';

// Hardening (issue 26.1): a return path stays on the site in every place the site writes one.

const SITE = 'https://site.example';

/** The pieces an attacker builds a return path from: dot segments, encodings, slashes, spaces. */
const piece = fc.constantFrom(
  '/',
  '//',
  '\\',
  '.',
  '..',
  '%2e',
  '%2E',
  '%2e%2e',
  '%2f',
  '%5c',
  '\t',
  '\n',
  '\r',
  ' ',
  '@',
  ':',
  '?',
  '#',
  '&',
  '"',
  '<',
  'a',
  'evil.example',
  'javascript:',
  '\u3002',
  '\uff0e',
  '\u0000',
);
const hostilePath = fc.oneof(
  fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')),
  fc.array(piece, { maxLength: 12 }).map((parts) => `/${parts.join('')}`),
  fc.string({ maxLength: 40 }),
);

/** Where a browser goes from a link or a Location header with this value, on this site. */
const originOf = (value: string) => new URL(value, `${SITE}/some/page`).origin;

/** The href React writes for the value, read back the way an HTML parser reads an attribute. */
function renderedHref(value: string): string {
  const html = renderToStaticMarkup(<a href={value}>Back to reading</a>);
  const attribute = /href="([^"]*)"/.exec(html)?.[1] ?? '';
  return attribute
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

describe('safeReturnPath (Hardening #26.1)', () => {
  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/.\\/evil.example',
    'https://evil.example/',
    'evil.example',
    '',
  ])('sends %j home', (raw) => {
    expect(safeReturnPath(raw)).toBe(HOME_PATH);
  });

  it.each([
    ['/markets/stocks', '/markets/stocks'],
    ['/a/../b?x=1#c', '/b?x=1#c'],
    ['/news/état', '/news/%C3%A9tat'],
  ])('keeps %j on the site as %j', (raw, kept) => {
    expect(safeReturnPath(raw)).toBe(kept);
  });

  it('sends over-long paths home', () => {
    expect(safeReturnPath(`/${'a'.repeat(RETURN_PATH_MAX_LENGTH)}`)).toBe(HOME_PATH);
  });

  it('every accepted value stays on the site as a Location header, a link and a JSON answer', () => {
    fc.assert(
      fc.property(hostilePath, (raw) => {
        const path = safeReturnPath(raw);
        expect(path).toMatch(/^\/(?![/\\])/);
        // Checked once, the value is a fixed point: checking again changes nothing.
        expect(safeReturnPath(path)).toBe(path);
        // Location header: what the response writes, then where a browser resolves it.
        const location = locationOf(path, SITE);
        expect(location).toBe(path);
        expect(originOf(location)).toBe(SITE);
        // A rendered link (Back to reading) as the browser reads its href.
        expect(originOf(renderedHref(path))).toBe(SITE);
        // A JSON answer (the one-time code sign-in's returnTo) as the page's script reads it.
        expect(originOf(JSON.parse(JSON.stringify({ returnTo: path })).returnTo)).toBe(SITE);
      }),
      { numRuns: 5000 },
    );
  });
});
