import { useId, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineIsland, type IslandComponent } from './defineIsland.ts';
import { hydrateIsland } from './hydrate.tsx';
import { Island } from './Island.tsx';
import { installInputCapture } from './inputCapture.ts';
import { type Hydration, PRESS_PLAY_ATTR } from './marker.ts';
import { type Hydrator, startIslands } from './runtime.ts';

function Counter({ start }: { start: number }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      count {count}
    </button>
  );
}

function IconCounter({ start }: { start: number }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      <svg aria-hidden="true" width="10" height="10">
        <circle cx="5" cy="5" r="4" />
      </svg>
      count {count}
    </button>
  );
}

/** Two buttons that write down the order they were pressed in. */
function PressLog() {
  const [log, setLog] = useState<string[]>([]);
  return (
    <div>
      <button type="button" onClick={() => setLog((pressed) => [...pressed, 'first'])}>
        first
      </button>
      <button type="button" onClick={() => setLog((pressed) => [...pressed, 'second'])}>
        second
      </button>
      <output>{log.join(' ')}</output>
    </div>
  );
}

/** A disclosure whose panel is made only when opened: it gets its id from the hydrated root. */
function Disclosure() {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" aria-controls={id} aria-expanded={open} onClick={() => setOpen(!open)}>
        more
      </button>
      {open && <p id={id}>the rest</p>}
    </div>
  );
}

/**
 * Waits for what the runtime does after a dynamic import (the island, the replay module). With
 * several browser test files sharing two cores an import can take longer than waitFor's 1 s.
 */
const settles = <T,>(check: () => T) => vi.waitFor(check, { timeout: 5000 });

const CounterIsland = defineIsland('counter', Counter);
const IconCounterIsland = defineIsland('icon-counter', IconCounter);
const DisclosureIsland = defineIsland('disclosure', Disclosure);
const PressLogIsland = defineIsland('press-log', PressLog);
/** An island the runtime below is not told of. */
const UnknownIsland = defineIsland('nope', function Unknown({ start }: { start: number }) {
  return <Counter start={start} />;
});

/** Two islands in one page render, each with ids of its own, behind other useId users. */
function TwoIslandsPage() {
  useId();
  return (
    <main>
      <Island hydrate="load">
        <DisclosureIsland />
      </Island>
      <Island hydrate="load">
        <DisclosureIsland />
      </Island>
    </main>
  );
}

/** Server HTML of one island, placed in the page as the site would send it. */
function serverRender(
  mode: Hydration,
  {
    island = CounterIsland,
    offset = 0,
  }: { island?: IslandComponent<string, { start: number }>; offset?: number } = {},
) {
  const Component = island;
  const host = document.createElement('div');
  host.style.marginTop = `${offset}px`;
  host.innerHTML = renderToString(
    <Island hydrate={mode}>
      <Component start={1} />
    </Island>,
  );
  document.body.append(host);
  return { host, marker: host.firstElementChild as HTMLElement, button: host.querySelector('button')! };
}

function start(extra: { onError?: (name: string, error: unknown) => void } = {}) {
  const hydrator = vi.fn<Hydrator>((marker, _name, props) =>
    hydrateIsland(marker, async () => ({ default: CounterIsland }), props),
  );
  startIslands({ names: ['counter'], hydrator, ...extra });
  return hydrator;
}

// The page head's capture, as every page of the site carries it (document.ts).
installInputCapture(window);

const stateOf = (marker: HTMLElement) => marker.getAttribute('data-island-state');

afterEach(() => {
  document.body.innerHTML = '';
  window.scrollTo(0, 0);
});

