import type { CapturedEvent } from './inputCapture.ts';

/**
 * Issue 27: dispatches what the input capture recorded in a sleeping island again, once the island
 * has hydrated (or failed: then to its plain HTML). Loaded by the runtime only when an island holds
 * recorded events, so it adds nothing to a page before the reader acts.
 */
export function replayInput(events: readonly CapturedEvent[]): void {
  const synced = new Set<Element>();
  for (const held of events) {
    const target = held.target.isConnected ? held.target : follow(held.marker, held.path);
    if (!target) continue;
    if (held.type === 'submit') {
      const submitter = (held.event as SubmitEvent).submitter;
      target.closest('form')?.requestSubmit(submitter?.isConnected ? submitter : null);
      continue;
    }
    // Focus is the reader's and stays where it is; only the element that still holds it is told
    // it was focused (a Radix tab activates on focus).
    if (held.type === 'focusin' && target.ownerDocument.activeElement !== target) continue;
    if ((held.type === 'input' || held.type === 'change') && !synced.has(target)) {
      synced.add(target);
      resync(target);
    }
    target.dispatchEvent(rebuild(held));
  }
}

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
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
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

function rebuild(held: CapturedEvent): Event {
  const win = held.target.ownerDocument.defaultView ?? window;
  const init: Record<string, unknown> = { bubbles: true, cancelable: true, composed: true, view: win };
  for (const field of EVENT_FIELDS) if (field in held.event) init[field] = held.event[field as keyof Event];
  switch (held.type) {
    case 'pointerdown':
    case 'pointerup':
      return new win.PointerEvent(held.type, init);
    case 'mousedown':
    case 'mouseup':
    case 'click':
      return new win.MouseEvent(held.type, init);
    case 'keydown':
    case 'keyup':
      return new win.KeyboardEvent(held.type, init);
    case 'focusin':
      return new win.FocusEvent('focusin', init);
    case 'input':
      return new win.InputEvent('input', init);
    default:
      return new win.Event(held.type, { bubbles: true, cancelable: held.type !== 'change' });
  }
}
