import { upsideRadarContract } from '@newsroom/contracts/widgets/upside-radar';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { collection, marketContext } from '../shared/markets/testMarkets.ts';
import { toRadarCollections } from './collections.ts';
import { upsideRadar } from './upsideRadar.tsx';

describe('AB-12 upside radar', () => {
  it('2 screeners a collection, unsafe pages left out, empty collections dropped', () => {
    const bad = collection('9', 1);
    bad.listScreenerMaster[0]!.url = 'javascript:alert(1)';
    const out = toRadarCollections([collection('1', 3), bad, collection('2', 2)]);
    expect(out.map((c) => [c.id, c.screeners.length])).toEqual([
      ['1', 2],
      ['2', 2],
    ]);
  });

  it('loads the collections of type 10 with 2 screeners', async () => {
    const radar = vi.fn(async () => [collection('1', 2)]);
    await upsideRadar.load(marketContext({ upsideRadar: radar }), upsideRadarContract.props.parse({}));
    expect(radar).toHaveBeenCalledWith();
  });

  it('server HTML: a keyboard-scrollable strip, one dot a collection (the first current), screener links', () => {
    const out = renderToStaticMarkup(
      <upsideRadar.View
        props={upsideRadarContract.props.parse({})}
        data={toRadarCollections([collection('1', 2), collection('2', 2), collection('3', 2)])}
      />,
    );
    expect(out).toContain('tabindex="0"');
    expect(out.match(/class="market-dots__dot"/g)).toHaveLength(3);
    expect(out).toMatch(/aria-label="Collection 1" aria-current="true"/);
    expect(out).toContain('href="/markets/upside-radar/collection-1/screener-0/id-100"');
    expect(out).toContain('href="/markets/upside-radar"');
    expect(out).toContain('20.0%');
  });
});
