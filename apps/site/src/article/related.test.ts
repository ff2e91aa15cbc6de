import { describe, expect, it } from 'vitest';
import type { Article } from '../content/schemas.ts';
import { completeRelated } from './related.ts';

const story = (related: unknown[]) =>
  ({
    msid: '1',
    title: 'T',
    url: '/a/articleshow/1.cms',
    related_news: { data: related },
  }) as unknown as Article;

describe('completeRelated (AB-16)', () => {
  const complete = { title: ' Rupee steadies ', url: '/markets/articleshow/2.cms', img: '/photos/2.cms' };

  it('keeps only stories with a title, a safe address and a picture', () => {
    const related = completeRelated(
      story([complete, { ...complete, url: 'javascript:alert(1)' }, { ...complete, title: '' }, null]),
    );
    expect(related).toHaveLength(1);
    expect(related[0]!.title).toBe('Rupee steadies');
  });

  it('works a cached answer out once, and each answer on its own', () => {
    const answer = story([complete]);
    expect(completeRelated(answer)).toBe(completeRelated(answer));
    expect(Object.isFrozen(completeRelated(answer))).toBe(true);
    const next = story([]);
    expect(completeRelated(next)).toEqual([]);
  });
});
