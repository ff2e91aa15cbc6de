// Issue 27 (RX-01): an end-to-end test must act as a reader does, as soon as a control is on
// screen, never after waiting for the island runtime: a test that waits first cannot see a
// reader's input lost before hydration (the bug the issue found, hidden for months by exactly
// such waits). This finds, in the e2e sources, every place a test (or a helper it calls) waits
// for the runtime and then acts.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** A wait for the runtime followed by an action, in one test or helper. */
export interface RuntimeWait {
  /** The file, relative to the folder scanned. */
  file: string;
  /** The test's title, or the helper's name. */
  where: string;
  /** 1-based lines of the wait and of the first action after it. */
  waitLine: number;
  actLine: number;
}

/** What a reader does to a control: a press, a touch, typing, a choice, focus or hover. */
const ACTIONS = new Set([
  'click',
  'dblclick',
  'tap',
  'fill',
  'type',
  'press',
  'pressSequentially',
  'insertText',
  'check',
  'uncheck',
  'setChecked',
  'selectOption',
  'setInputFiles',
  'selectText',
  'hover',
  'focus',
  'dispatchEvent',
  'dragTo',
  'down',
]);

/** Assertions and calls that wait (retry until true), as opposed to reading once. */
const WAITING_CALLS =
  /\b(toHaveAttribute|toHaveCount|toBeVisible|toBeAttached|toBeHidden|waitForSelector|waitForFunction|poll|toPass)\b/;

