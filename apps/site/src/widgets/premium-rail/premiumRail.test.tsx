import { premiumRailContract } from '@newsroom/contracts/widgets/premium-rail';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Article } from '../../content/schemas.ts';
import { premiumRail, toPremiumRail } from './premiumRail.tsx';

const story = (over: Partial<Pick<Article, 'subsecnames' | 'readtime'>>) =>
  over as Pick<Article, 'subsecnames' | 'readtime'>;

describe('AB-10 premium rail', () => {
  it('names the section, linked through the navigation only, and a sane reading time', () => {
    expect(
      toPremiumRail(story({ subsecnames: { subsec1: '13352306', subsecname1: 'Markets' }, readtime: 4 })),
    ).toEqual({
      section: { name: 'Markets', href: '/markets' },
      readMinutes: 4,
    });
    expect(
      toPremiumRail(story({ subsecnames: { subsec1: '999', subsecname1: 'Elsewhere' }, readtime: '0' })),
    ).toEqual({
      section: { name: 'Elsewhere' },
    });
    expect(toPremiumRail(story({ readtime: 'abc' }))).toEqual({});
  });

  it('renders the Prime mark always, the rest when known', () => {
    const html = renderToStaticMarkup(
      <premiumRail.View
        props={premiumRailContract.props.parse({})}
        data={{ section: { name: '<b>x</b>' } }}
      />,
    );
    expect(html).toContain('Ledger Prime');
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(html).not.toContain('min read');
  });
});
