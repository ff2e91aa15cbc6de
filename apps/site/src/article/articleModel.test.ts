import { describe, expect, it } from 'vitest';
import { type Article, articleResponseSchema } from '../content/schemas.ts';
import { articleModel } from './articleModel.ts';
import { newsArticleLd } from './jsonLd.ts';

// AB-07, AB-08: a story's facts are decided once per request, from the backend's answer.

const story = (fields: Record<string, unknown>): Article =>
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

describe('articleModel (AB-07, AB-08)', () => {
  it('AB-07 a story is premium by prime_blocker 1 or by hostid 364, and only then', () => {
    expect(articleModel(story({ prime_blocker: 1, hostid: '83' })).premium).toBe(true);
    expect(articleModel(story({ prime_blocker: 0, hostid: '364' })).premium).toBe(true);
    expect(articleModel(story({ hostid: 364 })).premium).toBe(true);
    expect(articleModel(story({ prime_blocker: 0, hostid: '83' })).premium).toBe(false);
    expect(articleModel(story({})).premium).toBe(false);
  });

  it('gives the layouts the same decision as article.prime, with the story’s other facts', () => {
    const model = articleModel(
      story({
        hostid: '364',
        subsecnames: { subsec1: '13352306' },
        metainfo: { NumberOfWords: { value: '991' }, TemplateLayout: { value: 2 } },
      }),
    );
    expect(model.facts).toMatchObject({
      prime: true,
      hostId: '364',
      subsec1: '13352306',
      words: 991,
      templateLayout: 2,
    });
    expect(articleModel(story({ metainfo: { NumberOfWords: { value: 'many' } } })).facts.words).toBe(0);
  });

  it('AB-08 a story is adaptive (metered) only with adaptive 1 and hostid 153', () => {
    expect(articleModel(story({ adaptive: 1, hostid: '153' })).adaptive).toBe(true);
    expect(articleModel(story({ adaptive: 1, hostid: '83' })).adaptive).toBe(false);
    expect(articleModel(story({ adaptive: 0, hostid: '153' })).adaptive).toBe(false);
  });

  it('its structured data follows the model’s decision, not a rule of its own', () => {
    const free = articleModel(story({ hostid: '83' }));
    expect(newsArticleLd({ ...free, premium: true }, 'https://www.ledger.test').isAccessibleForFree).toBe(
      false,
    );
    expect(newsArticleLd(free, 'https://www.ledger.test')).not.toHaveProperty('isAccessibleForFree');
  });
});
