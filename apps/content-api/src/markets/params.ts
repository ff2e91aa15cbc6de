import { z } from 'zod';

// Query parameters of the market calls. Each names its rule in the message (the 400's text), and
// each is bounded before any work: a list is checked as text against its largest length first.

function required(wrongValue: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : wrongValue);
}

/** One of `values`, in any letter case; answered in lower case. */
export function anyCaseOneOf<const Values extends readonly [string, ...string[]]>(values: Values) {
  const rule = `must be one of ${values.join(', ')}`;
  return z
    .string({ error: required(rule) })
    .max(16, rule)
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(values, { error: rule }));
}

export const exchange = anyCaseOneOf(['nse', 'bse'] as const).default('nse');

/** Comma-separated numeric ids, 1..max of them, duplicates kept once in their first order. */
export function idList(max: number) {
  const rule = `must be 1 to ${max} numeric ids separated by commas`;
  return z
    .string({ error: required(rule) })
    .max(max * 11, rule)
    .regex(new RegExp(`^[1-9]\\d{0,9}(,[1-9]\\d{0,9}){0,${max - 1}}$`), rule)
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .pipe(z.array(z.number().max(2_147_483_647, rule)));
}

/** Comma-separated coin symbols (letters and digits, up to 10 each), 1..max of them, upper-cased. */
export function symbolList(max: number) {
  const rule = `must be 1 to ${max} coin symbols separated by commas`;
  return z
    .string({ error: required(rule) })
    .max(max * 11, rule)
    .regex(new RegExp(`^[A-Za-z0-9]{1,10}(,[A-Za-z0-9]{1,10}){0,${max - 1}}$`), rule)
    .transform((text) => [...new Set(text.toUpperCase().split(','))]);
}

/** A stock symbol: an NSE symbol (letters, digits, `&`, `-`) or a BSE code. */
export const stockSymbol = z
  .string({ error: required('must be an NSE symbol or a BSE code') })
  .regex(/^[A-Za-z0-9&-]{1,20}$/, 'must be an NSE symbol or a BSE code')
  .transform((value) => value.toUpperCase());
