import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LayoutStore } from '@newsroom/composer/layout/store';
import { widgetContracts } from '@newsroom/contracts/widgets';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../apps/content-api/src/testing/test-api.ts';
import { ContentClient } from '../apps/site/src/content/client.ts';
import { answerEditorCall, type EditorApiDeps } from '../apps/site/src/editor/editorApi.ts';
import type { Reader } from '../apps/site/src/lib/reader.ts';

// ED-04: the site's editor calls. Development writes the file after the one layout check; any
// request without an editor's session, from another origin, or with a bad kind or body is refused
// by name. (Production's calls to the backend are in the e2e; the backend's own in its tests.)

const shipped = readFileSync(new URL('../layouts/video.json', import.meta.url), 'utf8');
const origin = 'http://site.test';
const editor = { token: 'secret', user: { roles: ['editor'] } } as unknown as Reader;
const reader = { token: 'secret', user: { roles: [] } } as unknown as Reader;
const anonymous = { token: null, user: null } as unknown as Reader;

let server: Server | undefined;
let api: TestApi | undefined;
afterEach(async () => {
  server?.close();
  await api?.close();
  api = undefined;
});

async function start(who: Reader, overrides: Partial<EditorApiDeps> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'layouts-'));
  writeFileSync(join(dir, 'video.json'), shipped);
  const layouts = new LayoutStore(dir, widgetContracts);
  await layouts.reload();
  const deps: EditorApiDeps = {
    reader: who,
    content: {} as ContentClient,
    layouts,
    layoutsDir: dir,
    siteOrigin: origin,
    development: true,
    changed: () => {},
    answerHeaders: {},
    ...overrides,
  };
  server = createServer((req, res) => {
    void answerEditorCall(req, res, new URL(req.url ?? '/', origin), deps);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_editor/layouts/api/`;
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    // biome-ignore lint/suspicious/noExplicitAny: the tests read the fields they check
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };
  return { call, file: join(dir, 'video.json') };
}

const withAside = (aside: unknown[]) => {
  const document = JSON.parse(shipped) as { regions: Record<string, unknown> };
  return JSON.stringify({ ...document, regions: { ...document.regions, aside } });
};

describe('ED-04 the site’s editor calls (development)', () => {
  it('answers the file to edit, and writes a good layout as the files are written', async () => {
    const { call, file } = await start(editor);
    expect(await call('GET', 'video')).toEqual({
      status: 200,
      body: { kind: 'video', version: 0, text: shipped },
    });
    const saved = await call('PUT', 'video', {
      baseVersion: 0,
      text: withAside([{ widget: 'most-popular' }]),
    });
    expect(saved).toEqual({ status: 200, body: { version: 0 } });
    expect(readFileSync(file, 'utf8')).toMatch(/"aside": \[\{ "widget": "most-popular" \}\]/);
    expect(readFileSync(file, 'utf8').endsWith('}\n')).toBe(true);
  });

  it('refuses a layout with faults, every fault by its path, and leaves the file alone', async () => {
    const { call, file } = await start(editor);
    const refused = await call('PUT', 'video', {
      baseVersion: 0,
      text: withAside([{ widget: 'most-popular', props: { count: 99 } }, { widget: 'nope' }]),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.param).toBe('regions.aside[0].props.count');
    expect(refused.body.error.faults.map((fault: { path: string }) => fault.path)).toEqual([
      'regions.aside[0].props.count',
      'regions.aside[1].widget',
    ]);
    expect(readFileSync(file, 'utf8')).toBe(shipped);
  });

  it.each([
    ['a kind that is not one', 'PUT', 'nope', { baseVersion: 0, text: shipped }, 'kind'],
    ['a body that is not JSON', 'PUT', 'video', '{"baseVersion":', 'body'],
    ['a missing text', 'PUT', 'video', { baseVersion: 0 }, 'text'],
    ['a negative base', 'PUT', 'video', { baseVersion: -1, text: shipped }, 'baseVersion'],
    ['a version that is not a number', 'GET', 'video/versions/x', undefined, 'version'],
  ])('400 for %s, naming it', async (_name, method, path, body, param) => {
    const { call } = await start(editor);
    const answer = await call(method, path, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.param).toBe(param);
  });

  it('is for editors only, and refuses a write from another origin', async () => {
    expect((await (await start(anonymous)).call('GET', 'video')).status).toBe(401);
    server?.close();
    expect((await (await start(reader)).call('GET', 'video')).status).toBe(403);
    server?.close();
    const { call, file } = await start(editor);
    const foreign = await call(
      'PUT',
      'video',
      { baseVersion: 0, text: shipped },
      { origin: 'https://evil.test' },
    );
    expect(foreign).toMatchObject({ status: 403, body: { error: { param: 'origin' } } });
    expect(readFileSync(file, 'utf8')).toBe(shipped);
  });
});

describe('ED-04 the site’s editor calls (production, the backend keeps the versions)', () => {
  // Hardening (issue 26.8): a version the backend does not have is its 404, passed on as one; it
  // was a 503 ("content backend answered 404"), as if the backend were down.
  it('answers 404 for a version that is not there, and 200 with the document for one that is', async () => {
    api = await startTestApi();
    const token = ((await api.signIn('editor')).authorization ?? '').replace('Bearer ', '');
    const content = new ContentClient({
      baseUrl: api.baseUrl,
      timeoutMs: 5000,
      listCacheSeconds: 0,
      articleCacheSeconds: 0,
    });
    const { call } = await start({ token, user: { roles: ['editor'] } } as unknown as Reader, {
      content,
      development: false,
    });
    expect(await call('GET', 'home/versions')).toEqual({ status: 200, body: { versions: [] } });
    expect(await call('GET', 'home/versions/1')).toEqual({
      status: 404,
      body: { error: { param: 'version', message: 'home has no version 1' } },
    });

    const text = withAside([{ widget: 'most-popular' }]);
    const saved = await call('PUT', 'video', { baseVersion: 0, text }, { origin });
    expect(saved.status).toBe(200);
    const version = saved.body.version as number;
    expect(await call('GET', `video/versions/${version}`)).toMatchObject({
      status: 200,
      body: { version, text },
    });
    expect((await call('GET', `video/versions/${version + 1}`)).status).toBe(404);
  });
});
