import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LayoutStore } from './store.ts';
import { testWidgets } from './testing.ts';

const good = (title: string) =>
  JSON.stringify({ page: 'home', regions: { main: [{ widget: 'list', props: { title } }] } });
const titleOf = (store: LayoutStore) => {
  const region = store.get('home')?.regions.main;
  return region?.kind === 'list' ? region.slots[0]?.props.title : undefined;
};

describe('LayoutStore', () => {
  it('applies a good change and keeps the last good layout through a bad one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'layouts-'));
    writeFileSync(join(dir, 'home.json'), good('One'));
    const store = new LayoutStore(dir, testWidgets);
    expect(await store.reload()).toEqual([]);
    expect(titleOf(store)).toBe('One');

    writeFileSync(join(dir, 'home.json'), good('Two'));
    await store.reload();
    expect(titleOf(store)).toBe('Two');

    writeFileSync(join(dir, 'home.json'), '{"page": "home", "regions": {"main": [{"widget": "nope"}]}}');
    const faults = await store.reload();
    expect(faults.map((f) => f.path)).toEqual(['regions.main[0].widget']);
    expect(titleOf(store)).toBe('Two');

    writeFileSync(join(dir, 'home.json'), good('Three'));
    expect(await store.reload()).toEqual([]);
    expect(titleOf(store)).toBe('Three');
  });

  it('ED-04 lays a page out by a saved version, over its file and across reloads; a bad one changes nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'layouts-'));
    writeFileSync(join(dir, 'home.json'), good('File'));
    const store = new LayoutStore(dir, testWidgets);
    await store.reload();
    expect(store.versionOf('home')).toBeUndefined();

    expect(store.applyVersion('home', 4, good('Saved'))).toEqual([]);
    expect(titleOf(store)).toBe('Saved');
    expect(store.versionOf('home')).toBe(4);
    await store.reload();
    expect(titleOf(store)).toBe('Saved');

    const broken = store.applyVersion(
      'home',
      5,
      '{"page": "home", "regions": {"main": [{"widget": "nope"}]}}',
    );
    expect(broken.map((fault) => fault.path)).toEqual(['regions.main[0].widget']);
    expect(store.applyVersion('home', 5, good('x').replace('"home"', '"video"'))).toEqual([
      expect.objectContaining({ path: 'page' }),
    ]);
    expect(titleOf(store)).toBe('Saved');
    expect(store.versionOf('home')).toBe(4);
  });

  it('ED-02 keeps failure isolation: a file with faults of several kinds keeps its page, others move on', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'layouts-'));
    const article = (title: string) =>
      JSON.stringify({ page: 'article', regions: { aside: [{ widget: 'list', props: { title } }] } });
    writeFileSync(join(dir, 'home.json'), good('One'));
    writeFileSync(join(dir, 'article.json'), article('A'));
    const store = new LayoutStore(dir, testWidgets);
    expect(await store.reload()).toEqual([]);

    writeFileSync(
      join(dir, 'home.json'),
      JSON.stringify({
        page: 'home',
        regions: { main: [{ widget: 'list', props: { count: 0 }, when: { field: 'article.words', gt: 1 } }] },
      }),
    );
    writeFileSync(join(dir, 'article.json'), article('B'));
    const faults = await store.reload();
    expect(faults.map((f) => `${f.path}: ${f.reason}`)).toEqual([
      'regions.main[0].props.count: Too small: expected number to be >=1',
      'regions.main[0].when.field: field "article.words" has no value on home pages (only on article, article-premium)',
    ]);
    expect(titleOf(store)).toBe('One');
    const aside = store.get('article')?.regions.aside;
    expect(aside?.kind === 'list' && aside.slots[0]?.props.title).toBe('B');
  });

  it('ED-02 a page kind belongs to the first file naming it, broken or not; the second is refused', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'layouts-'));
    writeFileSync(join(dir, 'a-home.json'), '{"page": "home", "regions": {"main": [{"widget": "nope"}]}}');
    writeFileSync(join(dir, 'home.json'), good('Second'));
    const store = new LayoutStore(dir, testWidgets);
    const faults = await store.reload();
    expect(faults.map((f) => `${f.file.split('/').pop()}: ${f.path}: ${f.reason}`)).toEqual([
      expect.stringMatching(/^a-home\.json: regions\.main\[0\]\.widget: unknown widget "nope"/),
      expect.stringMatching(/^home\.json: page: page "home" is already laid out by .*a-home\.json$/),
    ]);
    expect(store.get('home')).toBeUndefined();
  });

  it('knows which query parameters each page kind reads, for the page cache key', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'layouts-'));
    const slot = (when: unknown) => ({ widget: 'list', props: { title: 'x' }, when });
    writeFileSync(
      join(dir, 'home.json'),
      JSON.stringify({
        page: 'home',
        regions: {
          main: [
            slot({ field: 'url.query.adaptive', eq: '1' }),
            slot({ not: { field: 'url.query.edition', in: ['in', 'us'] } }),
          ],
        },
      }),
    );
    writeFileSync(join(dir, 'article.json'), JSON.stringify({ page: 'article', regions: {} }));
    const store = new LayoutStore(dir, testWidgets);
    expect(await store.reload()).toEqual([]);
    expect([...store.queryKeys('home')].sort()).toEqual(['adaptive', 'edition']);
    expect([...store.queryKeys('article')]).toEqual([]);
    expect([...store.queryKeys('category')]).toEqual([]);
  });

  it('reloads by itself when a file changes while watching', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'layouts-'));
    writeFileSync(join(dir, 'home.json'), good('One'));
    const store = new LayoutStore(dir, testWidgets);
    await store.reload();
    const reloaded = new Promise<void>((resolve) => {
      const stop = store.watch(() => {
        if (titleOf(store) === 'Watched') {
          stop();
          resolve();
        }
      });
    });
    writeFileSync(join(dir, 'home.json'), good('Watched'));
    await reloaded;
    expect(titleOf(store)).toBe('Watched');
  });
});

