import { describe, expect, it } from 'vitest';
import { type Article, articleResponseSchema } from '../content/schemas.ts';
import { articleModel } from './articleModel.ts';
import { newsArticleLd } from './jsonLd.ts';

// AB-07 SEO: a premium story's structured data marks its gated part, unless its editors said not to.

const story = (fields: Record<string, unknown>) => articleModel(storyArticle(fields));
const storyArticle = (fields: Record<string, unknown>): Article =>
  articleResponseSchema.parse({
    searchResult: [
      {
        data: {
          msid: '77',
          title: 'Why bank margins held up',
          url: '/markets/news/bank-margins/articleshow/77.cms',
          date: '2026-11-20T09:15:00+05:30',
          storyJSON: { node: 'root', child: [] },
          ...fields,
        },
      },
    ],
  }).searchResult[0]!.data;

describe('newsArticleLd paywall marking (AB-07)', () => {
  it('marks a premium story as not free, with the gated part', () => {
    const ld = newsArticleLd(story({ prime_blocker: 1, hostid: '364' }), 'https://www.ledger.test');
    expect(ld.isAccessibleForFree).toBe(false);
    expect(ld.hasPart).toEqual({
      '@type': 'WebPageElement',
      isAccessibleForFree: false,
      cssSelector: '.story__body',
    });
  });

  it('leaves the marking out when the story has remove_paywall_schema', () => {
    const ld = newsArticleLd(story({ hostid: '364', remove_paywall_schema: 1 }), 'https://www.ledger.test');
    expect(ld).not.toHaveProperty('isAccessibleForFree');
    expect(ld).not.toHaveProperty('hasPart');
  });

  it('never marks a free story', () => {
    expect(newsArticleLd(story({ hostid: '83' }), 'https://www.ledger.test')).not.toHaveProperty('hasPart');
  });
});
