import { authorBlockContract } from '@newsroom/contracts/widgets/author-block';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Article, AuthorDetail } from '../../content/schemas.ts';
import type { DataOf } from '../types.ts';
import {
  AUTHOR_SUMMARY_CHARS,
  authorBlock,
  authorPageOf,
  cutSummary,
  toAuthorBlock,
} from './authorBlock.tsx';

const staff: AuthorDetail = {
  name: 'Revathi Pillai',
  id: '4001001',
  seoname: 'revathi-pillai',
  type: 'STAFF',
  designation: 'Senior Analyst',
  img: '/photos/9.png',
  bio: 'Revathi Pillai is a chartered accountant who reads balance sheets so that readers do not have to. She covers banks.',
};
const story = (authordetails: AuthorDetail[], usage?: string) =>
  ({
    authordetails,
    metainfo: usage ? { BusinessUsageType: { value: usage } } : undefined,
  }) as Pick<Article, 'authordetails' | 'metainfo'>;

describe('AB-10 author block: data (spec §5)', () => {
  it('an author page only for a staff writer with a sound id and seoname', () => {
    expect(authorPageOf(staff)).toBe('/etreporter/author-revathi-pillai-4001001.cms');
    expect(authorPageOf({ ...staff, type: 'GUEST' })).toBeUndefined();
    expect(authorPageOf({ ...staff, seoname: '' })).toBeUndefined();
    expect(authorPageOf({ ...staff, seoname: '../x"><script>' })).toBeUndefined();
    expect(authorPageOf({ ...staff, id: '12a' })).toBeUndefined();
  });

  it("a single writer's summary is cut to 100 characters, on a word, with Show more", () => {
    const { writers } = toAuthorBlock(story([staff]));
    expect(writers[0]).toMatchObject({
      name: 'Revathi Pillai',
      designation: 'Senior Analyst',
      img: '/photos/9.png?w=144&h=144',
      href: '/etreporter/author-revathi-pillai-4001001.cms',
      cut: true,
    });
    expect([...writers[0]!.summary!].length).toBeLessThanOrEqual(AUTHOR_SUMMARY_CHARS + 1);
    expect(writers[0]!.summary).toMatch(/ to…$/);
  });

  it('counts characters as readers do, and never ends on a half word when one ends near', () => {
    expect(cutSummary('😀'.repeat(120), 100).text).toBe(`${'😀'.repeat(100)}…`);
    expect(cutSummary('short', 100)).toEqual({ text: 'short', cut: false });
    expect(cutSummary(`${'a'.repeat(95)} bcdefghij`, 100).text).toBe(`${'a'.repeat(95)}…`);
  });

  it('a guest has no page and no Show more: the (bounded) summary shows whole; bad pictures dropped', () => {
    const { writers } = toAuthorBlock(story([{ ...staff, type: 'GUEST', img: 'javascript:x' }]));
    expect(writers[0]).toMatchObject({ cut: false, summary: staff.bio });
    expect(writers[0]!.href).toBeUndefined();
    expect(writers[0]!.img).toBeUndefined();
  });

  it('a column presents its columnist; no writers, no block', () => {
    expect(toAuthorBlock(story([staff], 'Column')).column).toBe(true);
    const out = (data: DataOf<typeof authorBlock>) =>
      renderToStaticMarkup(<authorBlock.View props={authorBlockContract.props.parse({})} data={data} />);
    expect(out(toAuthorBlock(story([staff], 'Column')))).toContain('The columnist');
    expect(out(toAuthorBlock(story([])))).toBe('');
  });

  it('renders name, designation, picture and Show more naming the writer', () => {
    const html = renderToStaticMarkup(
      <authorBlock.View props={authorBlockContract.props.parse({})} data={toAuthorBlock(story([staff]))} />,
    );
    expect(html).toContain('aria-label="About the author"');
    expect(html).toContain(
      'href="/etreporter/author-revathi-pillai-4001001.cms" rel="author">Revathi Pillai</a>',
    );
    expect(html).toContain('Senior Analyst');
    expect(html).toContain('width="72" height="72"');
    expect(html).toContain('Show more<span class="visually-hidden"> about Revathi Pillai</span>');
  });
});
