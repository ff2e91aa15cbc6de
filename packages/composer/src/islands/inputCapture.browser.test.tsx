import { type FormEvent, type SyntheticEvent, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineIsland } from './defineIsland.ts';
import { hydrateIsland } from './hydrate.tsx';
import { Island } from './Island.tsx';
import { installInputCapture } from './inputCapture.ts';
import type { Hydration } from './marker.ts';
import { startIslands } from './runtime.ts';

// Issue 27: what a reader does to an island before it is interactive reaches it once hydrated.
installInputCapture(window);

/** Every event kind the capture keeps, as the hydrated island's handlers hear them. */
const log: string[] = [];
function EventLog() {
  const note = (event: SyntheticEvent) => {
    const detail = 'key' in event ? `:${String(event.key)}` : '';
    log.push(`${event.type}${detail}`);
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        log.push('submit');
      }}
    >
      <input
        aria-label="word"
        name="word"
        onPointerDown={note}
        onMouseDown={note}
        onFocus={note}
        onPointerUp={note}
        onMouseUp={note}
        onClick={note}
        onKeyDown={note}
        onKeyUp={note}
        onInput={note}
      />
    </form>
  );
}

/** A controlled field, as the newsletter's (AB-13): hydration must not take the typed text away. */
function ControlledField() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(email);
  };
  return (
    <form onSubmit={submit}>
      <input
        aria-label="e-mail"
        type="text"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit">Subscribe</button>
      <output>{sent === null ? 'not sent' : `sent ${sent}`}</output>
    </form>
  );
}

/** A tab that is a link without script (`?tab=b`) and a button-like control once hydrated. */
function LinkTabs() {
  const [tab, setTab] = useState('a');
  return (
    <div>
      <a
        href="?tab=b"
        role="tab"
        aria-selected={tab === 'b'}
        onClick={(event) => {
          event.preventDefault();
          setTab('b');
        }}
      >
        B
      </a>
      <a href="#elsewhere">a story</a>
    </div>
  );
}

/** A form whose island never arrives: the held press must post the form itself. */
function PlainForm() {
  return (
    <form action="/never" method="post">
      <button type="submit">Send</button>
    </form>
  );
}

const islands = {
  'event-log': defineIsland('event-log', EventLog),
  'controlled-field': defineIsland('controlled-field', ControlledField),
  'link-tabs': defineIsland('link-tabs', LinkTabs),
  'plain-form': defineIsland('plain-form', PlainForm),
};
type Name = keyof typeof islands;

function serve(name: Name, mode: Hydration = 'interaction') {
  const Component = islands[name];
  const host = document.createElement('div');
  host.innerHTML = renderToString(
    <Island hydrate={mode}>
      <Component />
    </Island>,
  );
  document.body.append(host);
  return host.firstElementChild as HTMLElement;
}

/** Starts the runtime with a hydrator that waits for `release()`, like a chunk on a slow line. */
function startGated(options: { fail?: boolean } = {}) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  startIslands({
    names: Object.keys(islands),
    hydrator: async (marker, name, props) => {
      await gate;
      if (options.fail) throw new Error('chunk failed');
      await hydrateIsland(marker, async () => ({ default: islands[name as Name] }), props);
    },
  });
  return () => release();
}

const stateOf = (marker: HTMLElement) => marker.getAttribute('data-island-state');
const mouse = (type: string) =>
  new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, detail: 1 });
const pointer = (type: string) =>
  new PointerEvent(type, { bubbles: true, cancelable: true, pointerType: 'touch', isPrimary: true });
const key = (type: string, value: string) =>
  new KeyboardEvent(type, { bubbles: true, cancelable: true, key: value });

afterEach(() => {
  document.body.innerHTML = '';
  log.length = 0;
});

