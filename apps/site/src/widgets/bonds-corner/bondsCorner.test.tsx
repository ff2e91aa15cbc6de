import { bondsCornerContract } from '@newsroom/contracts/widgets/bonds-corner';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ContentClient } from '../../content/client.ts';
import type { SiteConfig } from '../../content/editorial.ts';
import type { StoryItem } from '../../content/schemas.ts';
import type { WidgetContext } from '../types.ts';
import { type BondsCornerData, bondsCorner, splitBondsNews } from './bondsCorner.tsx';
import { readBondsPartner } from './partner.ts';

// AR-14 Bonds Corner: 3 news left, 4 in the centre list, the bond finder except on article pages.

const story = (msid: string, extra: Partial<StoryItem> = {}): StoryItem => ({
  msid,
  title: `Bond story ${msid}`,
  url: `/wealth/invest/s/articleshow/${msid}.cms`,
  synopsis: `Synopsis ${msid}`,
  ...extra,
});
const stories = ['1', '2', '3', '4', '5', '6', '7', '8'].map((msid) => story(msid));

const config: SiteConfig = {
  bonds_corner_title: 'Bonds Corner',
  bonds_corner_sponsor: 'In partnership with Sterling',
  bonds_corner_partnerUrl: 'https://bonds.partner.example/opportunities?lang=en#top',
  bonds_corner_utm_source: 'ledger',
  bonds_corner_utm_campaign: 'bonds-corner',
};

function ctx(kind: 'article' | 'home' | 'category', type: string, articleMsid?: string) {
  const content = {
    editorial: { config: vi.fn(async () => config) },
    stories: { list: vi.fn(async () => stories) },
  };
  const context = {
    content,
    page: { page: { kind, type } },
    ...(articleMsid ? { article: { msid: articleMsid } } : {}),
  } as unknown as WidgetContext;
  return { context, content: content as unknown as ContentClient & typeof content };
}

const props = bondsCornerContract.props.parse({});
const html = (data: BondsCornerData) => renderToStaticMarkup(<bondsCorner.View props={props} data={data} />);

describe('AR-14 partner page', () => {
  it('keeps the partner’s own query, adds the campaign tags and names the page the reader came from', () => {
    expect(readBondsPartner(config, 'markethp')).toEqual({
      action: 'https://bonds.partner.example/opportunities',
      fields: [
        ['lang', 'en'],
        ['utm_source', 'ledger'],
        ['utm_campaign', 'bonds-corner'],
        ['utm_content', 'markethp'],
      ],
    });
  });

  it('lets the editors set utm_content, and never presets the reader’s own amount or tenure', () => {
    const partner = readBondsPartner(
      {
        ...config,
        bonds_corner_partnerUrl: 'https://p.example/b?amount=1&tenure=2',
        bonds_corner_utm_content: 'box',
        'bonds_corner_utm_Bad-Tag': 'x',
        bonds_corner_utm_medium: '   ',
      },
      'homepage',
    );
    expect(partner?.fields).toEqual([
      ['utm_source', 'ledger'],
      ['utm_campaign', 'bonds-corner'],
      ['utm_content', 'box'],
    ]);
  });

  it.each([
    ['missing', undefined],
    ['not an address', 'bonds partner'],
    ['plain http', 'http://bonds.partner.example/'],
    ['a script', 'javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['credentials', 'https://user:pass@bonds.partner.example/'],
    ['site-relative', '/bonds'],
  ])('leaves the finder out when the partner address is %s', (_, url) => {
    const { bonds_corner_partnerUrl: _drop, ...rest } = config;
    expect(
      readBondsPartner(url === undefined ? rest : { ...rest, bonds_corner_partnerUrl: url }, 'homepage'),
    ).toBe(null);
  });
});

describe('AR-14 Bonds Corner widget', () => {
  it('3 news on the left and 4 in the centre, without the article being read or unsafe links', () => {
    const mixed = [story('1'), story('2', { url: 'javascript:alert(1)' }), ...stories.slice(2)];
    const { left, centre } = splitBondsNews(mixed, '3');
    expect(left.map((s) => s.msid)).toEqual(['1', '4', '5']);
    expect(centre.map((s) => s.msid)).toEqual(['6', '7', '8']);
    expect(splitBondsNews(stories).centre.map((s) => s.msid)).toEqual(['4', '5', '6', '7']);
  });

  it('loads the config and the Bonds Corner list with room for the article', async () => {
    const { context, content } = ctx('home', 'homepage');
    const data = await bondsCorner.load(context, props);
    expect(content.editorial.config).toHaveBeenCalledWith('bonds_corner');
    expect(content.stories.list).toHaveBeenCalledWith({ msid: '2147010', top: 8, hierarchy: true });
    expect(data.left).toHaveLength(3);
    expect(data.centre).toHaveLength(4);
    expect(data.partner?.fields).toContainEqual(['utm_content', 'homepage']);
  });

  it('hides the finder on an article page (news only)', async () => {
    const { context } = ctx('article', 'articleshow', '2');
    const data = await bondsCorner.load(context, props);
    expect(data.partner).toBeNull();
    const markup = html(data);
    expect(markup).not.toContain('<form');
    expect(markup).not.toContain('data-island');
    expect(markup).toContain('data-finder="hidden"');
    expect(markup).not.toContain('Bond story 2<');
  });

  it('renders the finder as an island woken on interaction, a GET form to the partner in a new tab', async () => {
    const { context } = ctx('category', 'wealth');
    const markup = html(await bondsCorner.load(context, props));
    expect(markup).toContain('data-island="bond-finder"');
    expect(markup).toContain('data-hydrate="interaction"');
    expect(markup).toMatch(/<form[^>]*action="https:\/\/bonds\.partner\.example\/opportunities"/);
    for (const attribute of ['method="get"', 'target="_blank"', 'rel="noopener"']) {
      expect(markup).toMatch(new RegExp(`<form[^>]*${attribute}`));
    }
    expect(markup).toContain('<input type="hidden" name="utm_content" value="wealth"/>');
    expect(markup.match(/type="radio" name="amount"/g)).toHaveLength(3);
    expect(markup.match(/type="radio" name="tenure"/g)).toHaveLength(3);
    expect(markup).toContain('In partnership with Sterling');
  });

  it('renders nothing without news or finder', () => {
    const empty: BondsCornerData = {
      title: 'Bonds Corner',
      sponsor: '',
      left: [],
      centre: [],
      partner: null,
    };
    expect(html(empty)).toBe('');
  });

  it('falls back to its own title when the config has none or a bad one', async () => {
    const { context, content } = ctx('home', 'homepage');
    content.editorial.config.mockResolvedValueOnce({
      ...config,
      bonds_corner_title: '',
      bonds_corner_sponsor: 'x'.repeat(101),
    });
    const data = await bondsCorner.load(context, props);
    expect(data.title).toBe('Bonds Corner');
    expect(data.sponsor).toBe('');
  });

  it('shows text from the config as text, never markup', async () => {
    const { context, content } = ctx('home', 'homepage');
    content.editorial.config.mockResolvedValueOnce({
      ...config,
      bonds_corner_sponsor: '<img src=x onerror=alert(1)>',
    });
    const markup = html(await bondsCorner.load(context, props));
    expect(markup).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(markup).not.toContain('<img src=x');
  });
});
