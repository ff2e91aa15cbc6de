import { discoverMutualFundsContract } from '@newsroom/contracts/widgets/discover-mutual-funds';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Fund } from '../../content/markets/schemas.ts';
import { marketContext } from '../shared/markets/testMarkets.ts';
import { discoverMutualFunds } from './discoverMutualFunds.tsx';
import { toFundSlides } from './funds.ts';

const fund = (id: number): Fund => ({
  schemeId: String(15000 + id),
  seoName: `fund-${id}`,
  shortName: `Fund ${id}`,
  schemeName: `Fund ${id} Direct-Growth`,
  category: 'Small Cap',
  r1Year: 40 - id,
  r3Year: 20,
  nav: 100,
  url: `/fund-${id}/mffactsheet/schemeid-${15000 + id}.cms`,
});

describe('AB-12 discover mutual funds', () => {
  it('slides of 4, 4 and 3 funds, no fund twice', () => {
    const funds = Array.from({ length: 11 }, (_, i) => fund(i));
    expect(toFundSlides([fund(0), ...funds]).map((s) => s.length)).toEqual([4, 4, 3]);
  });

  it('asks the fund screener for 11 (its category when set)', async () => {
    const fundScreener = vi.fn(async () => ({
      categories: [],
      pagesummary: { totalrecords: 60, pagesize: 11 },
      searchresult: Array.from({ length: 11 }, (_, i) => fund(i)),
    }));
    const ctx = marketContext({ fundScreener });
    await discoverMutualFunds.load(ctx, discoverMutualFundsContract.props.parse({ category: 'Large Cap' }));
    expect(fundScreener).toHaveBeenCalledWith({ pagesize: 11, category: 'Large Cap' });
    expect(discoverMutualFundsContract.props.safeParse({ category: '<script>' }).success).toBe(false);
  });

  it('server HTML: 3 slides, the first active; previous disabled, next enabled; one-year returns', () => {
    const out = renderToStaticMarkup(
      <discoverMutualFunds.View
        props={discoverMutualFundsContract.props.parse({})}
        data={toFundSlides(Array.from({ length: 11 }, (_, i) => fund(i)))}
      />,
    );
    expect(out.match(/aria-roledescription="slide"/g)).toHaveLength(3);
    expect(out).toMatch(
      /aria-disabled="true" data-state="disabled"[^>]*aria-label="Previous funds"|aria-label="Previous funds"[^>]*aria-disabled="true"/,
    );
    expect(out).toMatch(
      /aria-label="Next funds"[^>]*aria-disabled="false"|aria-disabled="false"[^>]*aria-label="Next funds"/,
    );
    expect(out).toContain('href="/fund-0/mffactsheet/schemeid-15000.cms"');
    expect(out).toContain('+40.00%');
    expect(out).toContain('data-state="stopped"');
  });
});
