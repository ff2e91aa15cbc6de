import { cryptoDashboardContract } from '@newsroom/contracts/widgets/crypto-dashboard';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { coin, marketContext } from '../shared/markets/testMarkets.ts';
import { type CryptoMoversData, toCoinRows } from './coins.ts';
import { cryptoDashboard } from './cryptoDashboard.tsx';

describe('AB-12 crypto prices and dashboard: data', () => {
  it('at most the count, no coin twice; a buy link only when it is an https address', () => {
    const rows = toCoinRows(
      [
        coin('BTC'),
        coin('BTC'),
        coin('USDT', { buyLink: null }),
        coin('XRP', { buyLink: 'javascript:alert(1)' }),
        coin('ETH', { buyLink: '/buy/eth' }),
        coin('SOL', { pageUrl: 'javascript:x' }),
        coin('ADA'),
        coin('DOGE'),
        coin('BNB'),
      ],
      6,
    );
    expect(rows.map((r) => [r.symbol, r.buyLink !== null, r.url !== null])).toEqual([
      ['BTC', true, true],
      ['USDT', false, true],
      ['XRP', false, true],
      ['ETH', false, true],
      ['SOL', true, false],
      ['ADA', true, true],
    ]);
  });

  it('asks for gainers and losers, at most 6 each', async () => {
    const cryptoStats = vi.fn(async (type: string) => [coin(type === 'gainers' ? 'BTC' : 'ETH')]);
    const data = await cryptoDashboard.load(
      marketContext({ cryptoStats } as never),
      cryptoDashboardContract.props.parse({}),
    );
    expect(cryptoStats.mock.calls).toEqual([
      ['gainers', 6],
      ['losers', 6],
    ]);
    expect(data.gainers[0]?.symbol).toBe('BTC');
    expect(cryptoDashboardContract.props.safeParse({ count: 7 }).success).toBe(false);
  });
});

describe('AB-12 crypto prices and dashboard: server HTML', () => {
  const html = (data: CryptoMoversData) =>
    renderToStaticMarkup(
      <cryptoDashboard.View
        props={cryptoDashboardContract.props.parse({})}
        data={{ ...data, shown: 'gainers', links: { path: '/story', anchor: 'crypto-prices-1' } }}
      />,
    );

  it('Top Gainers first and shown; Top Losers in the HTML, hidden; buy link sponsored in a new tab, else market cap', () => {
    const out = html({
      gainers: toCoinRows([coin('BTC'), coin('USDT', { buyLink: null })], 6),
      losers: toCoinRows([coin('ETH', { percentChange: -3 })], 6),
    });
    expect(out).toMatch(/role="tab" aria-selected="true"[^>]*>Top Gainers</);
    expect(out).toMatch(/role="tab" aria-selected="false"[^>]*>Top Losers</);
    expect(out.match(/role="tabpanel"/g)).toHaveLength(2);
    expect(out).toMatch(/data-state="inactive"[^>]*hidden=""/);
    expect(out).toContain('href="https://exchange.example/buy/btc" rel="sponsored noopener" target="_blank"');
    expect(out).toContain('M.cap');
    expect(out.match(/>Buy</g)).toHaveLength(2);
    expect(out).toContain('href="/markets/cryptocurrency/coin-btc"');
    expect(out).toContain('href="/markets/cryptocurrency/top-gainers"');
    expect(out).toContain('href="/markets/cryptocurrency/top-losers"');
  });

  it('no coin either way: no widget; none rising: the gainers tab says so', () => {
    expect(html({ gainers: [], losers: [] })).toBe('');
    expect(html({ gainers: [], losers: toCoinRows([coin('ETH')], 6) })).toContain(
      'No coin is up over the last 24 hours.',
    );
  });
});

describe('AB-12, issue 27 crypto tabs are links the server answers', () => {
  const load = async (query: Record<string, string>) => {
    const cryptoStats = vi.fn(async (type: string) => [coin(type === 'gainers' ? 'BTC' : 'ETH')]);
    const props = cryptoDashboardContract.props.parse({});
    const data = await cryptoDashboard.load(marketContext({ cryptoStats } as never, query), props);
    return { html: renderToStaticMarkup(<cryptoDashboard.View props={props} data={data} />), cryptoStats };
  };
  const tab = (html: string, name: string) =>
    new RegExp(`<a [^>]*role="tab"[^>]*>${name}<`).exec(html)?.[0] ?? '';

  it('each tab links to the story with that list shown, landing on the widget', async () => {
    const { html } = await load({});
    expect(html).toMatch(/<section [^>]*id="crypto-prices"/);
    expect(tab(html, 'Top Gainers')).toMatch(/^<a href="\/story#crypto-prices"/);
    expect(tab(html, 'Top Losers')).toMatch(/^<a href="\/story\?crypto=losers#crypto-prices"/);
  });

  it('?crypto=losers renders Top Losers chosen, Top Gainers hidden; nothing more is asked', async () => {
    const { html, cryptoStats } = await load({ crypto: 'losers' });
    expect(tab(html, 'Top Losers')).toContain('aria-selected="true"');
    expect(tab(html, 'Top Gainers')).toContain('aria-selected="false"');
    expect(html).toMatch(/data-state="inactive"[^>]*hidden=""[^>]*>(?:(?!role="tabpanel").)*BTC/s);
    expect(html).toMatch(/data-state="active"(?:(?!hidden)[^>])*>(?:(?!role="tabpanel").)*ETH/s);
    expect(cryptoStats).toHaveBeenCalledTimes(2);
    const unknown = await load({ crypto: 'Losers' });
    expect(tab(unknown.html, 'Top Gainers')).toContain('aria-selected="true"');
  });
});
