import { describe, expect, it } from 'vitest';
import { withoutStory } from './primeReader.ts';

describe('withoutStory', () => {
  it('drops the story and every article nested in it, keeping the page around it', () => {
    const html =
      '<header>Hi Priya</header><main><article class="story" data-msid="1"><p>Priya Nair said.</p>' +
      '<article class="card">related</article><p>More.</p></article><aside>Most read</aside></main>';
    expect(withoutStory(html)).toBe('<header>Hi Priya</header><main><aside>Most read</aside></main>');
  });

  it('keeps a page without a story as it is', () => {
    expect(withoutStory('<main><p>Home</p></main>')).toBe('<main><p>Home</p></main>');
  });
});
