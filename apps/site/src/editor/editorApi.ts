import { readFile, rename, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { formatLayout, layoutFaults } from '@newsroom/composer/editor';
import { DOCUMENT_LIMITS, type PageKind, pageKinds } from '@newsroom/composer/layout';
import type { LayoutStore } from '@newsroom/composer/layout/store';
import { widgetContracts } from '@newsroom/contracts/widgets';
import type { ContentClient } from '../content/client.ts';
import { z } from '../content/zod.ts';
import type { Reader } from '../lib/reader.ts';
import { isSameOrigin, readBody } from '../lib/requests.ts';
import { LAYOUT_EDITOR_API } from './editorPaths.ts';

export interface EditorApiDeps {
  reader: Reader;
  content: ContentClient;
  layouts: LayoutStore;
  layoutsDir: string;
  siteOrigin: string;
  /** Development: a save writes the file (the watcher applies it); there is no history. */
  development: boolean;
  /** A save took effect here: pages made with the old layout must go. */
  changed(): void;
  answerHeaders: Record<string, string>;
}

const saveBody = z.strictObject({
  baseVersion: z.number().int().min(0).max(1_000_000_000),
  text: z.string().max(DOCUMENT_LIMITS.bytes),
  note: z.string().max(200).optional(),
});
const revertBody = z.strictObject({
  baseVersion: z.number().int().min(0).max(1_000_000_000),
  version: z.number().int().min(1).max(1_000_000_000),
});

type Answer = { status: number; body: unknown };
const refuse = (status: number, param: string | null, message: string): Answer => ({
  status,
  body: { error: { param, message } },
});

/**
 * ED-04: the layout editor's calls, on the site's own origin, for a signed-in editor only (the
 * session decides, here and again at the backend):
 * - `GET  {kind}`: the layout to edit, `{ kind, version, text }` (version 0: the file).
 * - `PUT  {kind}` `{ baseVersion, text, note? }`: saves; `{ version }`, or 400 with every fault
 *   (the same check as the browser's and the backend's), or 409 with the newest version.
 * - `GET  {kind}/versions`, `GET {kind}/versions/{n}`, `POST {kind}/revert` `{ baseVersion, version }`.
 * Production saves in the backend and lays its own pages out by the new version at once (other
 * instances follow within LAYOUT_REFRESH_SECONDS); development writes `layouts/{kind}.json`.
 */
export async function answerEditorCall(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  deps: EditorApiDeps,
): Promise<void> {
  let answer: Answer;
  try {
    answer = await editorCall(req, url, deps);
  } catch (error) {
    answer = refuse(503, null, `The layouts could not be reached: ${(error as Error).message}`);
  }
  res
    .writeHead(answer.status, {
      ...deps.answerHeaders,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    })
    .end(JSON.stringify(answer.body));
}

async function editorCall(req: IncomingMessage, url: URL, deps: EditorApiDeps): Promise<Answer> {
  const token = deps.reader.token;
  if (!token) return refuse(401, 'session', 'Please sign in to edit layouts.');
  if (!deps.reader.user?.roles.includes('editor'))
    return refuse(403, 'session', 'Only editors edit layouts.');
  if (req.method !== 'GET' && !isSameOrigin(req, deps.siteOrigin))
    return refuse(403, 'origin', 'Requests from other sites are refused.');
  const [kindText, ...rest] = url.pathname.slice(LAYOUT_EDITOR_API.length).split('/');
  const kind = pageKinds.find((each) => each === kindText);
  if (!kind) return refuse(400, 'kind', `must be one of ${pageKinds.join(', ')}`);
  const call = `${req.method} ${rest.join('/')}`;
  if (call === 'GET ') return current(kind, token, deps);
  if (call === 'PUT ') return save(req, kind, token, deps);
  if (call === 'GET versions')
    return {
      status: 200,
      body: { versions: deps.development ? [] : await deps.content.layouts.history(kind, token) },
    };
  if (req.method === 'GET' && rest[0] === 'versions' && rest.length === 2) {
    const version = Number(rest[1]);
    if (!/^\d{1,10}$/.test(rest[1] ?? '') || version < 1)
      return refuse(400, 'version', 'must be a version number');
    if (deps.development) return refuse(404, 'version', 'development keeps no versions');
    const found = await deps.content.layouts.version(kind, version, token);
    if (!found) return refuse(404, 'version', `${kind} has no version ${version}`);
    return { status: 200, body: found };
  }
  if (call === 'POST revert') return revert(req, kind, token, deps);
  return refuse(404, null, 'No such call.');
}

const fileOf = (deps: EditorApiDeps, kind: PageKind) => join(deps.layoutsDir, `${kind}.json`);

async function current(kind: PageKind, token: string, deps: EditorApiDeps): Promise<Answer> {
  const saved = deps.development ? null : await deps.content.layouts.newest(kind, token);
  if (saved) return { status: 200, body: { kind, version: saved.version, text: saved.text } };
  return { status: 200, body: { kind, version: 0, text: await readFile(fileOf(deps, kind), 'utf8') } };
}

async function bodyOf<T>(req: IncomingMessage, schema: z.ZodType<T>): Promise<T | Answer> {
  const text = await readBody(req, DOCUMENT_LIMITS.bytes + 4096);
  if (text === null) return refuse(413, 'body', 'A layout is at most 512 KB.');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return refuse(400, 'body', 'must be JSON');
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  return refuse(
    400,
    issue?.path.length ? String(issue.path[0]) : 'body',
    issue?.message ?? 'must be an object',
  );
}

const isAnswer = (value: unknown): value is Answer =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value;

async function save(
  req: IncomingMessage,
  kind: PageKind,
  token: string,
  deps: EditorApiDeps,
): Promise<Answer> {
  const body = await bodyOf(req, saveBody);
  if (isAnswer(body)) return body;
  if (deps.development) {
    const faults = layoutFaults(kind, body.text, widgetContracts);
    if (faults.length > 0) return refusedWith(faults);
    // Written beside and renamed over, so the watcher never reads half a file.
    const file = fileOf(deps, kind);
    await writeFile(`${file}.saving`, formatLayout(JSON.parse(body.text)));
    await rename(`${file}.saving`, file);
    return { status: 200, body: { version: 0 } };
  }
  const saved = await deps.content.layouts.save(kind, body, token);
  if ('refused' in saved) return { status: saved.refused.status, body: saved.refused.body };
  follow(kind, saved.saved.version, body.text, deps);
  return { status: 200, body: saved.saved };
}

async function revert(
  req: IncomingMessage,
  kind: PageKind,
  token: string,
  deps: EditorApiDeps,
): Promise<Answer> {
  if (deps.development) return refuse(404, 'version', 'development keeps no versions');
  const body = await bodyOf(req, revertBody);
  if (isAnswer(body)) return body;
  const reverted = await deps.content.layouts.revert(kind, body, token);
  if ('refused' in reverted) return { status: reverted.refused.status, body: reverted.refused.body };
  const now = await deps.content.layouts.version(kind, reverted.saved.version, token);
  // The backend has just made this version: missing, it is the backend that failed.
  if (!now) throw new Error(`the backend lost version ${reverted.saved.version} of ${kind}`);
  follow(kind, now.version, now.text, deps);
  return { status: 200, body: now };
}

/** This instance lays its pages out by the new version at once; the others follow by asking. */
function follow(kind: PageKind, version: number, text: string, deps: EditorApiDeps): void {
  if (deps.layouts.applyVersion(kind, version, text).length === 0) deps.changed();
}

function refusedWith(faults: readonly { path: string; reason: string }[]): Answer {
  const [first] = faults;
  return {
    status: 400,
    body: {
      error: {
        param: first?.path ?? null,
        message: first?.reason ?? 'The layout has faults.',
        faults: faults.map(({ path, reason }) => ({ path, reason })),
      },
    },
  };
}
