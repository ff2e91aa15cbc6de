import { cryptoTableContract } from '@newsroom/contracts/widgets/crypto-table';
import { CRYPTO_DID_YOU_KNOW_MSID, cryptoTeaserContract } from '@newsroom/contracts/widgets/crypto-teaser';
import { goldTableContract } from '@newsroom/contracts/widgets/gold-table';
import { mutualFundPromoContract } from '@newsroom/contracts/widgets/mutual-fund-promo';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ContentClient } from '../content/client.ts';
import type { Coin, Fund, GoldCities } from '../content/markets/schemas.ts';
import { cryptoTable } from './crypto-table/cryptoTable.tsx';
import { cryptoTeaser, didYouKnowFacts, factFor } from './crypto-teaser/cryptoTeaser.tsx';
import { goldTable } from './gold-table/goldTable.tsx';
import { mutualFundPromo } from './mutual-fund-promo/mutualFundPromo.tsx';
import type { WidgetContext } from './types.ts';

// AB-20 article inserts: crypto table and teaser, gold table, best mutual-fund promo.

const coin = (symbol: string, name: string, buyLink: string | null, percentChange: number): Coin => ({
  coinName: name,
  symbol,
  pageUrl: `/markets/cryptocurrency/${name.toLowerCase()}`,
  buyLink,
  price: 7477813.06,
  percentChange,
  marketCap: 149182370547000,
  updatedDateTime: '2026-11-19T11:42:00+05:30',
});
const coins = [
  coin('BTC', 'Bitcoin', 'https://exchange.example/buy/btc', 0.98),
  coin('ETH', 'Ethereum', 'https://exchange.example/buy/eth', -1.2),
  coin('USDT', 'Tether', null, 0.01),
  coin('XRP', 'XRP', 'javascript:alert(1)', 2),
  coin('BNB', 'BNB', 'https://exchange.example/buy/bnb', 3),
  coin('SOL', 'Solana', 'https://exchange.example/buy/sol', 4),
];

describe('AB-20 crypto table', () => {
  const props = cryptoTableContract.props.parse({});
  const html = renderToStaticMarkup(<cryptoTable.View props={props} data={coins} />);

  it('the top 5 by market cap: coin (to its page), price, 24 h change', () => {
    expect(html.match(/<tr>/g)).toHaveLength(6);
    expect(html).not.toContain('Solana');
    expect(html).toContain(
      '<caption class="market-insert__caption">Top cryptocurrencies by market cap</caption>',
    );
    expect(html).toContain('href="/markets/cryptocurrency/bitcoin">Bitcoin</a>');
    expect(html).toContain('74,77,813.06');
    expect(html).toMatch(/data-direction="down".*−1\.20%/);
    expect(html).toContain('Prices as of 11:42 IST, 19 Nov.');
    // The island's wrapper: refreshing starts only once the table is in view (AB-20 decision).
    expect(html).toMatch(/^<div class="market-insert crypto-table" data-state="held">/);
  });

  it('a buy link where there is one (a partner’s, marked sponsored); the market cap only where there is none', () => {
    expect(html).toContain(
      'href="https://exchange.example/buy/btc" rel="sponsored noopener" target="_blank"',
    );
    const tether = html.slice(html.indexOf('Tether'), html.indexOf('</tr>', html.indexOf('Tether')));
    expect(tether).toContain('₹149.18 lakh cr');
    expect(tether).not.toContain('Buy');
    // An unsafe buy link is no buy link: that coin shows its market cap too.
    expect(html).not.toContain('javascript:');
    expect(html.match(/lakh cr/g)).toHaveLength(2);
    expect(html.match(/>Buy</g)).toHaveLength(3);
  });

  it('asks for the market-cap ranking, as many as it shows', async () => {
    const cryptoStats = vi.fn(async () => coins.slice(0, 5));
    const ctx = { content: { markets: { cryptoStats } }, page: {} } as unknown as WidgetContext;
    await cryptoTable.load(ctx, props);
    expect(cryptoStats).toHaveBeenCalledWith('marketcap', 5);
    expect(cryptoTableContract.props.safeParse({ count: 6 }).success).toBe(false);
  });
});

