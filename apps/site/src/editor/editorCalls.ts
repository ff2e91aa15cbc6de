import { formatLayout, layoutFaults } from '@newsroom/composer/editor';
import type { PageKind } from '@newsroom/composer/layout';
import { widgetContracts } from '@newsroom/contracts/widgets';
import { type LayoutDocument, LayoutSaveError } from '@newsroom/machines';
import type { LayoutEditorCalls } from '@newsroom/ui';
import { historySchema, refusalSchema, versionSchema } from '../content/layouts/schemas.ts';
import { z } from '../content/zod.ts';
import { LAYOUT_EDITOR_API } from './editorPaths.ts';

// ED-04: the editor's calls in the browser: to the site's own editor API (editorApi.ts), every
// answer parsed; the layout check before a save is the composer's own, with the same contracts.

const loadedSchema = z.object({ version: z.number().int().min(0), text: z.string().max(512 * 1024) });
const savedSchema = z.object({ version: z.number().int().min(0) });

const api = (kind: string, rest = '') => `${LAYOUT_EDITOR_API}${encodeURIComponent(kind)}${rest}`;

async function send(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return json;
  const refusal = refusalSchema.safeParse(json);
  if (!refusal.success) throw new Error(`the site answered ${response.status}`);
  const { message, faults, current } = refusal.data.error;
  if (response.status === 409 || (faults && faults.length > 0))
    throw new LayoutSaveError(message, {
      ...(faults ? { faults } : {}),
      ...(current !== undefined ? { current } : {}),
    });
  throw new Error(message);
}

const documentOf = (text: string): LayoutDocument => {
  const json: unknown = JSON.parse(text);
  return typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as LayoutDocument) : {};
};

export const editorCalls: LayoutEditorCalls = {
  async load(kind) {
    const { version, text } = loadedSchema.parse(await send('GET', api(kind)));
    return { version, document: documentOf(text) };
  },
  async validate(kind, document) {
    return layoutFaults(kind as PageKind, formatLayout(document), widgetContracts).map(
      ({ path, reason }) => ({
        path,
        reason,
      }),
    );
  },
  async save(kind, baseVersion, document) {
    return savedSchema.parse(await send('PUT', api(kind), { baseVersion, text: formatLayout(document) }));
  },
  async revert(kind, baseVersion, version) {
    const reverted = versionSchema.parse(await send('POST', api(kind, '/revert'), { baseVersion, version }));
    return { version: reverted.version, document: documentOf(reverted.text) };
  },
};

export async function loadHistory(kind: string) {
  return historySchema.parse(await send('GET', api(kind, '/versions'))).versions;
}

export async function loadVersionText(kind: string, version: number): Promise<string> {
  return versionSchema.parse(await send('GET', api(kind, `/versions/${version}`))).text;
}
