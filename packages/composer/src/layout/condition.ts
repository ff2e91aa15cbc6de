import type { LayoutContext } from './context.ts';
import type { DocumentFault } from './faults.ts';
import { describeType, type FieldType, fieldSpec } from './fields.ts';
import { CONDITION_LIMITS } from './limits.ts';
import type { PageKind } from './pageKinds.ts';

export { CONDITION_LIMITS } from './limits.ts';

/**
 * The answers of referred-to conditions for one page: each is tested at most once however many
 * parts refer to it (issue 26.2), so testing costs no more than the parts a layout is written with.
 */
export type ConditionMemo = Map<Condition, boolean>;

/** What a condition costs, a `ref` counting as one part and standing for its target's nesting. */
export interface ConditionSize {
  /** Parts as written; a test evaluates each at most once (a ref's target once per memo). */
  nodes: number;
  /** Levels of all/any/not down to the leaves, through refs. */
  depth: number;
  /** Refs followed down to a condition that uses none. */
  refChain: number;
}

/** A checked, compiled condition: fast to test on every request, and readable for editors. */
export interface Condition {
  /** `memo` is shared by every test of one page (resolveLayout's); a call without one makes its own. */
  test(context: LayoutContext, memo?: ConditionMemo): boolean;
  /**
   * The rule in words, e.g. `article.words > 400`, shown in the preview. A ref reads `ref name`:
   * the named condition is described once, not copied into every use.
   */
  text: string;
  size: ConditionSize;
}

export type ConditionFault = DocumentFault;

export const OPERATORS = ['eq', 'ne', 'in', 'gt', 'gte', 'lt', 'lte', 'matches'] as const;
type Operator = (typeof OPERATORS)[number];

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

const FORMS =
  'a condition is one of {"all": [...]}, {"any": [...]}, {"not": {...}}, {"field": ..., "<operator>": ...}, {"hours": [...]}, {"weekdays": [...]}';
const SYMBOL: Record<Operator, string> = {
  eq: '=',
  ne: '≠',
  in: 'in',
  gt: '>',
  gte: '≥',
  lt: '<',
  lte: '≤',
  matches: '~',
};

interface Compiler {
  /** Undefined when the layout's own page kind is a fault: page-bound fields are not judged then. */
  page: PageKind | undefined;
  faults: ConditionFault[];
  nodes: number;
  named: ReadonlyMap<string, Condition>;
  unusable: ReadonlyMap<string, string>;
}

/** Conditions a layout names once (top-level `conditions`) and uses with `{"ref": "name"}`. */
export type NamedConditions = ReadonlyMap<string, Condition>;

type Predicate = (context: LayoutContext, memo: ConditionMemo) => boolean;

/** Why a ref may not use a condition of the layout (compileLayout's `unusable`). */
export const UNUSABLE = {
  below:
    'is not defined above this point: a condition may use only those above it, so refs cannot form a cycle',
  faulty: 'has faults of its own (named where it is defined)',
} as const;

/** Parts call each other's tests with the page's memo; only an outside call makes a fresh one. */
function made(predicate: Predicate, text: string, size: ConditionSize): Condition {
  return { test: (context, memo = new Map()) => predicate(context, memo), text, size };
}

const LEAF: ConditionSize = { nodes: 1, depth: 1, refChain: 0 };

/**
 * Checks a condition against the field catalogue and compiles it. Every problem is reported as a
 * fault with its path (an unknown field or a wrong-typed value is a fault, never a silent false);
 * the result is null when there was any fault.
 */
export function compileCondition(
  raw: unknown,
  page: PageKind | undefined,
  faults: ConditionFault[],
  path: (string | number)[] = [],
  named: NamedConditions = new Map(),
  /**
   * Names of the layout that a ref may not use here, with why: defined at or below this point (a
   * cycle's start), or refused with faults of their own.
   */
  unusable: ReadonlyMap<string, string> = new Map(),
): Condition | null {
  const compiler: Compiler = { page, faults: [], nodes: 0, named, unusable };
  const condition = compile(raw, path, 0, compiler);
  faults.push(...compiler.faults);
  return compiler.faults.length === 0 ? condition : null;
}

