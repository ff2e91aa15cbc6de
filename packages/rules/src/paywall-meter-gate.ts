/**
 * AB-08: an adaptive story's gate as its page tells its ad slots. The page is the same for every
 * reader, so the server marks the story `pending`; the adaptive paywall sets `open` or `gated` once
 * the backend's meter has answered. Ads inside the story wait for `open` and never load in a
 * `gated` story, so no impression is counted behind a closed gate.
 */
export const METER_GATE_ATTRIBUTE = 'data-metered';

export type MeterGate = 'pending' | 'open' | 'gated';

/**
 * The gate from the attribute's value: `pending` and `open` only when exactly that; anything else
 * (a stray or tampered value) is `gated`, the side on which no ad loads.
 */
export function readMeterGate(value: unknown): MeterGate {
  if (value === 'pending' || value === 'open') return value;
  return 'gated';
}

/**
 * How long a page waits for the meter's answer: past it the meter counts as not answering (no
 * paywall, spec §8), and the story's own ads, which wait for the answer, may load.
 */
export const METER_ANSWER_MS = 5000;
