import { describe, expect, it } from 'vitest';
import { liveBlogPostingLd } from '../pages/live-blog/load.tsx';
import { liveBlogAnswerSchema, updateParagraphs } from './liveBlogs.ts';

const paragraph = (...parts: unknown[]) => ({ node: 'element', tag: 'p', child: parts });
const words = (text: string) => ({ node: 'text', text });

describe('a live blog update’s paragraphs', () => {
  it('reads each top-level element’s text, inline markup flattened, blank ones left out', () => {
    const tree = {
      node: 'root',
      child: [
        paragraph(
          words('Shares open at '),
          { node: 'element', tag: 'b', child: [words('Rs 512')] },
          words('.'),
        ),
        paragraph(words('   ')),
        paragraph(words('Volumes  are\nheavy.')),
      ],
    };
    expect(updateParagraphs(tree)).toEqual(['Shares open at Rs 512.', 'Volumes are heavy.']);
  });

  it('reads nothing from what is not a tree, and nothing as markup', () => {
    expect(updateParagraphs(null)).toEqual([]);
    expect(updateParagraphs({ child: 'x' })).toEqual([]);
    expect(updateParagraphs({ child: [paragraph(words('<script>alert(1)</script>'))] })).toEqual([
      '<script>alert(1)</script>',
    ]);
  });
});

describe('a live blog answer', () => {
  const answer = {
    searchResult: [
      {
        msid: '125400243',
        title: 'Live updates: IPO day',
        url: '/markets/liveblog/125400243.cms',
        updated: '2026-11-16T03:14:00+05:30',
        count: 2,
        data: [
          {
            id: '138',
            time: '2026-11-16T03:14:00+05:30',
            title: '',
            storyJSON: { child: [paragraph(words('B'))] },
          },
          { id: 'x', time: '', title: '' },
          {
            id: '137',
            time: '2026-11-16T03:00:00+05:30',
            title: 'Open',
            storyJSON: { child: [paragraph(words('A'))] },
          },
        ],
      },
    ],
  };

  it('keeps the good updates, in the backend’s order (newest first)', () => {
    const blog = liveBlogAnswerSchema.parse(answer).searchResult[0]!;
    expect(blog.data.map((update) => update.id)).toEqual(['138', '137']);
  });

  it('is a LiveBlogPosting whose updates are BlogPostings with their times and text', () => {
    const blog = liveBlogAnswerSchema.parse(answer).searchResult[0]!;
    const ld = liveBlogPostingLd(blog, 'https://www.ledger.test/markets/liveblog/125400243.cms');
    expect(ld).toMatchObject({
      '@type': 'LiveBlogPosting',
      headline: 'Live updates: IPO day',
      coverageStartTime: '2026-11-16T03:00:00+05:30',
      dateModified: '2026-11-16T03:14:00+05:30',
      liveBlogUpdate: [
        {
          '@type': 'BlogPosting',
          headline: 'B',
          articleBody: 'B',
          datePublished: '2026-11-16T03:14:00+05:30',
        },
        { '@type': 'BlogPosting', headline: 'Open', articleBody: 'A' },
      ],
    });
  });
});
