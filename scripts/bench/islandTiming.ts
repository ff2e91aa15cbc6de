import { type Browser, chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../chromium.ts';
import { PHONE, throttleLikeAPhone } from '../phone.ts';
import { SESSION_COOKIE } from '../siteSignIn.ts';
import type { IslandMarker, IslandPage } from './islandPages.ts';
import { installIslandRecorder } from './islandRecorder.ts';
import { percentile } from './percentile.ts';
import { phoneContextOptions } from './phoneProfile.ts';

/**
 * Issue 27: how long a reader on a slow phone waits for each island kind, acting as a reader
 * does, as soon as the control is on screen and without waiting for any script. Each load is a
 * first visit (a fresh browser context, nothing cached) on the throttled phone profile; after
 * first paint the bench acts on the page's islands one after another, from the top of the page
 * down: an `interaction`, `engage` or `play` island is timed from the tap on its control
 * (scrolled to first when off screen or covered), a `visible` one from the scroll that brings it
 * on screen (from first paint, or the last scroll, when it is there already); the bench waits
 * for each to be interactive before it goes on. A `load` or `idle` island is timed from first
 * paint and a `scroll` one from the first scroll (the bench makes one when the first screen is
 * done, if nothing has scrolled yet): those wake on their own, alongside. An island is
 * interactive when its marker says `data-island-state="hydrated"`: the bench reads that
 * attribute and browser events only, so it measures any island runtime the same way.
 * Each tap's Interaction to Next Paint is the longest Event Timing entry of its interaction.
 */

/**
 * The taps the INP figure is first about, made first on their page, at once after first paint:
 * HM-02's Latest News tab on the home page (the first tab not chosen) and the article's comments
 * button in the byline's tools.
 */
export const FIRST_TAPS: readonly string[] = ['top-news', 'comments'];

/** INP's "good" threshold: a tap on a sleeping island must answer within it. */
export const INP_BUDGET_MS = 200;

const TAP_TRIGGERS = new Set(['interaction', 'engage', 'play']);
/** After this long with the runtime running, an island the reader acted on that has not started loading never will. */
const WOKE_NOTHING_MS = 2500;
/** The most the bench waits for one island after the reader's action. */
const ISLAND_TIMEOUT_MS = 20_000;
/** Event Timing reports nothing shorter: a tap without an entry answered within it. */
const EVENT_TIMING_FLOOR_MS = 16;

export type Outcome =
  | 'interactive'
  | 'failed'
  | 'woke nothing'
  | 'timed out'
  | 'not on the page'
  | 'tap missed'
  | 'page left';

export interface IslandRun {
  outcome: Outcome;
  /** From the reader's action (or first paint) to hydrated, ms. */
  readyMs?: number;
  /** The tap's Interaction to Next Paint, ms (16 when Event Timing saw nothing longer). */
  inpMs?: number;
  /** What was hit instead of the control, for a missed tap. */
  detail?: string;
}

export interface IslandFigure {
  name: string;
  trigger: string;
  page: string;
  reader: string;
  /** What the reader does, in words. */
  action: string;
  runs: IslandRun[];
}

export interface IslandTiming {
  figures: IslandFigure[];
  /** Registered island kinds no visited page carries. */
  notFound: string[];
  seconds: number;
  /** Loads the time budget left out. */
  skippedLoads: number;
}

const actionInWords = (island: IslandMarker, control: string): string => {
  switch (island.trigger) {
    case 'load':
    case 'idle':
      return 'nothing (from first paint)';
    case 'scroll':
      return 'first scroll';
    case 'visible':
      return 'scrolls to it';
    default:
      return `taps ${control ? `“${control}”` : 'its control'}`;
  }
};

/** Each kind's samples that came to be interactive, ms. */
export const readyTimes = (figure: IslandFigure) =>
  figure.runs.flatMap((run) =>
    run.outcome === 'interactive' && run.readyMs !== undefined ? [run.readyMs] : [],
  );
export const inpTimes = (figure: IslandFigure) =>
  figure.runs.flatMap((run) => (run.inpMs !== undefined ? [run.inpMs] : []));

export async function measureIslandTiming(
  siteUrl: string,
  pages: readonly IslandPage[],
  options: {
    runs: number;
    budgetSeconds: number;
    primeCookie: string;
    notFound: string[];
    log?: (line: string) => void;
  },
): Promise<IslandTiming> {
  const started = Date.now();
  const deadline = started + options.budgetSeconds * 1000;
  const figures = new Map<string, IslandFigure>();
  for (const page of pages)
    for (const island of page.measures)
      figures.set(island.name, {
        name: island.name,
        trigger: island.trigger,
        page: page.page.name,
        reader: page.reader,
        action: actionInWords(island, ''),
        runs: [],
      });
  let skippedLoads = 0;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    // Round by round, so a budget that runs out leaves every page some loads.
    for (let round = 0; round < options.runs; round++) {
      for (const page of pages) {
        if (Date.now() > deadline) {
          skippedLoads++;
          continue;
        }
        const loadStarted = Date.now();
        const { results, fcpMs } = await loadAndAct(
          browser,
          `${siteUrl}${page.page.path}`,
          page,
          options.primeCookie,
        );
        for (const [name, { run, control }] of results) {
          const figure = figures.get(name)!;
          figure.runs.push(run);
          if (control) figure.action = actionInWords(figure, control);
        }
        options.log?.(
          `islands: ${page.page.name} (${page.reader}) load ${round + 1}: first paint at ${fcpMs} ms, ${((Date.now() - loadStarted) / 1000).toFixed(1)} s in all`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return {
    figures: [...figures.values()],
    notFound: options.notFound,
    seconds: Math.round((Date.now() - started) / 1000),
    skippedLoads,
  };
}

async function loadAndAct(
  browser: Browser,
  url: string,
  island: IslandPage,
  primeCookie: string,
): Promise<{ results: Map<string, { run: IslandRun; control: string }>; fcpMs: number | null }> {
  const context = await browser.newContext(phoneContextOptions);
  const results = new Map<string, { run: IslandRun; control: string }>();
  let fcpMs: number | null = null;
  try {
    if (island.reader === 'prime') {
      const value = primeCookie.slice(`${SESSION_COOKIE}=`.length);
      await context.addCookies([{ name: SESSION_COOKIE, value, url }]);
    }
    await context.addInitScript(installIslandRecorder);
    const page = await context.newPage();
    // A window a control opens (a partner's page) is closed: only the page is measured.
    context.on('page', (opened) => void opened.close());
    await throttleLikeAPhone(page);
    const guard = await stayOnPage(page);
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await page.waitForFunction(() => window.__islandBench?.fcp != null, null, {
      polling: 50,
      timeout: 60_000,
    });
    guard.lock();
    fcpMs = Math.round(await page.evaluate(() => window.__islandBench!.fcp!));
    const chosen = await page.evaluate(chooseMarkers, island.measures);
    // The reader meets the page from the top: the first taps, then what is higher up first; a
    // `scroll` island's moment is the first scroll, once the first screen is done.
    const rank = (kind: IslandMarker) =>
      FIRST_TAPS.includes(kind.name)
        ? -1
        : kind.trigger === 'scroll'
          ? PHONE.viewport.height
          : chosen[kind.name]!.top;
    const order = island.measures
      .filter((kind) => chosen[kind.name] !== undefined)
      .sort((a, b) => rank(a) - rank(b));
    for (const kind of island.measures)
      if (chosen[kind.name] === undefined)
        results.set(kind.name, { run: { outcome: 'not on the page' }, control: '' });
    // Islands the reader does nothing to, and `scroll` ones after the first scroll, wake on their
    // own: their timing runs alongside the rest and is read at the end.
    const alongside: { kind: IslandMarker; from: number }[] = [];
    const tapTimes = new Map<string, number>();
    for (const kind of order) {
      const control = chosen[kind.name]!.words;
      if (kind.trigger === 'load' || kind.trigger === 'idle') {
        alongside.push({ kind, from: fcpMs });
        continue;
      }
      const acted = await act(page, kind);
      if (kind.trigger === 'scroll' && !('outcome' in acted)) {
        alongside.push({ kind, from: acted.at });
        continue;
      }
      const tapped = TAP_TRIGGERS.has(kind.trigger);
      if (tapped && !('outcome' in acted)) tapTimes.set(kind.name, acted.at);
      const run = 'outcome' in acted ? acted : await waitUntilInteractive(page, kind.name, acted.at, tapped);
      results.set(kind.name, { run, control });
      // What the tap opened (the comments drawer, a dialog, a menu) is closed as a reader would,
      // so it does not cover the next control.
      if (tapped && run.outcome === 'interactive') await closeWhatTheTapOpened(page);
    }
    for (const { kind, from } of alongside)
      results.set(kind.name, { run: await waitUntilInteractive(page, kind.name, from, false), control: '' });
    // Event Timing entries arrive after the next paint: one frame more, then every tap's INP.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
    );
    for (const [name, at] of tapTimes)
      results.get(name)!.run.inpMs = await page.evaluate(tapInp, { at, floor: EVENT_TIMING_FLOOR_MS });
  } finally {
    await context.close();
  }
  return { results, fcpMs };
}

/**
 * Keeps the reader on the page once it has painted: a link or a form a tap reaches (a replayed
 * click on a link, a held click given back to the plain HTML) would leave it and end the
 * measurement, so the main frame's next document request is refused at the network (the page
 * stays; the page's own code sees nothing changed). Frames inside the page load as they would.
 */
async function stayOnPage(page: Page): Promise<{ lock(): void }> {
  const cdp = await page.context().newCDPSession(page);
  const { frameTree } = await cdp.send('Page.getFrameTree');
  let locked = false;
  cdp.on('Fetch.requestPaused', (event) => {
    const leaving = locked && event.frameId === frameTree.frame.id;
    void (
      leaving
        ? cdp.send('Fetch.failRequest', { requestId: event.requestId, errorReason: 'Aborted' })
        : cdp.send('Fetch.continueRequest', { requestId: event.requestId })
    ).catch(() => {});
  });
  await cdp.send('Fetch.enable', { patterns: [{ resourceType: 'Document', requestStage: 'Request' }] });
  return {
    lock: () => {
      locked = true;
    },
  };
}

type Acted = { at: number } | IslandRun;

/** The reader's action on one island; returns when it happened (the page's clock). */
async function act(page: Page, kind: IslandMarker): Promise<Acted> {
  if (kind.trigger === 'scroll') {
    const at = await page.evaluate(() => {
      const record = window.__islandBench!;
      if (record.firstScrollAt === null) {
        record.lastScrollActionAt = performance.now();
        window.scrollBy({ top: 300, behavior: 'instant' });
      }
      return record.firstScrollAt ?? record.lastScrollActionAt!;
    });
    return { at };
  }
  const tap = TAP_TRIGGERS.has(kind.trigger);
  let target = await bringOnScreen(page, kind.name, tap);
  // Something a tap before opened (a popover still loading) may cover the control: a reader
  // closes it first.
  for (let attempt = 0; target?.covered && attempt < 3; attempt++) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    target = await bringOnScreen(page, kind.name, tap);
  }
  if (!target) return { outcome: 'page left' };
  if (!tap) return { at: target.at };
  const before = await page.evaluate(() => window.__islandBench!.taps.length);
  await page.touchscreen.tap(target.x, target.y);
  const tapped = await page
    .waitForFunction(
      ({ name, before }) => {
        const record = window.__islandBench!;
        const tap = record.taps[before];
        if (!tap) return null;
        const chosen = record.chosen.get(name);
        const hit = tap.target instanceof Element ? tap.target : null;
        return {
          at: tap.at,
          inside: hit !== null && (chosen?.marker.contains(hit) ?? false),
          hit: hit
            ? `${hit.tagName.toLowerCase()}${hit.className ? `.${String(hit.className).split(' ')[0]}` : ''}`
            : 'nothing',
        };
      },
      { name: kind.name, before },
      { polling: 20, timeout: 5000 },
    )
    .then((handle) => handle.jsonValue())
    .catch(() => null);
  if (!tapped) return { outcome: 'tap missed', detail: 'the page saw no pointerdown' };
  if (!tapped.inside) return { outcome: 'tap missed', detail: `the tap landed on ${tapped.hit}` };
  return { at: tapped.at };
}

/**
 * Scrolls the kind's control (or marker) to the middle of the screen unless it is on screen
 * already and, for a tap, not under something else (a bar, a banner); returns when it came on
 * screen (the page's clock), where to tap it, and whether something still covers it.
 */
function bringOnScreen(page: Page, name: string, tap: boolean) {
  return page.evaluate(
    ({ name, tap }) => {
      const record = window.__islandBench!;
      const chosen = record.chosen.get(name);
      // A new document (the page was left after all) has chosen nothing.
      if (!chosen) return null;
      const element = chosen.control ?? chosen.marker;
      const middle = () => {
        const box = element.getBoundingClientRect();
        return { x: box.left + box.width / 2, y: box.top + box.height / 2, box };
      };
      const onScreen = () => {
        const { box } = middle();
        return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      };
      const covered = () => {
        const { x, y } = middle();
        const hit = document.elementFromPoint(x, y);
        return hit === null || !chosen.marker.contains(hit);
      };
      let at = record.lastScrollActionAt ?? record.fcp!;
      if (!onScreen() || (tap && covered())) {
        at = record.lastScrollActionAt = performance.now();
        element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      }
      const { x, y } = middle();
      return { at, x, y, covered: tap && covered() };
    },
    { name, tap },
  );
}

async function closeWhatTheTapOpened(page: Page): Promise<void> {
  await page.waitForTimeout(200);
  await page.keyboard.press('Escape');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}

async function waitUntilInteractive(
  page: Page,
  name: string,
  actedAt: number,
  tapped: boolean,
): Promise<IslandRun> {
  const until = Date.now() + ISLAND_TIMEOUT_MS;
  for (;;) {
    const status = await page.evaluate((name) => {
      const record = window.__islandBench!;
      const chosen = record.chosen.get(name);
      if (!chosen) return null;
      const states = record.states.get(chosen.marker) ?? {};
      return { states, runtimeStartedAt: record.runtimeStartedAt, now: performance.now() };
    }, name);
    if (!status) return { outcome: 'page left' };
    const { states } = status;
    if (states.hydrated !== undefined)
      return { outcome: 'interactive', readyMs: Math.max(0, Math.round(states.hydrated - actedAt)) };
    if (states.failed !== undefined) return { outcome: 'failed' };
    // Any state past the runtime's first (`waiting`): the island has started to wake.
    const woke = Object.keys(states).some((state) => state !== 'waiting');
    const runningSince = status.runtimeStartedAt === null ? null : Math.max(status.runtimeStartedAt, actedAt);
    if (!woke && runningSince !== null && status.now - runningSince > WOKE_NOTHING_MS)
      return { outcome: 'woke nothing', detail: tapped ? 'the tap was lost' : 'the island stayed asleep' };
    if (Date.now() > until) return { outcome: 'timed out' };
    await page.waitForTimeout(100);
  }
}

/**
 * In the page: for each kind, the first marker the reader can act on, and its control: a tab
 * not chosen yet, the stand-in play button, a button, a field or a link, the first on screen.
 * Returns the control's words and where it is down the page per kind found; a kind with no
 * marker is left out.
 */
function chooseMarkers(
  kinds: { name: string; trigger: string }[],
): Record<string, { words: string; top: number }> {
  const record = window.__islandBench!;
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const tapped = ['interaction', 'engage', 'play'];
  const controlsInOrder = [
    '[role="tab"][aria-selected="false"]',
    '[data-press-play]',
    // A form's first field before its button: the reader reaches for a form by filling it in.
    'input:not([type="hidden"]):not([disabled]), select, textarea',
    'button:not([disabled])',
    'summary',
    'a[href]',
  ];
  const found: Record<string, { words: string; top: number }> = {};
  for (const { name, trigger } of kinds) {
    const markers = [...document.querySelectorAll(`[data-island="${CSS.escape(name)}"]`)];
    if (markers.length === 0) continue;
    let choice: { marker: Element; control: Element | null } | null = null;
    if (tapped.includes(trigger)) {
      for (const selector of controlsInOrder) {
        for (const marker of markers) {
          const control = [...marker.querySelectorAll(selector)].find(shown);
          if (control) {
            choice = { marker, control };
            break;
          }
        }
        if (choice) break;
      }
    }
    choice ??= { marker: markers.find(shown) ?? markers[0]!, control: null };
    record.chosen.set(name, choice);
    const words = choice.control
      ? (choice.control.getAttribute('aria-label') ?? choice.control.textContent ?? '').trim().slice(0, 30)
      : '';
    found[name] = { words, top: (choice.control ?? choice.marker).getBoundingClientRect().top + scrollY };
  }
  return found;
}

/**
 * In the page: the longest Event Timing entry of the interaction the tap at `at` began (its
 * pointerdown's time stamp), or the floor when none was as long.
 */
function tapInp({ at, floor }: { at: number; floor: number }): number {
  const record = window.__islandBench!;
  // One tap is pointerdown, pointerup and click, all stamped within moments of the touch.
  const ids = new Set(
    record.events
      .filter((entry) => entry.interactionId > 0 && entry.startTime >= at - 1 && entry.startTime <= at + 100)
      .map((entry) => entry.interactionId),
  );
  const durations = record.events
    .filter((entry) => ids.has(entry.interactionId))
    .map((entry) => entry.duration);
  return Math.max(floor, ...durations);
}

/** p50 and p95 of a kind's figures, in words. */
export function p50p95(samples: readonly number[]): string {
  const p50 = percentile(samples, 0.5);
  const p95 = percentile(samples, 0.95);
  return p50 === null || p95 === null ? '–' : `${Math.round(p50)} / ${Math.round(p95)} ms`;
}
