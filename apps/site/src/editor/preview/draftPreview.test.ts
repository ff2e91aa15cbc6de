import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONDITION_LIMITS, DOCUMENT_LIMITS } from '@newsroom/composer/layout';
import { chainedLayout } from '@newsroom/composer/layout/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { EDITOR_TOKEN, READER_TOKEN } from '../../server/testing/fakeReaders.ts';
import {
  form,
  layoutsDir,
  sessionCookieHeader,
  startTestSite,
  type TestSite,
} from '../../server/testing/testSite.ts';
import { DRAFT_BODY_LIMIT } from './draftPreview.tsx';

// ED-04 the draft preview: `POST /_preview/render` lays the editor's unsaved draft out for the
// preview frame, for an editor's session only, within the document limits, checked by the layout
// check a save runs (faults in words instead of a page), and never written or kept.

let site: TestSite;
afterEach(async () => {
  await site?.close();
});

const RENDER = '/_preview/render?page=article&msid=42&tier=anonymous&geo=IN&device=desktop';
const DRAFT_TITLE = 'Drafted most read';
const shipped = JSON.parse(readFileSync(join(layoutsDir, 'article.json'), 'utf8')) as Record<string, unknown>;
/** The shipped article layout with its sidebar replaced by one list titled DRAFT_TITLE. */
const draft = (props: Record<string, unknown> = { count: 3, title: DRAFT_TITLE }) =>
  JSON.stringify({
    ...shipped,
    regions: { ...(shipped.regions as object), aside: [{ widget: 'most-popular', props }] },
  });

const cookieOf = (token: string) => ({ cookie: sessionCookieHeader(token) });
const post = (fields: Record<string, string>, headers: Record<string, string> = cookieOf(EDITOR_TOKEN)) =>
  fetch(`${site.url}${RENDER}`, form(fields, headers));

describe('ED-04 POST /_preview/render: the editor’s unsaved draft', () => {
  it('lays the page out by the draft for an editor, and writes and keeps nothing', async () => {
    site = await startTestSite();
    const saved = site.app.layouts.get('article');
    const answer = await post({ kind: 'article', layout: draft() });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const html = await answer.text();
    expect(html).toContain('Sensex climbs 600 points');
    expect(html).toContain(DRAFT_TITLE);
    // The site's own layout is untouched: the page without a draft has no such list.
    expect(site.app.layouts.get('article')).toBe(saved);
    const page = await fetch(`${site.url}${RENDER}`, { headers: cookieOf(EDITOR_TOKEN) });
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain(DRAFT_TITLE);
  });

  it('is for editors only: anyone else gets the 404 the saved preview gives them', async () => {
    site = await startTestSite();
    for (const headers of [{}, cookieOf(READER_TOKEN)]) {
      const answer = await post({ kind: 'article', layout: draft() }, headers);
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain(DRAFT_TITLE);
    }
  });

  it('refuses a post from another site', async () => {
    site = await startTestSite();
    const answer = await post(
      { kind: 'article', layout: draft() },
      { ...cookieOf(EDITOR_TOKEN), origin: 'https://evil.example' },
    );
    expect(answer.status).toBe(403);
  });

  it('shows every fault the layout check finds, in words, instead of the page', async () => {
    site = await startTestSite();
    const answer = await post({ kind: 'article', layout: draft({ count: 99, nope: 1 }) });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain('This draft has 2 faults');
    expect(html).toContain('regions.aside[0].props.count: Too big: expected number to be &lt;=10');
    expect(html).toContain('regions.aside[0].props: Unrecognized key: &quot;nope&quot;');
    expect(html).not.toContain('Sensex climbs 600 points');
    // A draft for another page kind is a fault at `page`, as a save's would be.
    const home = await post({ kind: 'home', layout: draft() });
    expect(home.status).toBe(400);
    expect(await home.text()).toContain('page: must be &quot;home&quot;: this is the home layout');
  });

  it.each([
    ['no layout', { kind: 'article' }, 'layout: the draft is missing.'],
    ['a layout that is not JSON', { kind: 'article', layout: '{"page":' }, '$: not valid JSON'],
    ['a kind the preview does not show', { kind: 'video', layout: draft() }, 'kind: the preview shows'],
    ['no kind', { layout: draft() }, 'kind: the preview shows'],
  ])('400 for %s, saying so', async (_name, fields, words) => {
    site = await startTestSite();
    const answer = await post(fields as Record<string, string>);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain(words);
  });

  it('holds a draft to the document limit: larger than 512 KB is refused, sent or declared', async () => {
    site = await startTestSite();
    // Spaces are one byte each form-encoded: within the body limit, past the document's.
    const padded = draft().replace(/}$/, `${' '.repeat(DOCUMENT_LIMITS.bytes)}}`);
    const large = await post({ kind: 'article', layout: padded });
    expect(large.status).toBe(413);
    expect(await large.text()).toContain('The draft is larger than 512 KB.');
    const huge = await fetch(`${site.url}${RENDER}`, {
      ...form({ kind: 'article', layout: 'x'.repeat(DRAFT_BODY_LIMIT) }, cookieOf(EDITOR_TOKEN)),
    });
    expect(huge.status).toBe(413);
    // The site still answers.
    expect((await fetch(`${site.url}/`)).status).toBe(200);
  });

  // Hardening (issue 26.2): 6 levels of 20 refs made the check throw (a 500 instead of faults).
  it.each([
    ['5 levels of 28', { levels: 5, width: 28 }],
    ['6 levels of 20', { levels: 6, width: 20 }],
  ])('400 with faults for a home draft whose conditions chain, %s', async (_name, shape) => {
    site = await startTestSite();
    const layout = JSON.stringify(chainedLayout({ ...shape, widget: 'ipl-score' }));
    const answer = await post({ kind: 'home', layout });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain('This draft has');
    expect(html).toContain(`more than ${CONDITION_LIMITS.refChain}`);
    expect((await fetch(`${site.url}/`)).status).toBe(200);
  });
});