describe('AB-10 the premium article layout, a page kind of its own', () => {
  it('lives beside the article layout, takes article fields, and keeps its own query keys', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'layouts-'));
    const layout = (page: string, when: unknown) =>
      JSON.stringify({ page, regions: { right: [{ widget: 'list', props: { title: page }, when }] } });
    writeFileSync(join(dir, 'article.json'), layout('article', { field: 'article.words', gt: 10 }));
    writeFileSync(
      join(dir, 'article-premium.json'),
      layout('article-premium', {
        all: [
          { field: 'article.matchId', eq: '1' },
          { field: 'url.query.utm', eq: 'x' },
        ],
      }),
    );
    const store = new LayoutStore(dir, testWidgets);
    expect(await store.reload()).toEqual([]);
    expect([...store.layouts.keys()].sort()).toEqual(['article', 'article-premium']);
    expect(store.get('article-premium')?.file).toMatch(/article-premium\.json$/);
    expect([...store.queryKeys('article-premium')]).toEqual(['utm']);
    expect([...store.queryKeys('article')]).toEqual([]);
  });

  it('refuses a second file for it, and article fields on pages without an article', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'layouts-'));
    const premium = JSON.stringify({ page: 'article-premium', regions: { left: [] } });
    writeFileSync(join(dir, 'article-premium.json'), premium);
    writeFileSync(join(dir, 'prime.json'), premium);
    writeFileSync(
      join(dir, 'home.json'),
      JSON.stringify({
        page: 'home',
        regions: { main: [{ widget: 'list', when: { field: 'article.prime', eq: true } }] },
      }),
    );
    const faults = await new LayoutStore(dir, testWidgets).reload();
    expect(faults.map((f) => f.reason)).toEqual([
      'field "article.prime" has no value on home pages (only on article, article-premium)',
      expect.stringMatching(/^page "article-premium" is already laid out by .*article-premium\.json$/),
    ]);
  });
});
