import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Disclaimer } from './Disclaimer.tsx';
import { DISCLAIMER_AGENCIES, DISCLAIMERS_AFTER_MS, disclaimerEntry } from './disclaimer.ts';

const RECENT = '2026-11-20T09:15:00+05:30';

describe('disclaimerEntry (AB-21: by agency and date)', () => {
  it.each([
    ['The Feed', 'disclaimers_the_feed'],
    ['ET Contributors', 'disclaimers_et_contributors'],
    ['SmartKarma Plus - India', 'disclaimers_smartkarma_plus_india'],
    ['Smartkarma Plus – India', 'disclaimers_smartkarma_plus_india'],
    ['smartkarma plus-india', 'disclaimers_smartkarma_plus_india'],
    ['Team Productline', 'disclaimers_team_productline'],
    ['ET Spotlight', 'disclaimers_et_spotlight'],
    ['  ET  Spotlight  Special ', 'disclaimers_et_spotlight_special'],
  ])('a recent story of %s carries its own', (agency, entry) => {
    expect(disclaimerEntry(agency, RECENT)).toBe(entry);
  });

  it('covers every agency the spec names', () => {
    for (const agency of DISCLAIMER_AGENCIES) expect(disclaimerEntry(agency, RECENT)).not.toBeNull();
  });

  it.each(['PTI', 'ET Bureau', 'ET Spotlight Specials', 'The Feeds', '', undefined])(
    'none for %s',
    (agency) => {
      expect(disclaimerEntry(agency, RECENT)).toBeNull();
    },
  );

  it('before 23 March 2022 (IST) the agencies carry the one partner disclaimer', () => {
    expect(disclaimerEntry('The Feed', '2022-03-22T23:59:59+05:30')).toBe('disclaimers_partner');
    // 23 March 2022 00:00 IST is still 22 March in UTC: the day is India's.
    expect(disclaimerEntry('The Feed', '2022-03-23T00:00:00+05:30')).toBe('disclaimers_the_feed');
    expect(disclaimerEntry('The Feed', '2022-03-22T18:30:00Z')).toBe('disclaimers_the_feed');
  });

  it('up to timestamp 1623695399000 (14 June 2021, 23:59:59 IST) there is none', () => {
    expect(new Date(DISCLAIMERS_AFTER_MS).toISOString()).toBe('2021-06-14T18:29:59.000Z');
    expect(disclaimerEntry('The Feed', '2021-06-14T23:59:59+05:30')).toBeNull();
    expect(disclaimerEntry('The Feed', '2021-06-15T00:00:00+05:30')).toBe('disclaimers_partner');
  });

  it('takes a date it cannot read as recent, and refuses an absurd agency', () => {
    expect(disclaimerEntry('ET Spotlight', 'yesterday')).toBe('disclaimers_et_spotlight');
    expect(disclaimerEntry(`The Feed${' '.repeat(200)}`, RECENT)).toBeNull();
  });
});

describe('Disclaimer (AB-21: more/less)', () => {
  const long =
    'This article is a paid promotion produced by the partner with the ET Spotlight team. The journalists were not involved.';
  it('shows the start and a more/less disclosure for a long text', () => {
    const html = renderToStaticMarkup(<Disclaimer text={long} />);
    expect(html).toContain('aria-label="Disclaimer"');
    expect(html).toContain('<details class="more-text__details">');
    expect(html).toContain('more<span class="visually-hidden"> of the disclaimer</span>');
    expect(html).toContain('less<span class="visually-hidden"> of the disclaimer</span>');
    expect(html).toContain(`${long.slice(0, 90).trimEnd()}…`);
    expect(html).toContain(long);
  });
  it('shows a short text whole and nothing for none', () => {
    expect(renderToStaticMarkup(<Disclaimer text="Views are the author’s own." />)).not.toContain('<details');
    expect(renderToStaticMarkup(<Disclaimer text={null} />)).toBe('');
    expect(renderToStaticMarkup(<Disclaimer text="   " />)).toBe('');
  });
  it('escapes markup in the text', () => {
    expect(renderToStaticMarkup(<Disclaimer text="<img src=x onerror=alert(1)>" />)).not.toContain('<img');
  });
});
