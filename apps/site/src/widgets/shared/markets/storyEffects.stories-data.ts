import type { VisibilitySource } from '@newsroom/ui';

// DV-02: the effects the market widgets' state stories inject in place of the browser's and the
// network's (no request leaves Storybook; every story ends in a picture that no longer changes).

/** The widget is (at least half) in view from the start. */
export const inView: VisibilitySource = (_, report) => {
  report(true);
  return () => {};
};

/** The widget is never in view: nothing refreshes or rotates. */
export const outOfView: VisibilitySource = (_, report) => {
  report(false);
  return () => {};
};

/** An answer that never comes: the effect stays in flight, and the picture with it. */
export const pending = <T>(): Promise<T> => new Promise<T>(() => {});

/**
 * A fetcher that runs `answer` for its first `times` calls and then never answers again (later
 * calls stay pending), so a refresh every few milliseconds ends after a known number of answers
 * (or failures) with a picture that no longer changes. Give the story `beforeEach: fetcher.reset`
 * so it counts afresh each time the story is shown.
 */
export function answerTimes<A extends unknown[], T>(times: number, answer: (...args: A) => T | Promise<T>) {
  let calls = 0;
  const fetcher = async (...args: A): Promise<T> => {
    calls += 1;
    if (calls > times) return pending<T>();
    return answer(...args);
  };
  return Object.assign(fetcher, {
    /** How many times it was asked. */
    calls: () => calls,
    reset: () => {
      calls = 0;
    },
  });
}

/** `answerTimes(1, answer)`: one new answer, then the next ask stays in flight. */
export const answerOnce = <A extends unknown[], T>(answer: (...args: A) => T | Promise<T>) =>
  answerTimes(1, answer);

/**
 * In view until the story calls `hide()` (every part of the widget that asked is told), e.g. to
 * stop a rotation once the story has seen it.
 */
export function controlledView() {
  const reporters = new Set<(visible: boolean) => void>();
  const source: VisibilitySource = (_, report) => {
    reporters.add(report);
    report(true);
    return () => {
      reporters.delete(report);
    };
  };
  const hide = () => {
    for (const report of reporters) report(false);
  };
  return { source, hide };
}
