import { describe, expect, it } from 'vitest';
import { splitStory } from './primeReader.ts';

describe('splitStory', () => {
  it('takes out the story and every article nested in it, keeping the page around it', () => {
    const html =
      '<header>Hi Priya</header><main><article class="story" data-msid="1"><p>Priya Nair said.</p>' +
      '<article class="card">related</article><p>More.</p></article><aside>Most read</aside></main>';
    expect(splitStory(html)).toEqual({
      story:
        '<article class="story" data-msid="1"><p>Priya Nair said.</p><article class="card">related</article><p>More.</p></article>',
      around: '<header>Hi Priya</header><main><aside>Most read</aside></main>',
    });
  });

  it('finds the story in the premium layout, whose article carries more classes', () => {
    const html = '<main><article class="story premium-layout__story"><p>Priya</p></article><p>Hi</p></main>';
    expect(splitStory(html)).toEqual({
      story: '<article class="story premium-layout__story"><p>Priya</p></article>',
      around: '<main><p>Hi</p></main>',
    });
  });

  it('does not take a story-card for the story', () => {
    expect(splitStory('<article class="story-card"><p>x</p></article>').story).toBe('');
  });

  it('keeps a page without a story as it is', () => {
    expect(splitStory('<main><p>Home</p></main>')).toEqual({ story: '', around: '<main><p>Home</p></main>' });
  });
});
