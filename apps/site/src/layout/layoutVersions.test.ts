import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LayoutStore } from '@newsroom/composer/layout/store';
import { widgetContracts } from '@newsroom/contracts/widgets';
import { describe, expect, it } from 'vitest';
import { followLayoutVersions } from './layoutVersions.ts';

// ED-04: production follows the newest layout version editors saved, without a restart.

const shipped = readFileSync(new URL('../../../../layouts/video.json', import.meta.url), 'utf8');
const document = JSON.parse(shipped) as { regions: Record<string, unknown[]> };
const withoutAside = JSON.stringify({ ...document, regions: { ...document.regions, aside: [] } });
const asideOf = (store: LayoutStore) => {
  const aside = store.get('video')?.regions.aside;
  return aside?.kind === 'list' ? aside.slots.length : undefined;
};

async function storeWithVideo() {
  const dir = mkdtempSync(join(tmpdir(), 'layouts-'));
  writeFileSync(join(dir, 'video.json'), shipped);
  const store = new LayoutStore(dir, widgetContracts);
  await store.reload();
  return store;
}

describe('ED-04 the site follows saved layout versions', () => {
  it('uses a new version once, drops the page cache for it, and keeps a faulty one out', async () => {
    const store = await storeWithVideo();
    const shippedAside = asideOf(store);
    expect(shippedAside).toBeGreaterThan(0);
    let answer = [{ kind: 'video', version: 2, text: withoutAside }];
    const changed: string[] = [];
    const logs: string[] = [];
    const follow = (everyMs = 0) =>
      followLayoutVersions({
        layouts: store,
        versions: { current: async () => answer },
        everyMs,
        log: (message) => logs.push(message),
        changed: (page, version) => changed.push(`${page}@${version}`),
      });
    await follow().ready;
    expect(asideOf(store)).toBe(0);
    expect(store.versionOf('video')).toBe(2);
    await follow().ready;
    expect(changed).toEqual(['video@2']);

    answer = [
      { kind: 'video', version: 3, text: withoutAside.replace('"aside":[]', '"aside":[{"widget":"nope"}]') },
    ];
    await follow().ready;
    expect(store.versionOf('video')).toBe(2);
    expect(logs.at(-1)).toMatch(/version 3 of video not used: .*regions\.aside\[0\]\.widget/);
  });

  it('keeps the layouts it has while the backend does not answer, and says so once', async () => {
    const store = await storeWithVideo();
    const logs: string[] = [];
    const options = {
      layouts: store,
      versions: { current: () => Promise.reject(new Error('down')) },
      everyMs: 0,
      log: (message: string) => logs.push(message),
      changed: () => {},
    };
    await followLayoutVersions(options).ready;
    expect(store.versionOf('video')).toBeUndefined();
    expect(asideOf(store)).toBeGreaterThan(0);
    expect(logs).toEqual([expect.stringContaining('could not read the saved versions')]);
  });
});
