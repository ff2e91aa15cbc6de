import { describe, expect, it } from 'vitest';
import { parseAuthorInfo } from './browserEffects.ts';

const answer = (data: unknown) => ({ searchResult: [{ data: [data] }] });

describe('AR-09 parseAuthorInfo', () => {
  it('reads bio and stories from searchResult[0].data[0], the portrait at the card’s catalogue size', () => {
    const profile = parseAuthorInfo(
      answer({
        bio: { name: 'Asha Rao', img: 'http://127.0.0.1:4010/photos/1.png', bio: 'Markets.' },
        story: [{ url: '/a/articleshow/1.cms', title: 'One', date: '2026-01-01' }],
      }),
    );
    expect(profile).toEqual({
      name: 'Asha Rao',
      img: 'http://127.0.0.1:4010/photos/1.png?w=144&h=144',
      bio: 'Markets.',
      stories: [{ url: '/a/articleshow/1.cms', title: 'One', date: '2026-01-01' }],
    });
  });

  it('keeps only safe site paths and at most 30 stories', () => {
    const story = (url: string, i: number) => ({ url, title: `S${i}`, date: '' });
    const profile = parseAuthorInfo(
      answer({
        bio: { name: 'A', img: 'javascript:alert(1)', bio: '' },
        story: [
          story('javascript:alert(1)', 0),
          story('https://evil.example/x', 1),
          story('//evil.example/x', 2),
          { title: 'no url' },
          ...Array.from({ length: 40 }, (_, i) => story(`/s/${i}.cms`, i)),
        ],
      }),
    );
    expect(profile.img).toBeNull();
    expect(profile.stories).toHaveLength(30);
    expect(profile.stories.every((s) => s.url.startsWith('/s/'))).toBe(true);
  });

  it.each([
    null,
    {},
    { searchResult: [] },
    { searchResult: [{ data: [] }] },
    answer({ bio: null, story: [] }),
    answer({ bio: { name: '' }, story: [] }),
  ])('a malformed answer throws: %j', (body) => {
    expect(() => parseAuthorInfo(body)).toThrow(/malformed/);
  });
});
