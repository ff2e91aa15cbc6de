import { mostSearchedStocksContract } from '@newsroom/contracts/widgets/most-searched-stocks';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { marketContext, stock } from '../shared/markets/testMarkets.ts';
import { mostSearchedStocks } from './mostSearchedStocks.tsx';
import { toMostSearched } from './rows.ts';

const answer = (count: number, extra = {}) => ({
  pagesummary: { totalrecords: 40, marketstatus: 'OPEN' as const },
  searchresult: Array.from({ length: count }, (_, i) => stock(String(13001 + i), extra)),
});

describe('AB-12 most-searched stocks: data', () => {
  it('at most 15 rows, no company twice, unsafe company links dropped (the name stays)', () => {
    const data = toMostSearched({
      ...answer(20),
      searchresult: [stock('1', { url: 'javascript:alert(1)' }), stock('1'), ...answer(20).searchresult],
    });
    expect(data.rows).toHaveLength(15);
    expect(data.rows[0]).toMatchObject({ id: '1', url: null, name: 'Company 1' });
    expect(data.open).toBe(true);
  });

  it('asks the market client for 15, with no settings but the title', async () => {
    const mostSearched = vi.fn(async () => answer(15));
    const props = mostSearchedStocksContract.props.parse({});
    const data = await mostSearchedStocks.load(marketContext({ mostSearched }), props);
    expect(mostSearched).toHaveBeenCalledWith(15);
    expect(data.rows).toHaveLength(15);
    expect(mostSearchedStocksContract.props.safeParse({ count: 5 }).success).toBe(false);
    expect(mostSearchedStocksContract.hydrate).toBe('visible');
  });
});

describe('AB-12 most-searched stocks: server HTML', () => {
  const html = (data: ReturnType<typeof toMostSearched>) =>
    renderToStaticMarkup(
      <mostSearchedStocks.View props={mostSearchedStocksContract.props.parse({})} data={data} />,
    );

  it('all 15 rows in the HTML, the first 5 shown, Load more; price, change, upside, company links', () => {
    const out = html(toMostSearched(answer(15)));
    expect(out.match(/<li/g)).toHaveLength(15);
    expect(out.match(/<li hidden=""/g)).toHaveLength(10);
    expect(out).toContain('data-state="collapsed"');
    expect(out).toMatch(/<button[^>]*data-action="more"[^>]*>Load more<\/button>/);
    expect(out).toContain('href="/company-13001/stocks/companyid-13001.cms"');
    expect(out).toContain('100.00');
    expect(out).toContain('+1.52%');
    expect(out).toContain('+10.30%');
    expect(out).toContain('aria-label="About potential upside"');
  });

  it('a stock without a report shows a dash; no stocks, no widget', () => {
    expect(html(toMostSearched(answer(3, { potentialUpside: null })))).toContain('no analyst report');
    expect(html(toMostSearched(answer(0)))).toBe('');
  });
});
