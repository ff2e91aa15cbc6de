import { STACK_LOAD_LIMIT_MS, selectStackedArticlesView, stackedArticlesMachine } from '@newsroom/machines';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { ISLANDS_ADDED_EVENT } from '../../lib/islandsAdded.ts';
import { stackedStoryLoader } from './stackedStory.ts';

// AB-06: the island's loader with the real machine on a simulated clock, the network held by the
// test: a story that answers after the 90 s limit is never placed.

const storyHtml = (msid: string, next: string) =>
  `<link rel="preload" as="image" href="/p.jpg"><section class="stacked-article" data-msid="${msid}" data-next="${next}" data-path="/a/${msid}.cms" data-title="Story ${msid}"><p class="stack-divider">Next story</p></section>`;

/** A fetch whose answers the test gives; it hears the signal but (like a finished download) does not stop. */
function heldFetch() {
  const calls: { url: string; signal: AbortSignal | undefined; answer: (html: string) => void }[] = [];
  const fetch = vi.fn(
    (url: string, init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        calls.push({
          url,
          signal: init?.signal ?? undefined,
          answer: (html) => resolve(new Response(html, { headers: { 'content-type': 'text/html' } })),
        });
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return calls;
}

function start() {
  const container = document.createElement('div');
  document.body.append(container);
  const placed: string[] = [];
  const woken: string[] = [];
  container.addEventListener(ISLANDS_ADDED_EVENT, (event) =>
    woken.push((event.target as HTMLElement).dataset.msid ?? ''),
  );
  const clock = new SimulatedClock();
  const machine = stackedArticlesMachine.provide({
    actors: {
      loadStory: stackedStoryLoader(
        () => container,
        (story) => placed.push(story.dataset.msid ?? ''),
      ),
    },
    actions: { log: () => {} },
  });
  const actor = createActor(machine, { input: { first: '1', next: '2' }, clock }).start();
  return {
    container,
    placed,
    woken,
    clock,
    actor,
    view: () => selectStackedArticlesView(actor.getSnapshot()),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('AB-06 the stacked story loader', () => {
  it('places a story that answers in time, wakes its islands, and goes on to its next', async () => {
    const calls = heldFetch();
    const { container, placed, woken, actor, view } = start();
    actor.send({ type: 'NEAR' });
    expect(calls[0]?.url).toBe('/_stack/2');
    calls[0]!.answer(storyHtml('2', '3'));
    await settle();
    expect(container.querySelectorAll('.stacked-article')).toHaveLength(1);
    // Only the story's own element: the resource hint before it is left out.
    expect(container.children).toHaveLength(1);
    expect(placed).toEqual(['2']);
    expect(woken).toEqual(['2']);
    expect(view()).toBe('waiting');
    expect(actor.getSnapshot().context.upcoming).toBe('3');
  });

  it('drops a story that answers after the 90 s limit: the stack has ended and nothing is added', async () => {
    const calls = heldFetch();
    const { container, placed, clock, actor, view } = start();
    actor.send({ type: 'NEAR' });
    const call = calls[0]!;
    expect(call.signal?.aborted).toBe(false);
    clock.increment(STACK_LOAD_LIMIT_MS + 1000);
    expect(view()).toBe('finished');
    expect(actor.getSnapshot().context.ended).toBe('timeout');
    // The fetch was told to stop…
    expect(call.signal?.aborted).toBe(true);
    // …and an answer that comes all the same is not placed.
    call.answer(storyHtml('2', '3'));
    await settle();
    expect(container.children).toHaveLength(0);
    expect(placed).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('ends the stack on an answer that is not a stacked story', async () => {
    const calls = heldFetch();
    const { container, actor, view } = start();
    actor.send({ type: 'NEAR' });
    calls[0]!.answer('<html><body><h1>Login</h1></body></html>');
    await settle();
    expect(view()).toBe('finished');
    expect(actor.getSnapshot().context.ended).toBe('failed');
    expect(container.children).toHaveLength(0);
  });
});