describe('input capture and replay (issue 27)', () => {
  it('replays every event kind to the hydrated island, in order and once, and wakes it whatever its trigger', async () => {
    // A `scroll` island the reader never scrolled to: acting on it wakes it.
    const marker = serve('event-log', 'scroll');
    const field = marker.querySelector('input')!;
    // As a tap on a field arrives: the press, the focus it gives, the release, the click, a key.
    const before: (Event | (() => void))[] = [
      pointer('pointerdown'),
      mouse('mousedown'),
      () => field.focus(),
      pointer('pointerup'),
      mouse('mouseup'),
      mouse('click'),
      key('keydown', 'a'),
      () => {
        field.value = 'a';
        field.dispatchEvent(new InputEvent('input', { bubbles: true, data: 'a', inputType: 'insertText' }));
      },
      key('keyup', 'a'),
    ];
    const act = (step: Event | (() => void)) => (step instanceof Event ? field.dispatchEvent(step) : step());
    // The first half arrives before the runtime has even started, the rest while it loads.
    for (const step of before.slice(0, 4)) act(step);
    const release = startGated();
    expect(stateOf(marker)).toBe('loading');
    for (const step of before.slice(4)) act(step);
    field.form!.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    expect(log).toEqual([]);
    release();
    await vi.waitFor(() => expect(log).toContain('submit'));
    expect(log).toEqual([
      'pointerdown',
      'mousedown',
      'focus',
      'pointerup',
      'mouseup',
      'click',
      'keydown:a',
      'input',
      'keyup:a',
      'submit',
    ]);
    // After hydration events go straight to the island: nothing is held or replayed again.
    field.dispatchEvent(mouse('click'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log.filter((entry) => entry === 'click')).toHaveLength(2);
  });

  it('forgets a touch that became a scroll: its press is never replayed', async () => {
    const marker = serve('event-log');
    const field = marker.querySelector('input')!;
    const release = startGated();
    field.dispatchEvent(
      new PointerEvent('pointerdown', { bubbles: true, pointerId: 7, pointerType: 'touch' }),
    );
    field.dispatchEvent(
      new PointerEvent('pointercancel', { bubbles: true, pointerId: 7, pointerType: 'touch' }),
    );
    field.dispatchEvent(mouse('click'));
    release();
    await vi.waitFor(() => expect(log).toEqual(['click']));
  });

  it('keeps what the reader typed in a controlled field, with the caret where it was, and submits it', async () => {
    const marker = serve('controlled-field');
    const field = marker.querySelector('input')!;
    field.focus();
    for (const letter of 'ann@example.in') {
      field.value += letter;
      field.dispatchEvent(new InputEvent('input', { bubbles: true, data: letter, inputType: 'insertText' }));
    }
    field.setSelectionRange(3, 3);
    const release = startGated();
    marker.querySelector('button')!.dispatchEvent(mouse('click'));
    release();
    await vi.waitFor(() => expect(marker.querySelector('output')!.textContent).toBe('sent ann@example.in'));
    expect(field.value).toBe('ann@example.in');
    expect(document.activeElement).toBe(field);
    expect(field.selectionStart).toBe(3);
  });

  it('holds a press on a tab link until its island acts on it', async () => {
    const marker = serve('link-tabs');
    const tab = marker.querySelector('a')!;
    const press = mouse('click');
    const release = startGated();
    tab.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    release();
    await vi.waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
    expect(stateOf(marker)).toBe('hydrated');
  });

  it('lets a plain link inside a sleeping island be followed at once', () => {
    const marker = serve('link-tabs');
    const story = marker.querySelectorAll('a')[1]!;
    startGated();
    const press = mouse('click');
    let seen = false;
    document.addEventListener(
      'click',
      (event) => {
        seen = !event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    story.dispatchEvent(press);
    expect(seen).toBe(true);
  });

  it('gives a held press to the plain HTML when the island fails: the form posts itself, once', async () => {
    const marker = serve('plain-form');
    const posted = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('submit', posted);
    const release = startGated({ fail: true });
    marker.querySelector('button')!.dispatchEvent(mouse('click'));
    expect(posted).not.toHaveBeenCalled();
    release();
    await vi.waitFor(() => expect(stateOf(marker)).toBe('failed'));
    await vi.waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    document.removeEventListener('submit', posted);
  });

  it('gives a held press to the plain HTML of an island the runtime does not know', async () => {
    const marker = serve('plain-form');
    marker.setAttribute('data-island', 'not-registered');
    const posted = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('submit', posted);
    marker.querySelector('button')!.dispatchEvent(mouse('click'));
    startIslands({ names: ['plain-form'], hydrator: async () => {} });
    expect(marker.getAttribute('data-island-state')).toBe('unknown');
    await vi.waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    document.removeEventListener('submit', posted);
  });

  it('holds nothing once the document is parsed without a runtime, and gives back what it held', () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const win = frame.contentWindow as Window & typeof globalThis;
    win.document.body.innerHTML =
      '<div data-island="plain-form" data-hydrate="interaction"><form><button type="submit">Send</button></form></div>';
    installInputCapture(win);
    const posted = vi.fn((event: Event) => event.preventDefault());
    win.document.addEventListener('submit', posted);
    const button = win.document.querySelector('button')!;
    const held = new win.MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(held);
    expect(held.defaultPrevented).toBe(true);
    expect(posted).not.toHaveBeenCalled();
    // The island runtime's script never ran (blocked, failed): the page is parsed.
    win.document.dispatchEvent(new win.Event('DOMContentLoaded'));
    expect(posted).toHaveBeenCalledTimes(1);
    const later = new win.MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(posted).toHaveBeenCalledTimes(2);
  });
});