/** A wait on the runtime's marker state: `data-island-state`, the runtime's "hydrated", `islandListening`. */
function isRuntimeWait(text: string): boolean {
  if (/\bislandListening\s*\(/.test(text)) return true;
  if (!WAITING_CALLS.test(text)) return false;
  return /data-island-state|islandState|\[data-island-state/.test(text) || /['"`]hydrated['"`]/.test(text);
}

/** A wait on the runtime, an action, or a navigation (a new page: what was waited for is gone). */
type Event = { kind: 'wait' | 'act' | 'nav'; pos: number };

/** Calls that load a new page in the tab. */
const NAVIGATIONS = new Set(['goto', 'reload', 'goBack', 'goForward']);

interface Summary {
  events: Event[];
}

const functionName = (node: ts.Node): string | undefined => {
  if (ts.isFunctionDeclaration(node) && node.name) return node.name.text;
  if (
    (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) &&
    ts.isVariableDeclaration(node.parent) &&
    ts.isIdentifier(node.parent.name)
  )
    return node.parent.name.text;
  return undefined;
};

/** The title of `test('title', …)` (also `test.only`, `test.skip`, `test.fixme`), or undefined. */
function testTitle(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  const base = ts.isPropertyAccessExpression(callee) ? callee.expression : callee;
  const isTest =
    ts.isIdentifier(base) &&
    base.text === 'test' &&
    (callee === base ||
      (ts.isPropertyAccessExpression(callee) && ['only', 'skip', 'fixme'].includes(callee.name.text)));
  const [first] = call.arguments;
  if (!isTest || !first) return undefined;
  if (ts.isStringLiteralLike(first)) return first.text;
  if (ts.isTemplateExpression(first)) return first.getText().slice(1, -1);
  return undefined;
}

/** Every wait and action in a body, in source order; calls to helpers count as their own waits and actions. */
function eventsOf(
  body: ts.Node,
  source: ts.SourceFile,
  helpers: Map<string, Summary>,
  visiting: Set<string>,
): Event[] {
  const events: Event[] = [];
  // An arrow function's expression body is its one statement.
  if (!ts.isBlock(body) && isRuntimeWait(body.getText(source)))
    events.push({ kind: 'wait', pos: body.getStart(source) });
  const visit = (node: ts.Node) => {
    // A function inside is its own scope: it counts where it is called, not where it is written.
    if (node !== body && (ts.isFunctionLike(node) || ts.isClassLike(node))) {
      if (ts.isCallExpression(node.parent) && node.parent.arguments.includes(node as ts.Expression)) {
        // An inline callback (`evaluate`, `route`, `forEach`): runs where it is passed.
      } else return;
    }
    if (ts.isExpressionStatement(node) || ts.isVariableStatement(node) || ts.isReturnStatement(node)) {
      const text = node.getText(source);
      if (isRuntimeWait(text)) events.push({ kind: 'wait', pos: node.getStart(source) });
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee) && NAVIGATIONS.has(callee.name.text))
        events.push({ kind: 'nav', pos: node.getStart(source) });
      if (ts.isPropertyAccessExpression(callee) && ACTIONS.has(callee.name.text)) {
        // `page.keyboard.down` and `mouse.down` are actions; a locator has no `down`.
        if (callee.name.text !== 'down' || /\b(keyboard|mouse)$/.test(callee.expression.getText(source)))
          events.push({ kind: 'act', pos: node.getEnd() });
      }
      if (ts.isIdentifier(callee) && helpers.has(callee.text) && !visiting.has(callee.text)) {
        const summary = helpers.get(callee.text)!;
        // A helper's own order is checked where it is written; its caller sees it as one step:
        // the page it opens, then its wait, then its action.
        if (summary.events.some((e) => e.kind === 'nav'))
          events.push({ kind: 'nav', pos: node.getStart(source) });
        if (summary.events.some((e) => e.kind === 'wait'))
          events.push({ kind: 'wait', pos: node.getStart(source) + 1 });
        if (summary.events.some((e) => e.kind === 'act')) events.push({ kind: 'act', pos: node.getEnd() });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(body);
  return events.sort((a, b) => a.pos - b.pos);
}

/** The first action that comes after a wait on the runtime on the same page, with that wait. */
function firstWaitThenAct(events: readonly Event[]): [Event, Event] | undefined {
  let wait: Event | undefined;
  for (const event of events) {
    if (event.kind === 'nav') wait = undefined;
    else if (event.kind === 'wait') wait ??= event;
    else if (wait) return [wait, event];
  }
  return undefined;
}

/** Helpers of a file: its functions by name (those of the e2e helper modules are added by the caller). */
function fileHelpers(source: ts.SourceFile): Map<string, ts.Node> {
  const found = new Map<string, ts.Node>();
  const visit = (node: ts.Node) => {
    const name = functionName(node);
    if (name && (ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node)))
      found.set(name, node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const bodyOf = (fn: ts.Node) => (fn as ts.FunctionLikeDeclaration).body ?? fn;

/**
 * Scans one e2e source (a spec or a helper module) for a wait on the runtime followed by an
 * action. `shared` holds the helpers of the other e2e modules (by exported name).
 */
export function findRuntimeWaits(
  file: string,
  text: string,
  shared: Map<string, Summary> = new Map(),
): RuntimeWait[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const helpers = new Map(shared);
  const functions = fileHelpers(source);
  // Helpers first, to a fixed point (a helper may call another written below it).
  for (let round = 0; round < 3; round += 1)
    for (const [name, fn] of functions)
      helpers.set(name, { events: eventsOf(bodyOf(fn), source, helpers, new Set([name])) });
  const found: RuntimeWait[] = [];
  const line = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;
  for (const name of functions.keys()) {
    const pair = firstWaitThenAct(helpers.get(name)!.events);
    if (pair) found.push({ file, where: name, waitLine: line(pair[0].pos), actLine: line(pair[1].pos) });
  }
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const title = testTitle(node);
      const callback = node.arguments.find((arg) => ts.isArrowFunction(arg) || ts.isFunctionExpression(arg));
      if (title !== undefined && callback) {
        const pair = firstWaitThenAct(eventsOf(bodyOf(callback), source, helpers, new Set()));
        if (pair) found.push({ file, where: title, waitLine: line(pair[0].pos), actLine: line(pair[1].pos) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The helpers a module exports (for the specs that import them), summarised. */
export function exportedHelpers(file: string, text: string): Map<string, Summary> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const helpers = new Map<string, Summary>();
  const functions = fileHelpers(source);
  for (let round = 0; round < 3; round += 1)
    for (const [name, fn] of functions)
      helpers.set(name, { events: eventsOf(bodyOf(fn), source, helpers, new Set([name])) });
  return helpers;
}

/** Every e2e source under `dir` (specs and helper modules), recursively. */
export function e2eSources(dir: string): string[] {
  const files: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) files.push(path);
    }
  };
  walk(dir);
  return files.sort();
}

/** Every wait-then-act of the e2e folder, helpers of its modules followed into the specs that use them. */
export function scanE2e(dir: string): RuntimeWait[] {
  const files = e2eSources(dir);
  const shared = new Map<string, Summary>();
  for (const path of files)
    if (!path.endsWith('.spec.ts'))
      for (const [name, summary] of exportedHelpers(path, readFileSync(path, 'utf8')))
        shared.set(name, summary);
  return files.flatMap((path) => findRuntimeWaits(relative(dir, path), readFileSync(path, 'utf8'), shared));
}
