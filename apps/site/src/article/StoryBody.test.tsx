import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StoryBody } from './StoryBody.tsx';

const el = (tag: string, child: unknown[] = [], attr: Record<string, unknown> = {}) => ({
  node: 'element',
  tag,
  attr,
  child,
});
const text = (value: string) => ({ node: 'text', text: value });
const render = (...child: unknown[]) => renderToStaticMarkup(<StoryBody tree={{ node: 'root', child }} />);

describe('StoryBody (AB-02)', () => {
  it('renders paragraphs, headings, emphasis and lists', () => {
    expect(
      render(el('h2', [text('Markets')]), el('p', [el('strong', [text('Sensex')]), text(' rose')])),
    ).toBe('<h2>Markets</h2><p><strong>Sensex</strong> rose</p>');
    expect(render(el('ul', [el('li', [text('one')]), el('li', [text('two')])]))).toBe(
      '<ul><li>one</li><li>two</li></ul>',
    );
  });

  it('keeps markup in text as text', () => {
    const html = render(el('p', [text('<script>alert(1)</script><img src=x onerror=alert(1)>')]));
    expect(html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</p>');
  });

  it('skips script, style, unknown tags and unknown node kinds with their children', () => {
    const html = render(
      el('script', [text('alert(1)')]),
      el('style', [text('body{display:none}')]),
      el('marquee', [text('hidden')]),
      { node: 'comment', text: 'editor note' },
      'not a node',
      el('p', [text('kept')]),
    );
    expect(html).toBe('<p>kept</p>');
  });

  it('drops javascript: links but keeps their text, and copies no event attributes', () => {
    const html = render(
      el('p', [el('a', [text('click')], { href: 'javascript:alert(1)', onclick: 'alert(1)' })]),
      el('img', [], {
        src: 'https://img.example/a.png',
        onerror: 'alert(1)',
        title: 'Chart',
        width: 600,
        height: 400,
      }),
    );
    expect(html).not.toMatch(/javascript|onclick|onerror/i);
    expect(html).toContain('<p>click</p>');
    expect(html).toContain('src="https://img.example/a.png"');
    expect(html).toContain('width="600" height="400"');
  });

  it('prints wire agency credits and hides house ones', () => {
    expect(render(el('img', [], { src: '/p.png', title: 'Port', agency: 'Reuters' }))).toContain(
      'Photo: Reuters',
    );
    expect(render(el('img', [], { src: '/p.png', title: 'Port', agency: 'ET Bureau' }))).not.toContain(
      'Photo:',
    );
  });

  it('embeds only from allowed hosts, sandboxed', () => {
    const ok = render(el('iframe', [], { src: 'https://www.youtube.com/embed/abc' }));
    expect(ok).toContain('<iframe src="https://www.youtube.com/embed/abc"');
    expect(ok).toContain('sandbox=');
    expect(render(el('iframe', [], { src: 'https://evil.example/embed' }))).toBe('');
  });

  it('renders an also-read list with safe links only', () => {
    const html = render(
      el('storylist', [
        el('item', [], { url: '/a/articleshow/1.cms', title: 'One' }),
        el('item', [], { url: 'javascript:alert(1)', title: 'Bad' }),
      ]),
    );
    expect(html).toContain('<a href="/a/articleshow/1.cms">One</a>');
    expect(html).not.toContain('Bad');
  });

  it('survives hostile nesting without overflowing the stack', () => {
    let deep: unknown = text('bottom');
    for (let i = 0; i < 10_000; i++) deep = el('span', [deep]);
    expect(() => render(deep)).not.toThrow();
  });

  it('places inserts after the given paragraph breaks and drops those past the end', () => {
    const tree = {
      node: 'root',
      child: [
        el('p', [text('one')]),
        el('h2', [text('head')]),
        el('p', [text('two')]),
        el('p', [text('three')]),
      ],
    };
    const inserts = new Map([
      [1, <i key="a">after one</i>],
      [3, <i key="b">after three</i>],
      [4, <i key="c">never</i>],
    ]);
    expect(renderToStaticMarkup(<StoryBody tree={tree} inserts={inserts} />)).toBe(
      '<p>one</p><i>after one</i><h2>head</h2><p>two</p><p>three</p><i>after three</i>',
    );
  });

  it('AR-01: for print, pictures are plain pictures and embeds plain links, with no island', () => {
    const tree = {
      node: 'root',
      child: [
        el('img', [], { src: 'https://img.example/a.png', title: 'Port' }),
        el('iframe', [], { src: 'https://www.youtube.com/embed/abc', title: 'Clip' }),
      ],
    };
    const print = renderToStaticMarkup(<StoryBody tree={tree} forPrint />);
    expect(print).not.toContain('data-island');
    expect(print).not.toContain('<iframe');
    expect(print).toContain('<img src="https://img.example/a.png" alt="Port"');
    expect(print).toContain('<a href="https://www.youtube.com/embed/abc">Clip</a>');
    const screen = renderToStaticMarkup(<StoryBody tree={tree} />);
    expect(screen).toContain('data-island');
  });
});
