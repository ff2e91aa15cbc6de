import { describe, expect, it } from 'vitest';
import { inlineScripts } from './inlineScripts.ts';

describe('inlineScripts', () => {
  it('finds the inline scripts of the head and the body, nonce or not', () => {
    const html = `<!doctype html><html><head><meta charset="utf-8">
      <script nonce="abc">(function(){document.addEventListener('click',function(){},true)})()</script>
      <script>var size=localStorage.getItem('size')</script></head>
      <body><p>story</p><SCRIPT type="text/javascript">go()</SCRIPT></body></html>`;
    expect(inlineScripts(html)).toEqual([
      "(function(){document.addEventListener('click',function(){},true)})()",
      "var size=localStorage.getItem('size')",
      'go()',
    ]);
  });

  it('counts inline modules and JavaScript MIME types however they are quoted or cased', () => {
    const html =
      '<script type="module">a()</script><script type=\'Text/JavaScript \'>b()</script>' +
      '<script type=application/javascript>c()</script>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()']);
  });

  it('leaves out script files and data blocks', () => {
    const html =
      '<script type="module" src="/assets/islands.js" nonce="n"></script>' +
      '<script src=/a.js></script>' +
      '<script type="application/ld+json">{"@type":"NewsArticle"}</script>' +
      '<script type="application/json" id="props">{"a":1}</script>' +
      '<script type="importmap">{"imports":{}}</script>' +
      '<script data-src="/not-a-src.js">kept()</script>';
    expect(inlineScripts(html)).toEqual(['kept()']);
  });

  it('finds nothing in a page without scripts', () => {
    expect(inlineScripts('<p>no <b>script</b> here; a <scripted> word</p>')).toEqual([]);
  });
});