function compile(raw: unknown, path: (string | number)[], depth: number, c: Compiler): Condition | null {
  const fault = (reason: string, at = path) => {
    c.faults.push({ path: at, reason });
    return null;
  };
  if (++c.nodes > CONDITION_LIMITS.nodes) {
    return c.nodes === CONDITION_LIMITS.nodes + 1
      ? fault(`condition too large: more than ${CONDITION_LIMITS.nodes} parts`)
      : null;
  }
  if (depth > CONDITION_LIMITS.depth)
    return fault(`condition nested deeper than ${CONDITION_LIMITS.depth} levels`);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fault(FORMS);
  const node = raw as Record<string, unknown>;
  const keys = Object.keys(node);

  if ('all' in node || 'any' in node) {
    const kind = 'all' in node ? 'all' : 'any';
    if (keys.length !== 1)
      return fault(`"${kind}" stands alone; move ${otherKeys(keys, kind)} into its list`);
    const list = node[kind];
    if (!Array.isArray(list) || list.length === 0)
      return fault(`"${kind}" takes a non-empty list of conditions`, [...path, kind]);
    const parts = list.map((item, index) => compile(item, [...path, kind, index], depth + 1, c));
    if (parts.some((part) => part === null)) return null;
    const checked = parts as Condition[];
    const size = groupSize(checked);
    return kind === 'all'
      ? made((ctx, memo) => checked.every((part) => part.test(ctx, memo)), join('all of', checked), size)
      : made((ctx, memo) => checked.some((part) => part.test(ctx, memo)), join('any of', checked), size);
  }
  if ('not' in node) {
    if (keys.length !== 1) return fault(`"not" stands alone; move ${otherKeys(keys, 'not')} inside it`);
    const inner = compile(node.not, [...path, 'not'], depth + 1, c);
    return inner && made((ctx, memo) => !inner.test(ctx, memo), `not (${inner.text})`, groupSize([inner]));
  }
  if ('hours' in node)
    return keys.length === 1 ? hours(node.hours, [...path, 'hours'], c) : fault('"hours" stands alone');
  if ('weekdays' in node) {
    return keys.length === 1
      ? weekdays(node.weekdays, [...path, 'weekdays'], c)
      : fault('"weekdays" stands alone');
  }
  if ('field' in node) return comparison(node, path, c);
  if ('ref' in node) {
    if (keys.length !== 1) return fault('"ref" stands alone');
    return reference(node.ref, [...path, 'ref'], depth, c);
  }
  return fault(FORMS);
}

/**
 * `{"ref": "name"}`: the named condition, tested at most once per page (the memo) and described by
 * its name, so a ref costs one part however large its target (issue 26.2). Only conditions defined
 * above may be used, so refs never form a cycle; the chain of refs and the nesting through them
 * are bounded, as the parts are.
 */
function reference(name: unknown, path: (string | number)[], depth: number, c: Compiler): Condition | null {
  const fault = (reason: string) => {
    c.faults.push({ path, reason });
    return null;
  };
  const target = typeof name === 'string' ? c.named.get(name) : undefined;
  if (!target) {
    const why = typeof name === 'string' ? c.unusable.get(name) : undefined;
    if (why) return fault(`condition "${name}" ${why}`);
    const known = [...c.named.keys()];
    return fault(
      `unknown condition ${JSON.stringify(name)}; ${known.length ? `defined before this point: ${known.join(', ')}` : 'none is defined in "conditions"'}`,
    );
  }
  const size: ConditionSize = { nodes: 1, depth: target.size.depth, refChain: target.size.refChain + 1 };
  if (size.refChain > CONDITION_LIMITS.refChain)
    return fault(
      `refs chained ${size.refChain} deep through "${name}", more than ${CONDITION_LIMITS.refChain}`,
    );
  // The target's root takes the ref's place: its deepest part is depth + its depth - 1.
  if (depth + target.size.depth - 1 > CONDITION_LIMITS.depth)
    return fault(
      `condition nested deeper than ${CONDITION_LIMITS.depth} levels, counting the levels of "${name}"`,
    );
  return made((ctx, memo) => memoised(target, ctx, memo), `ref ${name}`, size);
}

function memoised(target: Condition, ctx: LayoutContext, memo: ConditionMemo): boolean {
  const known = memo.get(target);
  if (known !== undefined) return known;
  const answer = target.test(ctx, memo);
  memo.set(target, answer);
  return answer;
}

function groupSize(parts: readonly Condition[]): ConditionSize {
  let nodes = 1;
  let depth = 0;
  let refChain = 0;
  for (const { size } of parts) {
    nodes += size.nodes;
    depth = Math.max(depth, size.depth);
    refChain = Math.max(refChain, size.refChain);
  }
  return { nodes, depth: depth + 1, refChain };
}

