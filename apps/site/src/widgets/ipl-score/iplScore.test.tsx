import { iplScoreContract } from '@newsroom/contracts/widgets/ipl-score';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ContentClient } from '../../content/client.ts';
import type { WidgetContext } from '../types.ts';
import { iplScore } from './iplScore.tsx';

// HM-07 the IPL score on the server: shown only with innings, readable without JavaScript.

const innings = {
  number: 1,
  batting: { short: 'MUM', name: 'Mumbai Mariners' },
  bowling: { short: 'CHE', name: 'Chennai Chargers' },
  runs: 64,
  wickets: 1,
  overs: '7.3',
  allottedOvers: 20,
};
const ctxWith = (answer: unknown) =>
  ({
    content: { cricket: { ipl: async () => answer } } as unknown as ContentClient,
  }) as unknown as WidgetContext;
const props = iplScoreContract.props.parse({});

describe('HM-07 IPL score widget', () => {
  it('shows the score with innings: runs/wickets, overs of 20, Live, the heading to the IPL page', async () => {
    const score = { matchId: '58231', series: 'Indian Premier League 2026', result: '', innings: [innings] };
    const data = await iplScore.load(ctxWith({ matchId: '58231', score, href: '/news/sports/ipl' }), props);
    const html = renderToStaticMarkup(<iplScore.View props={props} data={data} />);
    expect(html).toContain('data-state="live"');
    expect(html).toContain('<a href="/news/sports/ipl">IPL live score</a>');
    expect(html).toMatch(
      /MUM<\/abbr> <span class="ipl__total">64\/1<\/span> <span class="ipl__overs">\(7\.3\/20 ov\)/,
    );
    expect(html).toContain('Yet to bat');
  });

  it('shows nothing without innings or without a match', async () => {
    const empty = { matchId: '58231', series: 'IPL', result: '', innings: [] };
    expect(await iplScore.load(ctxWith({ matchId: '58231', score: empty, href: null }), props)).toBeNull();
    expect(await iplScore.load(ctxWith({ matchId: null, score: null, href: null }), props)).toBeNull();
    expect(renderToStaticMarkup(<iplScore.View props={props} data={null} />)).toBe('');
  });

  it('wakes on the first scroll (no React on the home page before it)', () => {
    expect(iplScoreContract.hydrate).toBe('scroll');
  });
});
