import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OUTLINE_SIZE, StoryOutline } from './StoryOutline.tsx';

describe('StoryOutline (AR-12)', () => {
  it('lists the highlights under a "Story outline" heading', () => {
    const html = renderToStaticMarkup(<StoryOutline highlights={['Sensex rose', 'Rupee fell']} />);
    expect(html).toContain('Story outline');
    expect(html).toContain('<li>Sensex rose</li><li>Rupee fell</li>');
    expect(html).not.toContain('Synopsis');
  });

  it('is a labelled region whose scrolling part takes keyboard focus', () => {
    const html = renderToStaticMarkup(<StoryOutline highlights={['One']} />);
    const id = /<h2 class="story-outline__title" id="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<section class="story-outline" aria-labelledby="${id}">`);
    expect(html).toContain('class="story-outline__scroll" tabindex="0"');
  });

  it('keeps markup in highlights as text, keeps repeated lines and skips blank ones', () => {
    const html = renderToStaticMarkup(<StoryOutline highlights={['<b>x</b>', 'same', 'same', '  ']} />);
    expect(html).toContain('<li>&lt;b&gt;x&lt;/b&gt;</li><li>same</li><li>same</li></ul>');
  });

  it('renders nothing without highlights', () => {
    expect(renderToStaticMarkup(<StoryOutline highlights={[]} />)).toBe('');
    expect(renderToStaticMarkup(<StoryOutline highlights={[' ']} />)).toBe('');
  });

  it('has the spec size', () => {
    expect(OUTLINE_SIZE).toEqual({ width: 325, height: 195 });
  });
});