function comparison(node: Record<string, unknown>, path: (string | number)[], c: Compiler): Condition | null {
  const fault = (reason: string, at = path) => {
    c.faults.push({ path: at, reason });
    return null;
  };
  const name = node.field;
  if (typeof name !== 'string')
    return fault('"field" names a context field, e.g. "article.words"', [...path, 'field']);
  const spec = fieldSpec(name);
  if (!spec)
    return fault(`unknown field "${name}"; see layouts/README.md for the fields`, [...path, 'field']);
  if (spec.pages && c.page && !spec.pages.includes(c.page)) {
    return fault(`field "${name}" has no value on ${c.page} pages (only on ${spec.pages.join(', ')})`, [
      ...path,
      'field',
    ]);
  }
  const extra = Object.keys(node).filter(
    (key) => key !== 'field' && !(OPERATORS as readonly string[]).includes(key),
  );
  if (extra.length > 0) {
    return fault(`unknown key "${extra[0]}"; a comparison has "field" and one of ${OPERATORS.join(', ')}`, [
      ...path,
      extra[0]!,
    ]);
  }
  const ops = OPERATORS.filter((op) => op in node);
  if (ops.length !== 1) {
    return fault(
      `a comparison takes exactly one operator (${OPERATORS.join(', ')}); found ${ops.length || 'none'}`,
    );
  }
  const op = ops[0]!;
  const value = node[op];
  const at = [...path, op];
  const reason = checkOperand(spec.type, op, value, name);
  if (reason) return fault(reason, at);
  const read = spec.read;
  const test = predicate(spec.type, op, value, read);
  return made(
    (ctx) => test(ctx),
    `${name} ${SYMBOL[op]} ${show(value, CONDITION_LIMITS.describedOperand)}`,
    LEAF,
  );
}

function checkOperand(type: FieldType, op: Operator, value: unknown, name: string): string | null {
  const expected = describeType(type);
  const scalarOk = (v: unknown): boolean => {
    switch (type.kind) {
      case 'string':
      case 'strings':
        return typeof v === 'string' && v.length <= 500;
      case 'number':
        return typeof v === 'number' && Number.isFinite(v);
      case 'boolean':
        return typeof v === 'boolean';
      case 'enum':
        return typeof v === 'string' && type.values.includes(v);
      default:
        return false;
    }
  };
  const element = type.kind === 'strings' ? 'text' : expected;
  switch (op) {
    case 'eq':
    case 'ne':
      return scalarOk(value) ? null : `${name} is ${expected}; ${op} needs ${element}, not ${show(value)}`;
    case 'in': {
      if (type.kind === 'boolean') return `"in" does not apply to ${name} (true or false): use eq`;
      if (!Array.isArray(value) || value.length === 0)
        return `"in" takes a non-empty list of ${element} values`;
      if (value.length > CONDITION_LIMITS.listItems)
        return `"in" lists at most ${CONDITION_LIMITS.listItems} values`;
      const bad = value.findIndex((v) => !scalarOk(v));
      return bad === -1 ? null : `${name} is ${expected}; item ${bad} is ${show(value[bad])}`;
    }
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      if (type.kind !== 'number') return `"${op}" compares numbers; ${name} is ${expected}`;
      return typeof value === 'number' && Number.isFinite(value)
        ? null
        : `"${op}" needs a number, not ${show(value)}`;
    case 'matches':
      if (type.kind !== 'string' && type.kind !== 'strings')
        return `"matches" applies to text; ${name} is ${expected}`;
      return checkPattern(value);
    default: {
      const unreachable: never = op;
      return String(unreachable);
    }
  }
}

/** Editors' patterns run on every request: bounded length and no nested repetition (ReDoS). */
function checkPattern(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return '"matches" takes a regular expression as text';
  if (value.length > CONDITION_LIMITS.patternLength)
    return `pattern longer than ${CONDITION_LIMITS.patternLength} characters`;
  if (/\([^)]*[+*][^)]*\)\s*[+*{]/.test(value))
    return 'pattern repeats a repetition (like (a+)+), which can hang the server';
  try {
    new RegExp(value, 'iu');
    return null;
  } catch (error) {
    return `not a valid pattern: ${(error as Error).message}`;
  }
}

