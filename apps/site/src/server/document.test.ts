import { describe, expect, it } from 'vitest';
import { documentStart } from './document.ts';
import { WEB_FONTS_KEY } from './webFonts.ts';

const head = { title: 'A story' };
const base = { styles: ['/assets/styles-1.css'], islandRuntime: '/assets/islands-1.js' };
const webFonts = {
  stylesheet: '/assets/web-fonts-1.css',
  files: ['/assets/serif-1.woff2', '/assets/sans-1.woff2'],
};

describe('documentStart: the web fonts (Page experience)', () => {
  it('links no font and preloads nothing: a boot script with the nonce decides, after the stylesheet', () => {
    const html = documentStart(head, { ...base, webFonts }, 'nonce1');
    expect(html).not.toContain('rel="preload"');
    expect(html).not.toContain('href="/assets/web-fonts-1.css"');
    const boot = html.indexOf('<script nonce="nonce1">(function(f){');
    expect(boot).toBeGreaterThan(html.indexOf('<link rel="stylesheet" href="/assets/styles-1.css">'));
    expect(html).toContain(`"key":"${WEB_FONTS_KEY}","stylesheet":"/assets/web-fonts-1.css"`);
    expect(html).toContain('"files":["/assets/serif-1.woff2","/assets/sans-1.woff2"]');
  });

  it('writes no boot script when there are no web fonts, or the page carries no script', () => {
    expect(documentStart(head, base, 'nonce1')).not.toContain('localStorage');
    expect(documentStart({ ...head, webFonts: false }, { ...base, webFonts }, 'nonce1')).not.toContain(
      '<script',
    );
  });

  it('cannot be broken out of by an address', () => {
    const html = documentStart(
      head,
      { ...base, webFonts: { stylesheet: '/a</script><script>x</script>.css', files: [] } },
      'nonce1',
    );
    expect(html).not.toContain('</script><script>x');
    expect(html).toContain('\\u003c/script>');
  });
});
