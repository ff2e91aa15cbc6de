import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Entry from '../../apps/site/src/server/entry.tsx';
import { repoRoot } from '../stack.ts';

/**
 * The built site in this process, every cache off, its backend answers fetched once and then
 * replayed from memory: what it does per request is the site's own work (parse, load widgets,
 * React render, document), not the backend's or the network's.
 */
export async function inProcessApp(apiUrl: string, origin: string): Promise<Entry.App> {
  const entry = (await import(
    pathToFileURL(join(repoRoot, 'apps/site/dist/server/entry.js')).href
  )) as typeof Entry;
  const answers = new Map<string, { status: number; body: string }>();
  const replaying = (async (input: string | URL | Request, init?: RequestInit) => {
    const key = String(input);
    // A reader's own answers (a bearer token) are never replayed to anyone: only anonymous ones.
    if (new Headers(init?.headers).has('authorization')) return fetch(input, init);
    let answer = answers.get(key);
    if (!answer) {
      const response = await fetch(key);
      answer = { status: response.status, body: await response.text() };
      answers.set(key, answer);
    }
    return new Response(answer.body, { status: answer.status });
  }) as typeof fetch;
  const env = entry.readSiteEnv(
    {
      CONTENT_API_URL: apiUrl,
      PAGE_CACHE_SECONDS: '0',
      LIST_CACHE_SECONDS: '0',
      ARTICLE_CACHE_SECONDS: '0',
    },
    { layoutsDir: join(repoRoot, 'layouts'), origin },
  );
  return entry.createApp({
    env,
    assets: { styles: ['/assets/styles.css'], islandRuntime: '/assets/islands.js' },
    fetch: replaying,
    log: () => {},
  });
}
