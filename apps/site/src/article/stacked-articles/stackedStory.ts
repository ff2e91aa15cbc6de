import type { LoadedStory } from '@newsroom/machines';
import { ANALYTICS_VIEW_ATTR } from '@newsroom/rules/view-token';
import { fromPromise } from 'xstate';
import { ISLANDS_ADDED_EVENT } from '../../lib/islandsAdded.ts';

/**
 * AB-06: the stack's `loadStory` actor. Fetches the server's HTML of the story (`/_stack/{msid}`),
 * places it at the end of `container`, wakes its islands and hands it to `onPlaced` (the island
 * watches it for the address bar). The actor's `signal` is aborted when the machine leaves
 * `loading` — above all on the 90 s limit — and a story that arrives after that is dropped: the
 * stack has ended and its footer shows, so a late story would land below it and move the page.
 */
export function stackedStoryLoader(
  container: () => HTMLElement | null,
  onPlaced: (story: HTMLElement) => void,
) {
  return fromPromise<LoadedStory, { msid: string }>(async ({ input: { msid }, signal }) => {
    const stack = container();
    if (!stack) throw new Error('the stack is not in the page');
    const story = await fetchStackedStory(msid, signal);
    stack.append(story);
    onPlaced(story);
    story.dispatchEvent(new CustomEvent(ISLANDS_ADDED_EVENT, { bubbles: true }));
    return { msid: story.dataset.msid ?? msid, next: story.dataset.next || null };
  });
}

/** The server's stacked HTML of a story, as its one `stacked-article` element; anything else is a failure. */
export async function fetchStackedStory(msid: string, signal: AbortSignal): Promise<HTMLElement> {
  const response = await fetch(`/_stack/${encodeURIComponent(msid)}`, {
    credentials: 'same-origin',
    headers: { accept: 'text/html' },
    signal,
  });
  if (!response.ok) throw new Error(`the story ${msid} answered ${response.status}`);
  const html = await response.text();
  // The answer may have been complete just as the machine gave up: then it is not placed.
  signal.throwIfAborted();
  const template = document.createElement('template');
  template.innerHTML = html;
  // The story's own element; React may put resource hints before it (a `<link rel="preload">`
  // for a picture of the story's sidebar), which the page does not need again.
  const story = [...template.content.children].find((element) =>
    element.classList.contains('stacked-article'),
  );
  if (!(story instanceof HTMLElement)) {
    throw new Error(`the story ${msid} is not a stacked article`);
  }
  // the story's own view token (a <template> after it) goes onto the story, where the
  // tracker looks for the token of whatever happens inside it.
  const view = template.content.querySelector(`template[${ANALYTICS_VIEW_ATTR}]`);
  const token = view?.getAttribute(ANALYTICS_VIEW_ATTR);
  if (token) story.setAttribute(ANALYTICS_VIEW_ATTR, token);
  return story;
}
