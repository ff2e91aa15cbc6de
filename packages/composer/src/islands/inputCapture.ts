import { HYDRATE_ATTR, ISLAND_ATTR, STATE_ATTR } from './marker.ts';

/**
 * Issue 27: nothing a reader does to an island before it is interactive is lost. This runs inline
 * in the page head from the first byte (inputCapture.script.ts is its built copy), long before the
 * island runtime: it records the discrete events a reader makes inside an island that has not yet
 * hydrated, holds back the ones whose default would leave or post the page (click, submit), and
 * asks the runtime to wake that island. Once the island has hydrated the runtime takes the
 * island's events and replays them, in order and once, to the same elements; if the island
 * failed, or the runtime never started, they are replayed to the plain HTML, so the browser's own
 * action (follow the link, post the form) happens after all.
 */

/** The events a reader's tap, keystroke or submission is made of. */
export const CAPTURED_EVENTS = [
  'pointerdown',
  'mousedown',
  'focusin',
  'pointerup',
  'mouseup',
  'click',
  'keydown',
  'keyup',
  'input',
  'change',
  'submit',
] as const;
export type CapturedEventType = (typeof CAPTURED_EVENTS)[number];

export interface CapturedEvent {
  type: CapturedEventType;
  marker: Element;
  target: Element;
  /** The target's child-index path from its marker: finds it again if React replaced the node. */
  path: number[];
  /** What the event said (pointer, key, data), to build its replay. */
  init: Record<string, unknown>;
  /** The button that submitted a form (a `submit` from the Enter key has none). */
  submitter: Element | null;
}

/** What the capture offers the island runtime (on `window.__islandInput`). */
export interface InputCapture {
  /** The runtime's way of waking an island now; called with every island that holds events. */
  claim(wake: (marker: Element) => void): void;
  /** Removes and returns the events recorded inside `marker`, oldest first. */
  take(marker: Element): CapturedEvent[];
  /** Dispatches recorded events again: to the hydrated island, or to the plain HTML. */
  replay(events: readonly CapturedEvent[]): void;
}

declare global {
  interface Window {
    __islandInput?: InputCapture;
  }
}

/** States in which an island has no code listening yet; `hydrating` is React's own to replay. */
const ASLEEP = ['', 'waiting', 'loading'];
/** What a replay needs to say again: where and how the pointer pressed, which key, what was typed. */
const EVENT_FIELDS = [
  'clientX',
  'clientY',
  'button',
  'buttons',
  'detail',
  'pointerId',
  'pointerType',
  'isPrimary',
  'key',
  'code',
  'repeat',
  'data',
  'inputType',
  'ctrlKey',
  'shiftKey',
  'altKey',
  'metaKey',
] as const;

/** A page's window with its own constructors (an iframe's are its own). */
type PageWindow = Window & typeof globalThis;

