import { type CSSProperties, type RefObject, useEffect } from 'react';

/** Calls the consumer's handler first; ours runs unless it called `event.preventDefault()`. */
export function compose<E extends { defaultPrevented: boolean }>(
  theirs: ((event: E) => void) | undefined,
  ours: (event: E) => void,
) {
  return (event: E) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

/** Hidden on screen, read by screen readers (behaviour, not design: the site need not style it). */
export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** Moves focus to the element once, after it mounts (a box that just opened, a thank-you). */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>, enabled = true) {
  useEffect(() => {
    if (enabled) ref.current?.focus({ preventScroll: false });
  }, [ref, enabled]);
}

/** Runs a callback the site gave without letting it throw into the machine (which would stop it). */
export function safely<A extends unknown[]>(
  name: string,
  callback: ((...args: A) => void) | undefined,
  ...args: A
) {
  try {
    callback?.(...args);
  } catch (error) {
    console.error(`comments: ${name} failed`, error);
  }
}
