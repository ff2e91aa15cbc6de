import { describe, expect, it } from 'vitest';
import { documentStart } from './document.ts';

const head = { title: 'A story' };
const base = { styles: ['/assets/styles-1.css'], islandRuntime: '/assets/islands-1.js' };

describe('documentStart: font preloads (Page experience)', () => {
  it('preloads each font as a CORS woff2 before the stylesheet, so the fetches start with it', () => {
    const html = documentStart(
      head,
      { ...base, fonts: ['/assets/serif-1.woff2', '/assets/sans-1.woff2'] },
      'nonce1',
    );
    const serif = html.indexOf(
      '<link rel="preload" href="/assets/serif-1.woff2" as="font" type="font/woff2" crossorigin>',
    );
    const sans = html.indexOf(
      '<link rel="preload" href="/assets/sans-1.woff2" as="font" type="font/woff2" crossorigin>',
    );
    const stylesheet = html.indexOf('<link rel="stylesheet" href="/assets/styles-1.css">');
    expect(serif).toBeGreaterThan(html.indexOf('<head>'));
    expect(serif).toBeLessThan(sans);
    expect(sans).toBeLessThan(stylesheet);
  });

  it('writes no preload when there are no fonts to preload', () => {
    expect(documentStart(head, base, 'nonce1')).not.toContain('rel="preload"');
  });

  it('escapes the address like every other attribute', () => {
    const html = documentStart(head, { ...base, fonts: ['/a"><script>x</script>.woff2'] }, 'nonce1');
    expect(html).toContain('href="/a&quot;&gt;&lt;script&gt;x&lt;/script&gt;.woff2"');
    expect(html).not.toContain('<script>x');
  });
});