export function installInputCapture(win: PageWindow): InputCapture {
  const existing = win.__islandInput;
  if (existing) return existing;
  const doc = win.document;
  let queue: CapturedEvent[] = [];
  let wake: ((marker: Element) => void) | null = null;
  // No runtime by the time the document is parsed (its script failed or was blocked): from then
  // on nothing is held, and what was held goes to the plain HTML.
  let released = false;

  const record = (event: Event) => {
    const target = event.target;
    if (released || !(target instanceof win.Element)) return;
    const marker = target.closest(`[${ISLAND_ATTR}]`);
    if (!marker || marker.getAttribute(HYDRATE_ATTR) === 'play') return;
    if (!ASLEEP.includes(marker.getAttribute(STATE_ATTR) ?? '')) return;
    // A plain link leaves the page at once; a link that is a control (a tab) waits for its island.
    const link = target.closest('a[href]');
    if (link && marker.contains(link) && !link.hasAttribute('role')) return;
    const init: Record<string, unknown> = {};
    for (const field of EVENT_FIELDS) if (field in event) init[field] = event[field as keyof Event];
    const path: number[] = [];
    for (let node: Element = target; node !== marker && node.parentElement; node = node.parentElement)
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    const type = event.type as CapturedEventType;
    const submitter = (event as SubmitEvent).submitter ?? null;
    queue.push({ type, marker, target, path, init, submitter });
    if (type === 'click' || type === 'submit') event.preventDefault();
    wake?.(marker);
  };
  for (const type of CAPTURED_EVENTS) doc.addEventListener(type, record, true);
  // A touch that became a scroll is no press: replaying its start would begin a drag (Embla).
  doc.addEventListener(
    'pointercancel',
    (event) => {
      queue = queue.filter((held) => held.type !== 'pointerdown' || held.init.pointerId !== event.pointerId);
    },
    true,
  );

  const api: InputCapture = {
    claim(runtimeWake) {
      wake = runtimeWake;
      for (const marker of new Set(queue.map((event) => event.marker))) runtimeWake(marker);
    },
    take(marker) {
      const taken = queue.filter((event) => event.marker === marker);
      queue = queue.filter((event) => event.marker !== marker);
      return taken;
    },
    replay(events) {
      const synced = new Set<Element>();
      for (const event of events) {
        const target = event.target.isConnected ? event.target : follow(event.marker, event.path);
        if (!target) continue;
        if (event.type === 'submit') {
          const form = target.closest('form');
          const submitter = event.submitter?.isConnected ? event.submitter : null;
          form?.requestSubmit(submitter as HTMLElement | null);
          continue;
        }
        // Focus is the reader's and stays where it is; only the element that still holds it is
        // told it was focused (a Radix tab activates on focus).
        if (event.type === 'focusin' && doc.activeElement !== target) continue;
        if ((event.type === 'input' || event.type === 'change') && !synced.has(target)) {
          synced.add(target);
          resync(target);
        }
        target.dispatchEvent(rebuild(win, event));
      }
    },
  };
  win.__islandInput = api;
  doc.addEventListener('DOMContentLoaded', () => {
    if (wake) return;
    released = true;
    const held = queue;
    queue = [];
    api.replay(held);
  });
  return api;
}

/** Inputs whose `value` is not what the reader typed (a checkbox's change is its replayed click). */
const UNTYPED_INPUTS = ['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'image'];

function follow(marker: Element, path: readonly number[]): Element | null {
  let node: Element | null = marker.isConnected ? marker : null;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}

/**
 * A field's DOM value is what the reader typed; a framework that hydrated it may still hold the
 * server's. Setting the field to its server default and back through the element's own setter
 * makes the replayed `input` read as the change it is (React compares with the value it last
 * saw), so the widget holds what the reader typed; the caret is put back where it was.
 */
function resync(target: Element): void {
  const win = target.ownerDocument.defaultView;
  const typable =
    win &&
    (target instanceof win.HTMLTextAreaElement ||
      (target instanceof win.HTMLInputElement && !UNTYPED_INPUTS.includes(target.type)));
  if (!typable) return;
  const field = target as HTMLInputElement;
  const typed = field.value;
  const { selectionStart, selectionEnd } = readSelection(field);
  const proto = Object.getPrototypeOf(field) as object;
  const nativeSetter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  field.value = field.defaultValue === typed ? `${typed} ` : field.defaultValue;
  nativeSetter?.call(field, typed);
  if (selectionStart !== null && field.ownerDocument.activeElement === field) {
    try {
      field.setSelectionRange(selectionStart, selectionEnd);
    } catch {
      // Fields without a caret (e-mail, number) keep the browser's.
    }
  }
}

function readSelection(field: HTMLInputElement): {
  selectionStart: number | null;
  selectionEnd: number | null;
} {
  try {
    return { selectionStart: field.selectionStart, selectionEnd: field.selectionEnd };
  } catch {
    return { selectionStart: null, selectionEnd: null };
  }
}

function rebuild(win: PageWindow, event: CapturedEvent): Event {
  const init = { ...event.init, bubbles: true, cancelable: true, composed: true, view: win };
  switch (event.type) {
    case 'pointerdown':
    case 'pointerup':
      return new win.PointerEvent(event.type, init);
    case 'mousedown':
    case 'mouseup':
    case 'click':
      return new win.MouseEvent(event.type, init);
    case 'keydown':
    case 'keyup':
      return new win.KeyboardEvent(event.type, init);
    case 'focusin':
      return new win.FocusEvent('focusin', init);
    case 'input':
      return new win.InputEvent('input', init);
    default:
      return new win.Event(event.type, { bubbles: true, cancelable: event.type !== 'change' });
  }
}
