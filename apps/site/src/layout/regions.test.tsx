import type { LayoutContext, ResolvedSlot } from '@newsroom/composer';
import { describe, expect, it, vi } from 'vitest';
import { MarketUnavailable } from '../content/markets/client.ts';
import type { WidgetContext } from '../widgets/types.ts';
import { loadSlots } from './regions.tsx';

// X-05 with market data (AB-04): a widget left out because the market backend failed (a 5xx)
// makes the page incomplete, so it is not cached; one the backend refused for this request (a 4xx:
// say, a company no longer listed) is simply absent, as it would be on every render.

const slot: ResolvedSlot = {
  key: 'stock-widget',
  widget: 'stock-widget',
  props: { title: 'Stocks', count: 10 },
  place: { layout: 'article', region: 'inserts', variant: '', section: '' },
};

function contextFailingWith(error: Error): WidgetContext {
  return {
    content: { markets: { companyFeed: async () => Promise.reject(error) } },
    article: {
      taggedcomp: [{ companyid: '13001', companyname: 'Aadhar Bank Ltd', companyshortname: 'Aadhar Bank' }],
      url: '/markets/x/articleshow/1.cms',
    },
    page: { reader: { tier: 'anonymous' }, url: { query: {} } } as LayoutContext,
  } as unknown as WidgetContext;
}

describe('X-05 market failures and the page cache', () => {
  it.each([
    [502, true],
    [503, true],
    [404, false],
    [400, false],
  ])('a market answer %s leaves the widget out; the page is incomplete: %s', async (status, incomplete) => {
    const log = vi.fn();
    const missing = vi.fn();
    const ctx = contextFailingWith(new MarketUnavailable(`content backend answered ${status}`, status));
    expect(await loadSlots([slot], ctx, 800, log, missing)).toEqual([]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('widget stock-widget (stock-widget) left out'));
    expect(missing).toHaveBeenCalledTimes(incomplete ? 1 : 0);
  });

  it('a malformed market answer leaves the widget out and the page complete', async () => {
    const missing = vi.fn();
    await loadSlots(
      [slot],
      contextFailingWith(new MarketUnavailable('unexpected answer')),
      800,
      () => {},
      missing,
    );
    expect(missing).not.toHaveBeenCalled();
  });
});
