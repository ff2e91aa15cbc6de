import { ANALYTICS_VIEW_ATTR } from '@newsroom/rules/analytics';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStackedStory } from '../article/stacked-articles/stackedStory.ts';
import { startAnalytics } from './analytics.ts';

// X-02, Hardening (issue 26.3): every batch carries the view token of the page, or of the stacked
// story, its events happened in; an event with no token is not sent (the site would refuse it).

const slot = (name: string) =>
  `<div data-analytics-slot="article|aside|markets|${name}|13352306"><a href="#x">${name}</a></div>`;

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('X-02 the tracker’s view tokens', () => {
  it('moves a stacked story’s token onto the story and sends each click with its own view’s token', async () => {
    const storyHtml = `<section class="stacked-article" data-msid="2">${slot('story-slot')}</section><template ${ANALYTICS_VIEW_ATTR}="story-token.sig"></template>`;
    vi.stubGlobal('fetch', async () => new Response(storyHtml, { headers: { 'content-type': 'text/html' } }));
    document.body.innerHTML = `<main>${slot('page-slot')}</main><template ${ANALYTICS_VIEW_ATTR}="page-token.sig"></template>`;
    const story = await fetchStackedStory('2', new AbortController().signal);
    expect(story.getAttribute(ANALYTICS_VIEW_ATTR)).toBe('story-token.sig');
    document.body.append(story);

    const sent: { view: string; events: { type: string; slot: string }[] }[] = [];
    const tracker = startAnalytics((body) => sent.push(JSON.parse(body)));
    for (const name of ['page-slot', 'story-slot', 'page-slot']) {
      document
        .querySelector(`[data-analytics-slot*="|${name}|"] a`)!
        .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    }
    tracker!.flush();
    expect(sent).toEqual([
      {
        view: 'page-token.sig',
        events: [
          expect.objectContaining({ type: 'click', slot: 'page-slot' }),
          expect.objectContaining({ type: 'click', slot: 'page-slot' }),
        ],
      },
      { view: 'story-token.sig', events: [expect.objectContaining({ type: 'click', slot: 'story-slot' })] },
    ]);
  });

  it('sends nothing for a page without a token', () => {
    document.body.innerHTML = `<main>${slot('page-slot')}</main>`;
    const sent: string[] = [];
    const tracker = startAnalytics((body) => sent.push(body));
    document.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    tracker!.flush();
    expect(sent).toEqual([]);
  });
});
