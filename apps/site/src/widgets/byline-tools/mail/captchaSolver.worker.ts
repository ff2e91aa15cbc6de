import { type Challenge, findNumber } from './captchaSolver.ts';

// Hardening #16: the proof of work off the page's thread. One challenge in, one answer out; the
// page ends the worker when it has the answer or no longer wants it.

export type SolverAnswer = { number: number | null } | { error: string };

// The project's types describe a window; a dedicated worker's scope is this much of it.
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<Challenge>) => void) | null;
  postMessage(answer: SolverAnswer): void;
};

scope.onmessage = ({ data }) => {
  findNumber(data).then(
    (number) => scope.postMessage({ number }),
    (error: unknown) => scope.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
};