describe('AB-20 crypto teaser', () => {
  const details = (value: unknown) => ({ metainfo: { DidYouKnow: { value } } });

  it('reads the document’s facts, one a line, leaving out blank and runaway lines', () => {
    expect(didYouKnowFacts(details(' One.\n\nTwo. \nx'.replace('x', 'y'.repeat(300))))).toEqual([
      'One.',
      'Two.',
    ]);
    expect(didYouKnowFacts(details(42))).toEqual([]);
    expect(didYouKnowFacts({ metainfo: {} })).toEqual([]);
  });

  it('a story always gets the same fact, chosen by its id; neighbours differ', () => {
    const facts = ['A', 'B', 'C'];
    expect(factFor(facts, '125400188')).toBe(factFor(facts, '125400188'));
    expect(factFor(facts, '125400188')).not.toBe(factFor(facts, '125400189'));
    expect(factFor(facts, 'junk')).toBe('A');
    expect(factFor([], '1')).toBeNull();
  });

  it('asks getdetails for its document and shows the fact under its heading; nothing without one', async () => {
    const detailsCall = vi.fn(async () => ({
      msid: CRYPTO_DID_YOU_KNOW_MSID,
      title: 'x',
      ...details('Only fact.'),
    }));
    const ctx = {
      content: { stories: { details: detailsCall } } as unknown as ContentClient,
      page: {},
      article: { msid: '125400188' },
    } as unknown as WidgetContext;
    const props = cryptoTeaserContract.props.parse({});
    const fact = await cryptoTeaser.load(ctx, props);
    expect(detailsCall).toHaveBeenCalledWith('2147040');
    const html = renderToStaticMarkup(<cryptoTeaser.View props={props} data={fact} />);
    expect(html).toBe(
      '<div class="market-insert crypto-teaser" role="note"><p class="crypto-teaser__title">Did you know?</p><p class="crypto-teaser__fact">Only fact.</p></div>',
    );
    expect(renderToStaticMarkup(<cryptoTeaser.View props={props} data={null} />)).toBe('');
    expect(cryptoTeaserContract.props.safeParse({ detailsId: '2147040; drop' }).success).toBe(false);
  });
});

describe('AB-20 gold table', () => {
  const city = (name: string, seo: string, gram24: number) => ({
    goldCityName: name,
    seoName: seo,
    url: `/markets/${seo}`,
    spot22cPrice: Math.round((gram24 * 22) / 24),
    spot22c8gPrice: Math.round((gram24 * 22) / 24) * 8,
    spot24cPrice: gram24,
    spot24c8gPrice: gram24 * 8,
  });
  const cities: GoldCities = {
    date: '2026-11-19',
    data: [
      city('Mumbai', 'gold-rate-in-mumbai', 13749),
      city('Delhi', 'gold-rate-in-delhi', 13675),
      city('Chennai', 'gold-rate-in-chennai', 13719),
      city('Kolkata', 'gold-rate-in-kolkata', 13762),
      city('Pune', 'gold-rate-in-pune', 13756),
    ],
  };
  const html = renderToStaticMarkup(
    <goldTable.View props={goldTableContract.props.parse({})} data={cities} />,
  );

  it('22 and 24 carat for 1 g and 8 g in 4 cities, with the date, each city to its gold page', () => {
    expect(html).toContain('Gold rate today<span class="market-insert__date">, 19 Nov 2026</span>');
    expect(html).toMatch(/22 carat.*24 carat.*1 g.*8 g.*1 g.*8 g/);
    expect(html.match(/<tr>/g)).toHaveLength(6);
    expect(html).not.toContain('Pune');
    expect(html).toContain('href="/markets/gold-rate-in-mumbai">Mumbai</a>');
    expect(html).toContain('₹12,603');
    expect(html).toContain('₹1,00,824');
    expect(html).toContain('₹1,09,992');
    expect(html).toContain('href="/commoditysummary/symbol-GOLD.cms"');
  });
});

describe('AB-20 best mutual-fund promo', () => {
  const fund = (id: string, name: string, r1Year: number): Fund => ({
    schemeId: id,
    seoName: name.toLowerCase().replace(/ /g, '-'),
    shortName: name,
    schemeName: `${name} Direct-Growth`,
    category: 'Flexi Cap',
    r1Year,
    r3Year: 14,
    nav: 120.5,
    url: `/${name.toLowerCase().replace(/ /g, '-')}/mffactsheet/schemeid-${id}.cms`,
  });

  it('the category’s best funds by 1-year return, each to its factsheet, and the fund list', async () => {
    const fundScreener = vi.fn(async () => ({
      categories: ['Flexi Cap'],
      pagesummary: { totalrecords: 10, pagesize: 4 },
      searchresult: [fund('1', 'Suvarna Flexi Cap Fund', 19.98), fund('2', 'Uday Flexi Cap Fund', 19.96)],
    }));
    const ctx = { content: { markets: { fundScreener } }, page: {} } as unknown as WidgetContext;
    const props = mutualFundPromoContract.props.parse({});
    const data = await mutualFundPromo.load(ctx, props);
    expect(fundScreener).toHaveBeenCalledWith({ category: 'Flexi Cap', pagesize: 4 });
    const html = renderToStaticMarkup(<mutualFundPromo.View props={props} data={data} />);
    expect(html).toContain('<h2 class="fund-promo__title">Best mutual funds to buy</h2>');
    expect(html).toContain(
      'href="/suvarna-flexi-cap-fund/mffactsheet/schemeid-1.cms">Suvarna Flexi Cap Fund</a>',
    );
    expect(html).toMatch(/1Y<\/span>.*\+19\.98%/);
    expect(html).toContain(
      'href="/mf/best-mutual-funds-to-buy/top-mutual-fund-schemes-to-invest/flexi-cap">More flexi cap funds</a>',
    );
    expect(html).toContain('href="/mf/best-mutual-funds-to-buy/top-mutual-fund-schemes-to-invest">');
  });

  it('nothing without funds; a category is words, not markup', () => {
    const props = mutualFundPromoContract.props.parse({});
    expect(renderToStaticMarkup(<mutualFundPromo.View props={props} data={[]} />)).toBe('');
    expect(mutualFundPromoContract.props.safeParse({ category: '<b>' }).success).toBe(false);
  });
});
