import { z } from 'zod';

// Builders for query parameters. Each one names its rule in the message, since the message is
// all a caller sees of it in a 400.

function required(wrongValue: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : wrongValue);
}

export function numericId() {
  const rule = 'must be a numeric id';
  return z
    .string({ error: required(rule) })
    .regex(/^[1-9]\d{0,9}$/, rule)
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, rule));
}

export function wholeNumber(min: number, max: number) {
  const rule = `must be a whole number from ${min} to ${max}`;
  return z
    .string({ error: required(rule) })
    .regex(/^\d{1,9}$/, rule)
    .transform(Number)
    .pipe(z.number().min(min, rule).max(max, rule));
}

export function oneOf<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values, { error: required(`must be one of ${values.join(', ')}`) });
}

/** A 0/1 switch, read as a boolean. */
export function zeroOrOne() {
  return oneOf(['0', '1'] as const).transform((value) => value === '1');
}

export function trueOrFalse() {
  return oneOf(['true', 'false'] as const).transform((value) => value === 'true');
}

/** `platform` is sent by every caller of /request; only these values exist in the feeds. */
export const platform = oneOf(['web', 'wap', 'app'] as const).optional();
