import { HYDRATE_ATTR, ISLAND_ATTR, STATE_ATTR } from './marker.ts';

/**
 * Issue 27: nothing a reader does to an island before it is interactive is lost. This runs inline
 * in the page head from the first byte (inputCapture.script.ts is its built copy), long before the
 * island runtime: it records the discrete events a reader makes inside an island that has not yet
 * hydrated, holds back the ones whose default would leave or post the page (click, submit), and
 * asks the runtime to wake that island. Once the island has hydrated the runtime takes the
 * island's events and replays them (inputReplay.ts, loaded only then), in order and once, to the
 * same elements; if the island failed they go to the plain HTML, and if the runtime never started
 * the held clicks and submits are given back here, so the browser's own action (follow the link,
 * post the form) happens after all. Kept small: it is inline on every page.
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
  /** The event itself: its fields (pointer, key, data, submitter) stay readable after dispatch. */
  event: Event;
}

/** What the capture offers the island runtime (on `window.__islandInput`). */
export interface InputCapture {
  /** The runtime's way of waking an island now; called with every island that holds events. */
  claim(wake: (marker: Element) => void): void;
  /** Whether events recorded inside `marker` are waiting to be given back. */
  holds(marker: Element): boolean;
  /**
   * Removes and returns the events recorded inside `marker`, oldest first. Until then, events in
   * it are recorded even once it is awake, so a later press never overtakes a held one.
   */
  take(marker: Element): CapturedEvent[];
}

declare global {
  interface Window {
    __islandInput?: InputCapture;
  }
}

/** States in which an island has no code listening yet; `hydrating` is React's own to replay. */
const ASLEEP = ['', 'waiting', 'loading'];

export function installInputCapture(win: Window & typeof globalThis): InputCapture {
  const existing = win.__islandInput;
  if (existing) return existing;
  const doc = win.document;
  let queue: CapturedEvent[] = [];
  let wake: ((marker: Element) => void) | null = null;
  // No runtime by the time the document is parsed (its script failed or was blocked): from then
  // on nothing is held.
  let released = false;

  const record = (event: Event) => {
    const target = event.target;
    if (released || !(target instanceof win.Element)) return;
    const marker = target.closest(`[${ISLAND_ATTR}]`);
    if (!marker || marker.getAttribute(HYDRATE_ATTR) === 'play') return;
    const asleep = ASLEEP.includes(marker.getAttribute(STATE_ATTR) ?? '');
    // Awake, but what the reader did before is not given back yet: this waits its turn behind it.
    const waitsItsTurn = !asleep && queue.some((held) => held.marker === marker);
    if (!asleep && !waitsItsTurn) return;
    // A plain link leaves the page at once; a link that is a control (a tab, or one that opens a
    // dialog: AB-24's zoom) waits for its island.
    const link = target.closest('a[href]');
    if (link && marker.contains(link) && !link.hasAttribute('role') && !link.hasAttribute('aria-haspopup'))
      return;
    const path: number[] = [];
    for (let node: Element = target; node !== marker && node.parentElement; node = node.parentElement)
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    const type = event.type as CapturedEventType;
    queue.push({ type, marker, target, path, event });
    if (type === 'click' || type === 'submit') event.preventDefault();
    // The island's code hears it when it is replayed, in order, not now ahead of the held ones.
    if (waitsItsTurn) event.stopPropagation();
    wake?.(marker);
  };
  for (const type of CAPTURED_EVENTS) doc.addEventListener(type, record, true);
  // A touch that became a scroll is no press: replaying its start would begin a drag (Embla).
  doc.addEventListener(
    'pointercancel',
    (event) => {
      queue = queue.filter(
        (held) => held.type !== 'pointerdown' || (held.event as PointerEvent).pointerId !== event.pointerId,
      );
    },
    true,
  );

  const api: InputCapture = {
    claim(runtimeWake) {
      wake = runtimeWake;
      for (const marker of new Set(queue.map((held) => held.marker))) runtimeWake(marker);
    },
    holds: (marker) => queue.some((held) => held.marker === marker),
    take(marker) {
      const taken = queue.filter((held) => held.marker === marker);
      queue = queue.filter((held) => held.marker !== marker);
      return taken;
    },
  };
  win.__islandInput = api;
  doc.addEventListener('DOMContentLoaded', () => {
    if (wake) return;
    released = true;
    // What was held goes to the plain HTML: the link is followed, the form posted.
    for (const held of queue) {
      if (held.type === 'click')
        held.target.dispatchEvent(new win.MouseEvent('click', { bubbles: true, cancelable: true }));
      if (held.type === 'submit')
        held.target.closest('form')?.requestSubmit((held.event as SubmitEvent).submitter);
    }
    queue = [];
  });
  return api;
}