function predicate(
  type: FieldType,
  op: Operator,
  value: unknown,
  read: (ctx: LayoutContext) => unknown,
): (ctx: LayoutContext) => boolean {
  // A value the page does not have (no article, no such query parameter) equals nothing.
  const absent = (v: unknown) => v === undefined || v === null;
  if (type.kind === 'strings') {
    const list = (ctx: LayoutContext) => (read(ctx) as readonly string[] | undefined) ?? [];
    const lower = (s: string) => s.toLowerCase();
    switch (op) {
      case 'eq':
        return (ctx) => list(ctx).some((item) => lower(item) === lower(value as string));
      case 'ne':
        return (ctx) => !list(ctx).some((item) => lower(item) === lower(value as string));
      case 'in': {
        const wanted = new Set((value as string[]).map(lower));
        return (ctx) => list(ctx).some((item) => wanted.has(lower(item)));
      }
      case 'matches': {
        const pattern = new RegExp(value as string, 'iu');
        return (ctx) => list(ctx).some((item) => pattern.test(item));
      }
      default:
        return () => false;
    }
  }
  switch (op) {
    case 'eq':
      return (ctx) => read(ctx) === value;
    case 'ne':
      return (ctx) => read(ctx) !== value;
    case 'in': {
      const set = new Set(value as unknown[]);
      return (ctx) => set.has(read(ctx));
    }
    case 'gt':
      return (ctx) => compare(read(ctx), (a) => a > (value as number), absent);
    case 'gte':
      return (ctx) => compare(read(ctx), (a) => a >= (value as number), absent);
    case 'lt':
      return (ctx) => compare(read(ctx), (a) => a < (value as number), absent);
    case 'lte':
      return (ctx) => compare(read(ctx), (a) => a <= (value as number), absent);
    case 'matches': {
      const pattern = new RegExp(value as string, 'iu');
      return (ctx) => {
        const actual = read(ctx);
        return typeof actual === 'string' && pattern.test(actual);
      };
    }
    default: {
      const unreachable: never = op;
      throw new Error(String(unreachable));
    }
  }
}

function compare(actual: unknown, ok: (a: number) => boolean, absent: (v: unknown) => boolean): boolean {
  return !absent(actual) && typeof actual === 'number' && ok(actual);
}

/** `{"hours": [{"from": 3, "to": 5}]}`: whole hours, both ends included; from > to wraps midnight. */
function hours(raw: unknown, path: (string | number)[], c: Compiler): Condition | null {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > 24) {
    c.faults.push({ path, reason: '"hours" takes a list of 1 to 24 windows like {"from": 3, "to": 5}' });
    return null;
  }
  const windows: [number, number][] = [];
  raw.forEach((window, index) => {
    const w = window as Record<string, unknown> | null;
    const isHour = (h: unknown) => Number.isInteger(h) && (h as number) >= 0 && (h as number) <= 23;
    const keysOk = w && typeof w === 'object' && Object.keys(w).every((k) => k === 'from' || k === 'to');
    if (!keysOk || !isHour(w.from) || !isHour(w.to)) {
      c.faults.push({
        path: [...path, index],
        reason: 'a window is {"from": H, "to": H} with whole hours 0–23',
      });
      return;
    }
    windows.push([w.from as number, w.to as number]);
  });
  if (windows.length !== raw.length) return null;
  const inside = (hour: number) =>
    windows.some(([from, to]) => (from <= to ? hour >= from && hour <= to : hour >= from || hour <= to));
  return made(
    (ctx) => inside(ctx.page.hour),
    `hour in ${windows.map(([from, to]) => `${from}–${to}`).join(' or ')}`,
    LEAF,
  );
}

function weekdays(raw: unknown, path: (string | number)[], c: Compiler): Condition | null {
  const names = WEEKDAYS as readonly string[];
  if (!Array.isArray(raw) || raw.length === 0 || raw.some((day) => !names.includes(day as string))) {
    c.faults.push({ path, reason: `"weekdays" takes a list of ${WEEKDAYS.join(', ')}` });
    return null;
  }
  const days = new Set((raw as string[]).map((day) => names.indexOf(day)));
  // Each day named once in the words: a list may repeat days, its description need not.
  const described = [...new Set(raw as string[])].join(', ');
  return made((ctx) => days.has(ctx.page.weekday), `weekday ${described}`, LEAF);
}

/**
 * Both conditions hold: a fragment's `when` at its use, and a slot's own inside it. Made once per
 * placed slot, so its words are joined only when asked for (the preview): a fragment used in many
 * lists, or through other fragments, does not copy its rules at every placement.
 */
export function bothOf(first: Condition, second: Condition): Condition {
  return {
    test: (ctx, memo = new Map()) => first.test(ctx, memo) && second.test(ctx, memo),
    get text() {
      return join('all of', [first, second]);
    },
    size: groupSize([first, second]),
  };
}

function join(label: string, parts: Condition[]): string {
  return `${label} (${parts.map((part) => part.text).join('; ')})`;
}

function otherKeys(keys: string[], kept: string): string {
  return keys
    .filter((key) => key !== kept)
    .map((key) => `"${key}"`)
    .join(', ');
}

/** A value quoted in words, cut at `limit` characters: a fault or a rule never grows with its operand. */
function show(value: unknown, limit = 40): string {
  const json = JSON.stringify(value);
  return json === undefined ? String(value) : json.length > limit ? `${json.slice(0, limit)}…` : json;
}
