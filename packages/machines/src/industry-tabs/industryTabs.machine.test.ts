import { describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import {
  atomicStates,
  deferredActor,
  flush,
  pendingActors,
  replayPath,
  transitionPaths,
} from '../testing/model.ts';
import {
  type IndustryTab,
  type IndustryTabsContext,
  type IndustryTabsEvent,
  type IndustryTabsInput,
  industryTabsMachine,
  selectIndustryTabsView,
} from './industryTabs.machine.ts';

// HM-06 news by industry: Featured first (its stories came with the page); a tab loads its
// stories once, then keeps them; a loading indicator meanwhile; a failure is reported and the tab
// is asked again when chosen again.

const FEATURED: IndustryTab = { msid: '5575607', hierarchy: true };
const AUTO: IndustryTab = { msid: '13352354', hierarchy: false };
const BANKING: IndustryTab = { msid: '13358259', hierarchy: true };
const input: IndustryTabsInput = { tabs: [FEATURED, AUTO, BANKING], featured: [{ msid: 'f1' }] };

function start(given: IndustryTabsInput = input) {
  const fetchTab = deferredActor<IndustryTab>();
  const reportFailure = vi.fn<(error: unknown) => void>();
  const machine = industryTabsMachine.provide({
    // The fake answers whatever the test gives it.
    actors: { fetchTab: fetchTab.logic as never },
    actions: { reportFailure: (_, { error }) => reportFailure(error) },
  });
  const actor = createActor(machine, { input: given }).start();
  const select = (tab: IndustryTab | string) =>
    actor.send({ type: 'SELECT', tab: typeof tab === 'string' ? tab : tab.msid });
  const view = () => selectIndustryTabsView(actor.getSnapshot());
  return { actor, fetchTab, reportFailure, select, view };
}

describe('HM-06 industryTabsMachine', () => {
  it('HM-06 opens on Featured with the page’s stories, asking nothing', () => {
    const { view, fetchTab, actor } = start();
    expect(view()).toMatchObject({ active: FEATURED.msid, status: 'loaded', stories: [{ msid: 'f1' }] });
    expect(fetchTab.calls).toEqual([]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
  });

  it('HM-06 a tab loads its stories once (loading meanwhile), then keeps them', async () => {
    const { select, view, fetchTab } = start();
    select(AUTO);
    expect(view()).toMatchObject({ active: AUTO.msid, status: 'loading', stories: [] });
    expect(fetchTab.last().input).toEqual(AUTO);
    fetchTab.last().resolve([{ msid: 'a1' }]);
    await flush();
    expect(view()).toMatchObject({ status: 'loaded', stories: [{ msid: 'a1' }] });
    select(FEATURED);
    expect(view()).toMatchObject({ status: 'loaded', stories: [{ msid: 'f1' }] });
    select(AUTO);
    select(FEATURED);
    select(AUTO);
    await flush();
    expect(fetchTab.calls).toHaveLength(1);
    expect(view().stories).toEqual([{ msid: 'a1' }]);
  });

  it('HM-06 the tab’s own query: hierarchy where the tab says so', () => {
    const { select, fetchTab } = start();
    select(BANKING);
    expect(fetchTab.last().input).toEqual({ msid: '13358259', hierarchy: true });
  });

  it('HM-06 a reader who moves on while a tab loads: that fetch completes (never asked twice), the new tab is fetched next', async () => {
    const { select, view, fetchTab } = start();
    select(AUTO);
    select(BANKING);
    expect(view()).toMatchObject({ active: BANKING.msid, status: 'loading' });
    expect(fetchTab.calls).toHaveLength(1);
    expect(fetchTab.last().signal.aborted).toBe(false);
    fetchTab.calls[0]!.resolve([{ msid: 'a1' }]);
    await flush();
    expect(fetchTab.calls).toHaveLength(2);
    expect(fetchTab.last().input).toEqual(BANKING);
    expect(view()).toMatchObject({ active: BANKING.msid, status: 'loading' });
    select(AUTO);
    expect(view()).toMatchObject({ status: 'loaded', stories: [{ msid: 'a1' }] });
    fetchTab.last().resolve([{ msid: 'b1' }]);
    await flush();
    select(BANKING);
    expect(view()).toMatchObject({ status: 'loaded', stories: [{ msid: 'b1' }] });
    expect(fetchTab.calls).toHaveLength(2);
  });

  it('HM-06 back on a loaded tab while another loads: its stories at once, nothing more fetched', async () => {
    const { select, view, fetchTab } = start();
    select(AUTO);
    select(FEATURED);
    expect(view()).toMatchObject({ status: 'loaded', stories: [{ msid: 'f1' }] });
    fetchTab.last().resolve([{ msid: 'a1' }]);
    await flush();
    expect(fetchTab.calls).toHaveLength(1);
    expect(view().loaded).toEqual({ [FEATURED.msid]: [{ msid: 'f1' }], [AUTO.msid]: [{ msid: 'a1' }] });
  });

  it('HM-06 a failed fetch is reported, the tab says so; chosen again it is asked again (spec §8)', async () => {
    const { select, view, fetchTab, reportFailure } = start();
    select(AUTO);
    const error = new Error('502');
    fetchTab.last().reject(error);
    await flush();
    expect(view()).toMatchObject({ active: AUTO.msid, status: 'failed', stories: [] });
    expect(reportFailure).toHaveBeenCalledExactlyOnceWith(error);
    select(AUTO);
    expect(fetchTab.calls).toHaveLength(1);
    select(FEATURED);
    select(AUTO);
    expect(view().status).toBe('loading');
    fetchTab.last().resolve([{ msid: 'a1' }]);
    await flush();
    expect(view()).toMatchObject({ status: 'loaded', stories: [{ msid: 'a1' }] });
    expect(fetchTab.calls).toHaveLength(2);
  });

  it('HM-06 a failure of a tab the reader left does not show on the one they chose', async () => {
    const { select, view, fetchTab, reportFailure } = start();
    select(AUTO);
    select(BANKING);
    fetchTab.calls[0]!.reject(new Error('timeout'));
    await flush();
    expect(reportFailure).toHaveBeenCalledOnce();
    expect(view()).toMatchObject({ active: BANKING.msid, status: 'loading' });
    expect(fetchTab.last().input).toEqual(BANKING);
  });

  it('HM-06 an unknown tab, or the tab shown, changes nothing', () => {
    const { select, view, fetchTab } = start();
    select('999');
    select(FEATURED);
    expect(view()).toMatchObject({ active: FEATURED.msid, status: 'loaded' });
    expect(fetchTab.calls).toEqual([]);
  });

  it('HM-06 without a provided fetch the tab fails and is reported (no crash)', async () => {
    const actor = createActor(industryTabsMachine, { input }).start();
    actor.send({ type: 'SELECT', tab: AUTO.msid });
    await flush();
    expect(selectIndustryTabsView(actor.getSnapshot()).status).toBe('failed');
  });
});

describe('HM-06, issue 27 industryTabsMachine: opening on the tab the address chose', () => {
  it('its stories came with the page: open there, loaded, nothing fetched; the others as before', async () => {
    const { view, fetchTab, select } = start({ ...input, opensOn: { msid: AUTO.msid, stories: [] } });
    expect(view()).toMatchObject({ active: AUTO.msid, status: 'loaded' });
    select(FEATURED);
    select(AUTO);
    expect(fetchTab.calls).toEqual([]);
    select(BANKING);
    expect(view()).toMatchObject({ active: BANKING.msid, status: 'loading' });
    expect(fetchTab.last().input).toEqual(BANKING);
  });

  it('the page says they failed: open on the failure, asked again when chosen again', async () => {
    const { view, fetchTab, select } = start({ ...input, opensOn: { msid: BANKING.msid, failed: true } });
    expect(view()).toMatchObject({ active: BANKING.msid, status: 'failed' });
    expect(fetchTab.calls).toEqual([]);
    select(FEATURED);
    select(BANKING);
    expect(view().status).toBe('loading');
    fetchTab.last().resolve([{ msid: 'b1' }]);
    await flush();
    expect(view()).toMatchObject({ status: 'loaded', stories: [{ msid: 'b1' }] });
  });

  it('a tab the widget does not have opens on Featured', () => {
    const { view } = start({ ...input, opensOn: { msid: '999', stories: [] } });
    expect(view()).toMatchObject({ active: FEATURED.msid, status: 'loaded', stories: [{ msid: 'f1' }] });
  });
});

describe('HM-06 industryTabsMachine: model-based (xstate/graph)', () => {
  const events: IndustryTabsEvent[] = [
    { type: 'SELECT', tab: FEATURED.msid },
    { type: 'SELECT', tab: AUTO.msid },
    { type: 'SELECT', tab: BANKING.msid },
    { type: 'SELECT', tab: '404' },
    { type: 'xstate.done.actor.fetchTab', output: [{ msid: 's' }] } as never,
    { type: 'xstate.error.actor.fetchTab', error: new Error('502') } as never,
  ];
  const label = (event: IndustryTabsEvent) => {
    const e = event as { type: string; tab?: string };
    if (e.type === 'SELECT') return `SELECT(${e.tab})`;
    return e.type.replace('xstate.done.actor.', 'done ').replace('xstate.error.actor.', 'error ');
  };
  const features = (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as IndustryTabsContext;
    return {
      active: context.active,
      loaded: Object.keys(context.stories).sort(),
      failed: [...context.failed].sort(),
      fetching: context.fetching,
    };
  };
  const model = transitionPaths(industryTabsMachine, { events, label, features, input });

  it('HM-06 reaches every state and has paths to replay', () => {
    expect([...model.states].sort()).toEqual(atomicStates(industryTabsMachine));
    expect(model.paths.length).toBeGreaterThan(20);
  });

  it('HM-06 on every path: a tab is fetched once, again only after a failure, never once it has stories; a loading tab has a fetch coming', () => {
    for (const path of model.paths) {
      const starts = new Map<string, number>();
      const failures = new Map<string, number>();
      let before: IndustryTabsContext | null = null;
      for (const step of path.steps) {
        const context = step.state.context as IndustryTabsContext;
        if (before?.fetching && (step.event.type as string) === 'xstate.error.actor.fetchTab')
          failures.set(before.fetching, (failures.get(before.fetching) ?? 0) + 1);
        if (context.fetching !== null && before?.fetching !== context.fetching) {
          expect(Object.hasOwn(before?.stories ?? {}, context.fetching), path.description).toBe(false);
          starts.set(context.fetching, (starts.get(context.fetching) ?? 0) + 1);
        }
        if (selectIndustryTabsView(step.state).status === 'loading')
          expect(step.state.matches('fetching'), path.description).toBe(true);
        expect(Object.hasOwn(context.stories, FEATURED.msid)).toBe(true);
        before = context;
      }
      for (const [tab, times] of starts)
        expect(times, `${tab}: ${path.description}`).toBeLessThanOrEqual(1 + (failures.get(tab) ?? 0));
    }
  });

  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    const pending = pendingActors();
    const actor = createActor(
      industryTabsMachine.provide({ actors: { fetchTab: pending.logic<IndustryTab, readonly unknown[]>() } }),
      { input },
    ).start();
    await replayPath(actor, path, { pending, features });
  });
});
