import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AuthorDetail } from '../content/schemas.ts';
import { AuthorBox } from './AuthorBox.tsx';
import { AUTHOR_SUMMARY_LIMIT, authorPageHref, cutSummary, isColumn } from './authorBox.ts';

const staff: AuthorDetail = {
  name: 'Asha Rao',
  id: '4001001',
  seoname: 'asha-rao',
  type: 'STAFF',
  designation: 'Markets Editor',
  pubname: 'The Economic Ledger',
  img: 'http://127.0.0.1:4010/photos/9.png',
  bio: 'Asha Rao has covered stock markets, brokerages and the regulators who watch over them for more than fifteen years, from Mumbai.',
};

describe('authorPageHref (AB-15: a link only with seoname and id, and not for a GUEST)', () => {
  it('links a staff author to the author page', () => {
    expect(authorPageHref(staff)).toBe('/etreporter/author-asha-rao-4001001.cms');
  });
  it.each([
    ['no seoname', { ...staff, seoname: '' }],
    ['a blank seoname', { ...staff, seoname: '   ' }],
    ['no id', { ...staff, id: undefined }],
    ['a GUEST', { ...staff, type: 'GUEST' }],
    ['a guest in any case', { ...staff, type: ' guest ' }],
    ['a seoname that is a path', { ...staff, seoname: '../../admin' }],
    ['a seoname with a script', { ...staff, seoname: 'javascript:alert(1)' }],
    ['a non-numeric id', { ...staff, id: '12a' }],
    ['an id of zero', { ...staff, id: '0' }],
    ['an overlong seoname', { ...staff, seoname: 'a'.repeat(81) }],
  ])('no link for %s', (_what, author) => {
    expect(authorPageHref(author)).toBeNull();
  });
  it('links an author of no stated type', () => {
    expect(authorPageHref({ ...staff, type: undefined })).toBe('/etreporter/author-asha-rao-4001001.cms');
  });
});

describe('cutSummary (AB-15: 100 characters, an ellipsis)', () => {
  it('keeps a summary of 100 characters or fewer whole', () => {
    const text = 'x'.repeat(AUTHOR_SUMMARY_LIMIT);
    expect(cutSummary(text)).toEqual({ shown: text, cut: false });
  });
  it('cuts at 100 characters and adds an ellipsis', () => {
    const text = 'y'.repeat(101);
    const { shown, cut } = cutSummary(text);
    expect(cut).toBe(true);
    expect(shown).toBe(`${'y'.repeat(100)}…`);
  });
  it('drops the space before the ellipsis and never splits a character', () => {
    expect(cutSummary(`${'a'.repeat(99)} bcd`).shown).toBe(`${'a'.repeat(99)}…`);
    const emoji = '👩‍💼'.repeat(101);
    const { shown } = cutSummary(emoji);
    expect([...new Intl.Segmenter().segment(shown)]).toHaveLength(101);
    expect(shown.endsWith('👩‍💼…')).toBe(true);
  });
  it('counts runs of white space as one', () => {
    expect(cutSummary(`a${' '.repeat(200)}b`)).toEqual({ shown: 'a b', cut: false });
  });
});

describe('isColumn (AB-15: BusinessUsageType "Column")', () => {
  it('reads the metainfo value, in any case', () => {
    expect(isColumn({ metainfo: { BusinessUsageType: { value: 'Column' } } })).toBe(true);
    expect(isColumn({ metainfo: { BusinessUsageType: { value: ' column ' } } })).toBe(true);
    expect(isColumn({ metainfo: { BusinessUsageType: { value: 'News' } } })).toBe(false);
    expect(isColumn({ metainfo: { BusinessUsageType: { value: 1 } } })).toBe(false);
    expect(isColumn({})).toBe(false);
  });
});

describe('AuthorBox (AB-15)', () => {
  it('is not there without author details', () => {
    expect(renderToStaticMarkup(<AuthorBox article={{ authordetails: [] }} />)).toBe('');
  });
  it('shows one author with the link, the cut summary and a Show more disclosure', () => {
    const html = renderToStaticMarkup(<AuthorBox article={{ authordetails: [staff] }} />);
    expect(html).toContain('aria-label="About the author"');
    expect(html).toContain('data-layout="news"');
    expect(html).toContain('<a href="/etreporter/author-asha-rao-4001001.cms" rel="author">Asha Rao</a>');
    expect(html).toContain(`${staff.bio!.slice(0, 100).trimEnd()}…`);
    expect(html).toContain('<details class="more-text__details">');
    expect(html).toContain('Show more');
    expect(html).toContain(staff.bio);
  });
  it('shows a short summary whole, without a disclosure', () => {
    const html = renderToStaticMarkup(
      <AuthorBox article={{ authordetails: [{ ...staff, bio: 'Writes on banks.' }] }} />,
    );
    expect(html).toContain('Writes on banks.');
    expect(html).not.toContain('<details');
  });
  it('gives a guest no link and a column the columnist layout', () => {
    const html = renderToStaticMarkup(
      <AuthorBox
        article={{
          authordetails: [{ ...staff, type: 'GUEST' }],
          metainfo: { BusinessUsageType: { value: 'Column' } },
        }}
      />,
    );
    expect(html).toContain('author-box author-box--column');
    expect(html).toContain('About the columnist');
    expect(html).not.toContain('<a ');
  });
  it('lists several authors without summaries, and escapes what content sends', () => {
    const html = renderToStaticMarkup(
      <AuthorBox
        article={{ authordetails: [staff, { ...staff, id: '4001002', name: '<script>x</script>' }] }}
      />,
    );
    expect(html).toContain('About the authors');
    expect(html).not.toContain(staff.bio);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });
});

describe('AuthorBox role line', () => {
  it('names the publication once when the designation already does', () => {
    const html = renderToStaticMarkup(
      <AuthorBox
        article={{
          authordetails: [{ ...staff, designation: 'Senior Analyst, ET Prime', pubname: 'ET Prime' }],
        }}
      />,
    );
    expect(html).toContain('>Senior Analyst, ET Prime</p>');
  });
});