describe('island runtime', () => {
  it('hydrates a `load` island at once, in place, with its serialised props', async () => {
    const { marker, button } = serverRender('load');
    const hydrator = start();
    await settles(() => expect(stateOf(marker)).toBe('hydrated'));
    expect(hydrator).toHaveBeenCalledWith(marker, 'counter', { start: 1 });
    expect(marker.querySelector('button')).toBe(button);
    button.click();
    await settles(() => expect(button.textContent).toBe('count 2'));
  });

  it('waits for the first click of an `interaction` island and replays it once', async () => {
    const { marker, button } = serverRender('interaction');
    const hydrator = start();
    expect(stateOf(marker)).toBe('waiting');
    expect(hydrator).not.toHaveBeenCalled();
    button.click();
    await settles(() => expect(button.textContent).toBe('count 2'));
    expect(stateOf(marker)).toBe('hydrated');
    expect(hydrator).toHaveBeenCalledTimes(1);
  });

  it('replays a click that landed on an SVG icon inside the button', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <Island hydrate="interaction">
        <IconCounterIsland start={1} />
      </Island>,
    );
    document.body.append(host);
    const marker = host.firstElementChild as HTMLElement;
    startIslands({
      names: ['icon-counter'],
      hydrator: (target, _name, props) =>
        hydrateIsland(target, async () => ({ default: IconCounterIsland }), props),
    });
    host.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await settles(() => expect(host.querySelector('button')!.textContent).toBe('count 2'));
    expect(stateOf(marker)).toBe('hydrated');
  });

  it('starts hydrating an `interaction` island on hover intent, before any click', async () => {
    const { marker } = serverRender('interaction');
    start();
    marker.dispatchEvent(new PointerEvent('pointerenter'));
    await settles(() => expect(stateOf(marker)).toBe('hydrated'));
  });

  it('replays a click that arrives while the island is still loading after hover intent', async () => {
    const { marker, button } = serverRender('interaction');
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    startIslands({
      names: ['counter'],
      hydrator: async (target, _name, props) => {
        await gate;
        await hydrateIsland(target, async () => ({ default: CounterIsland }), props);
      },
    });
    marker.dispatchEvent(new PointerEvent('pointerenter'));
    expect(stateOf(marker)).toBe('loading');
    button.click();
    release();
    await settles(() => expect(button.textContent).toBe('count 2'));
    button.click();
    await settles(() => expect(button.textContent).toBe('count 3'));
  });

  it('gives back a press held while asleep before a press made once React listens (the carousel lost its first next)', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <Island hydrate="interaction">
        <PressLogIsland />
      </Island>,
    );
    document.body.append(host);
    const [first, second] = host.querySelectorAll('button');
    startIslands({
      names: ['press-log'],
      hydrator: async (target, _name, props) => {
        await hydrateIsland(target, async () => ({ default: PressLogIsland }), props);
        // React has committed and hears the root; the held press is not given back yet.
        second!.click();
      },
    });
    first!.click();
    await settles(() => expect(host.querySelector('output')!.textContent).toBe('first second'));
    second!.click();
    await settles(() => expect(host.querySelector('output')!.textContent).toBe('first second second'));
  });

  it('hydrates a `visible` island only when it nears the viewport', async () => {
    const { marker } = serverRender('visible', { offset: 5000 });
    start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stateOf(marker)).toBe('waiting');
    marker.scrollIntoView();
    await settles(() => expect(stateOf(marker)).toBe('hydrated'));
  });

  it('hydrates a `scroll` island on the first scroll of the window, once', async () => {
    const { marker } = serverRender('scroll');
    const spacer = document.createElement('div');
    spacer.style.height = '5000px';
    document.body.append(spacer);
    // A scroll event still queued from the previous test's reset must not count.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const hydrator = start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stateOf(marker)).toBe('waiting');
    expect(hydrator).not.toHaveBeenCalled();
    window.scrollTo(0, 150);
    await settles(() => expect(stateOf(marker)).toBe('hydrated'));
    window.scrollTo(0, 300);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hydrator).toHaveBeenCalledTimes(1);
  });

  it('hydrates a `play` island when a video in it starts playing, once, and not before (VD-03)', async () => {
    const { marker } = serverRender('play');
    const video = document.createElement('video');
    marker.append(video);
    const hydrator = start();
    marker.dispatchEvent(new PointerEvent('pointerenter'));
    window.scrollTo(0, 150);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stateOf(marker)).toBe('waiting');
    video.dispatchEvent(new Event('play'));
    await settles(() => expect(stateOf(marker)).toBe('hydrated'));
    video.dispatchEvent(new Event('play'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hydrator).toHaveBeenCalledTimes(1);
  });

  it("turns a `play` island's stand-in button into the video's controls and playback on the press, before any island code (VD-01)", async () => {
    const { marker } = serverRender('play');
    const video = document.createElement('video');
    const button = document.createElement('button');
    const icon = document.createElement('span');
    button.setAttribute(PRESS_PLAY_ATTR, '');
    button.append(icon);
    marker.append(video, button);
    const played = vi.spyOn(video, 'play').mockImplementation(() => {
      video.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    const hydrator = start();
    expect(video.controls).toBe(false);
    icon.click();
    expect(video.controls).toBe(true);
    expect(button.hidden).toBe(true);
    expect(played).toHaveBeenCalledTimes(1);
    await settles(() => expect(stateOf(marker)).toBe('hydrated'));
    // Once the video has its controls, a later press on the (hidden) button starts nothing twice.
    icon.click();
    expect(played).toHaveBeenCalledTimes(1);
    expect(hydrator).toHaveBeenCalledTimes(1);
  });

  it('leaves the controls to the reader when the browser refuses to play (VD-01)', async () => {
    const { marker } = serverRender('play');
    const video = document.createElement('video');
    const button = document.createElement('button');
    button.setAttribute(PRESS_PLAY_ATTR, '');
    marker.append(video, button);
    vi.spyOn(video, 'play').mockRejectedValue(new DOMException('no gesture', 'NotAllowedError'));
    start();
    button.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(video.controls).toBe(true);
    expect(stateOf(marker)).toBe('waiting');
  });

  it('hydrates an `engage` island on the first scroll, or on the reader reaching for it, once (HM-02)', async () => {
    const scrolled = serverRender('engage');
    const spacer = document.createElement('div');
    spacer.style.height = '5000px';
    document.body.append(spacer);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const hydrator = start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stateOf(scrolled.marker)).toBe('waiting');
    window.scrollTo(0, 150);
    await settles(() => expect(stateOf(scrolled.marker)).toBe('hydrated'));
    scrolled.marker.dispatchEvent(new PointerEvent('pointerenter'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hydrator).toHaveBeenCalledTimes(1);
  });

  it('an `engage` island woken by a click replays it, without any scroll', async () => {
    const { marker, button } = serverRender('engage');
    const hydrator = start();
    expect(stateOf(marker)).toBe('waiting');
    button.click();
    await settles(() => expect(button.textContent).toBe('count 2'));
    expect(hydrator).toHaveBeenCalledTimes(1);
  });

  it('hydrates an `idle` island when the main thread is free', async () => {
    const { marker } = serverRender('idle');
    start();
    await settles(() => expect(stateOf(marker)).toBe('hydrated'));
  });

  it('reports an unregistered island and leaves its HTML as it is', async () => {
    const { marker, host } = serverRender('load', { island: UnknownIsland });
    const before = host.innerHTML;
    const onError = vi.fn();
    const hydrator = start({ onError });
    expect(stateOf(marker)).toBe('unknown');
    expect(onError).toHaveBeenCalledWith('nope', expect.any(Error));
    expect(hydrator).not.toHaveBeenCalled();
    expect(host.innerHTML.replace(' data-island-state="unknown"', '')).toBe(before);
  });

  it('never hydrates a marker twice, even when the runtime starts again', async () => {
    const { marker } = serverRender('load');
    const first = start();
    await settles(() => expect(stateOf(marker)).toBe('hydrated'));
    const second = start();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it('marks a failed island and reports it', async () => {
    const { marker } = serverRender('load');
    const onError = vi.fn();
    startIslands({ names: ['counter'], hydrator: () => Promise.reject(new Error('chunk failed')), onError });
    await settles(() => expect(stateOf(marker)).toBe('failed'));
    expect(onError).toHaveBeenCalledWith('counter', expect.objectContaining({ message: 'chunk failed' }));
  });

  it('gives an island the same useId ids when hydrated as on the server, unique among islands', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<TwoIslandsPage />);
    document.body.append(host);
    const buttons = [...host.querySelectorAll('button')];
    const served = buttons.map((button) => button.getAttribute('aria-controls'));
    expect(new Set(served).size).toBe(2);
    startIslands({
      names: ['disclosure'],
      hydrator: (marker, _name, props) =>
        hydrateIsland(marker, async () => ({ default: DisclosureIsland }), props),
    });
    for (const marker of host.querySelectorAll<HTMLElement>('[data-island]'))
      await settles(() => expect(stateOf(marker)).toBe('hydrated'));
    for (const button of buttons) {
      button.click();
      // The panel made after hydration is the one the server's button names.
      await settles(() =>
        expect(document.getElementById(button.getAttribute('aria-controls')!)).not.toBeNull(),
      );
    }
  });
});
