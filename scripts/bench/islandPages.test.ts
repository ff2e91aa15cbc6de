import { describe, expect, it } from 'vitest';
import { type CandidatePage, choosePages, islandMarkers, layoutSections } from './islandPages.ts';

const page = (
  name: string,
  reader: CandidatePage['reader'],
  islands: string[],
  htmlBytes = 1000,
): CandidatePage => ({
  page: { name, path: `/${name}` },
  reader,
  islands: islands.map((island) => ({ name: island, trigger: 'visible' })),
  htmlBytes,
});
const measured = (pages: ReturnType<typeof choosePages>) =>
  pages.map((chosen) => [chosen.page.name, chosen.reader, chosen.measures.map((island) => island.name)]);

describe('islandMarkers', () => {
  it('reads each island kind once, in page order, with its first trigger', () => {
    const html = `<div class="bar" data-island="prime-nudge" data-hydrate="scroll" data-props="{&quot;a&quot;:&quot;&gt;&quot;}"><button>Get Prime</button></div>
      <section data-hydrate="engage" data-island-id="i1" data-island="top-news"><button role="tab">Top News</button></section>
      <div data-island="share" data-hydrate="interaction"></div><div data-island="share" data-hydrate="load"></div>
      <p>Not an island: data-island="in-text"</p><div data-island-state="hydrated"></div>`;
    expect(islandMarkers(html)).toEqual([
      { name: 'prime-nudge', trigger: 'scroll' },
      { name: 'top-news', trigger: 'engage' },
      { name: 'share', trigger: 'interaction' },
    ]);
  });

  it('finds none in a page without markers', () => {
    expect(islandMarkers('<main><p>story</p></main>')).toEqual([]);
  });
});

describe('choosePages', () => {
  it('keeps the first pages, then takes the page adding the most kinds until none is left', () => {
    const chosen = choosePages(
      [
        page('home', 'anonymous', ['top-news', 'ad-slot']),
        page('article', 'anonymous', ['comments', 'ad-slot']),
        page('one more', 'anonymous', ['poll']),
        page('many', 'anonymous', ['poll', 'stock-widget', 'comments', 'upside-radar']),
        page('same again', 'anonymous', ['stock-widget', 'upside-radar']),
      ],
      2,
    );
    expect(measured(chosen)).toEqual([
      ['home', 'anonymous', ['top-news', 'ad-slot']],
      ['article', 'anonymous', ['comments']],
      ['many', 'anonymous', ['poll', 'stock-widget', 'upside-radar']],
    ]);
  });

  it('measures a kind on an anonymous page when one has it, and on a Prime page only otherwise', () => {
    const chosen = choosePages([
      page('premium story (Prime)', 'prime', ['crypto-table', 'prime-read', 'share']),
      page('premium story', 'anonymous', ['paywall', 'share']),
    ]);
    expect(measured(chosen)).toEqual([
      ['premium story', 'anonymous', ['paywall', 'share']],
      ['premium story (Prime)', 'prime', ['crypto-table', 'prime-read']],
    ]);
  });

  it('takes the shorter page on a tie, else the earlier, and leaves out a first page that adds nothing', () => {
    const chosen = choosePages(
      [
        page('empty home', 'anonymous', []),
        page('long read', 'anonymous', ['a'], 90_000),
        page('short story', 'anonymous', ['a'], 40_000),
        page('another short story', 'anonymous', ['a'], 40_000),
      ],
      1,
    );
    expect(measured(chosen)).toEqual([['short story', 'anonymous', ['a']]]);
  });
});

describe('layoutSections', () => {
  it('collects the section ids of article.subsec rules, equal to or in a list, at any depth', () => {
    const layout = {
      conditions: {
        nri: { field: 'article.subsec1', eq: '107115' },
        hidden: { any: [{ field: 'article.subsec2', in: ['91745395', '112513489'] }] },
        other: { field: 'article.words', gt: 449 },
        notASection: { field: 'article.subsec1', eq: 'x1' },
      },
      regions: { aside: { variants: [{ when: { field: 'article.subsec3', eq: '107115' }, slots: [] }] } },
    };
    expect(layoutSections([layout])).toEqual(['107115', '91745395', '112513489']);
  });

  it('finds the committed layouts’ sections (NRI and the markets section among them)', () => {
    expect(layoutSections()).toEqual(expect.arrayContaining(['107115', '13352306']));
  });
});
