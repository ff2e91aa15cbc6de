import { layoutFaults as checkLayout } from '@newsroom/composer/editor';
import { DOCUMENT_LIMITS, type LayoutFault, type PageKind, pageKinds } from '@newsroom/composer/layout';
import { widgetContracts } from '@newsroom/contracts/widgets';
import { z } from 'zod';
import { hasRole } from '../content/session-user.ts';
import { HttpError } from '../http/http-error.ts';
import { freshJson, type Handler, type Reply, type RouteContext } from '../http/reply.ts';
import type { Route } from '../http/router.ts';
import {
  addLayoutVersion,
  currentLayoutVersions,
  type LayoutVersion,
  type LayoutVersionInfo,
  layoutHistory,
  layoutVersion,
} from '../store/layout-versions.ts';
import type { ReaderRow } from '../store/readers.ts';

// ED-04: the editors' layouts as versions. The site lays its pages out by the newest version of
// each page kind (GET /layouts/current, polled); editors read the history, save and revert. A
// layout is validated by the composer's own parseLayout with the site's own widget contracts: the
// very check of `./dev layout check` and of the editor in the browser, so none can pass what
// another refuses.

/** An editor's note on a save; longer notes belong in the ticket. */
const NOTE_LIMIT = 200;

async function editor(context: RouteContext): Promise<ReaderRow> {
  const reader = await context.reader();
  if (!reader) throw new HttpError(401, 'session', 'Please sign in to edit layouts.');
  if (!hasRole(reader, 'editor')) throw new HttpError(403, 'session', 'Only editors edit layouts.');
  return reader;
}

function kindOf(context: RouteContext): PageKind {
  const kind = context.params.kind;
  if (!(pageKinds as readonly (string | undefined)[]).includes(kind))
    throw new HttpError(400, 'kind', `must be one of ${pageKinds.join(', ')}`);
  return kind as PageKind;
}

const positive = z.number().int().min(1).max(1_000_000_000);

function versionOf(context: RouteContext): number {
  const parsed = positive.safeParse(Number(context.params.version));
  if (!/^\d{1,10}$/.test(context.params.version ?? '') || !parsed.success)
    throw new HttpError(400, 'version', 'must be a version number (1, 2, …)');
  return parsed.data;
}

const describe = ({ version, at, author, note, revertedFrom }: LayoutVersionInfo) => ({
  version,
  at: new Date(at).toISOString(),
  author,
  note,
  revertedFrom,
});

const withText = (version: LayoutVersion) => ({ ...describe(version), text: version.text });

/** 400 naming the first fault's json path as the parameter, every fault listed. */
function refused(faults: readonly LayoutFault[]): Reply {
  const [first] = faults as [LayoutFault];
  return {
    kind: 'json',
    status: 400,
    body: {
      error: {
        param: first.path,
        message: first.reason,
        faults: faults.map(({ path, reason }) => ({ path, reason })),
      },
    },
    headers: { 'cache-control': 'no-store' },
  };
}

function conflict(current: number): Reply {
  return {
    kind: 'json',
    status: 409,
    body: {
      error: {
        param: 'baseVersion',
        message: `another editor saved version ${current} since; reload it and make the change again`,
        current,
      },
    },
    headers: { 'cache-control': 'no-store' },
  };
}

/** `GET /layouts/current`: the newest version of every page kind that has one (the site polls it). */
const getCurrentLayouts: Handler = async (context) => {
  const current = await currentLayoutVersions(context.db, pageKinds);
  return freshJson({
    layouts: current.map(({ kind, version, text }) => ({ kind, version, text })),
  });
};

/** `GET /layouts/{kind}`: the newest version with its author, or `current: null` (the file rules). */
const getLayout: Handler = async (context) => {
  await editor(context);
  const kind = kindOf(context);
  const current = await layoutVersion(context.db, kind);
  return freshJson({ kind, current: current ? withText(current) : null });
};

/** `GET /layouts/{kind}/versions`: the history, newest first (at most 100). */
const getHistory: Handler = async (context) => {
  await editor(context);
  const kind = kindOf(context);
  return freshJson({ kind, versions: (await layoutHistory(context.db, kind)).map(describe) });
};

/** `GET /layouts/{kind}/versions/{n}`: one version with its document. */
const getVersion: Handler = async (context) => {
  await editor(context);
  const kind = kindOf(context);
  const found = await layoutVersion(context.db, kind, versionOf(context));
  if (!found) throw new HttpError(404, 'version', `${kind} has no version ${context.params.version}`);
  return freshJson({ kind, ...withText(found) });
};

const baseVersion = z.number().int().min(0).max(1_000_000_000);
const note = z
  .string()
  .max(NOTE_LIMIT)
  .regex(/^[^\p{Cc}]*$/u);
const saveBody = z.strictObject({ baseVersion, text: z.string(), note: note.optional() });
const revertBody = z.strictObject({ baseVersion, version: positive });

/** Reads the body, naming the first bad field. */
async function bodyOf<T>(context: RouteContext, schema: z.ZodType<T>): Promise<T> {
  const parsed = schema.safeParse(await context.json(DOCUMENT_LIMITS.bytes + 4096));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const param = issue?.path.length ? String(issue.path[0]) : 'body';
  throw new HttpError(400, param, issue?.message ?? 'must be a JSON object');
}

/**
 * `PUT /layouts/{kind}` (`{ baseVersion, text, note? }`): a new version, when the text passes the
 * layout check (400 naming the json path of its first fault, all faults listed) and `baseVersion`
 * is still the newest (409 naming the newest otherwise).
 */
const putLayout: Handler = async (context) => {
  const reader = await editor(context);
  const kind = kindOf(context);
  const body = await bodyOf(context, saveBody);
  const faults = checkLayout(kind, body.text, widgetContracts);
  if (faults.length > 0) return refused(faults);
  const saved = await addLayoutVersion(context.db, {
    kind,
    base: body.baseVersion,
    text: body.text,
    note: body.note ?? '',
    revertedFrom: null,
    at: context.now(),
    by: reader.id,
  });
  if ('conflict' in saved) return conflict(saved.conflict.current);
  return freshJson({ kind, ...describe(saved.added) });
};

/**
 * `POST /layouts/{kind}/revert` (`{ baseVersion, version }`): copies an old version as the newest,
 * checked again (the widgets may have changed since it was saved).
 */
const revertLayout: Handler = async (context) => {
  const reader = await editor(context);
  const kind = kindOf(context);
  const body = await bodyOf(context, revertBody);
  const old = await layoutVersion(context.db, kind, body.version);
  if (!old) throw new HttpError(400, 'version', `${kind} has no version ${body.version}`);
  const faults = checkLayout(kind, old.text, widgetContracts);
  if (faults.length > 0) return refused(faults);
  const saved = await addLayoutVersion(context.db, {
    kind,
    base: body.baseVersion,
    text: old.text,
    note: `revert to ${body.version}`,
    revertedFrom: body.version,
    at: context.now(),
    by: reader.id,
  });
  if ('conflict' in saved) return conflict(saved.conflict.current);
  return freshJson({ kind, ...describe(saved.added) });
};

export const layoutRoutes: Route[] = [
  { method: 'GET', path: '/layouts/current', handler: getCurrentLayouts },
  { method: 'GET', path: '/layouts/:kind', handler: getLayout },
  { method: 'PUT', path: '/layouts/:kind', handler: putLayout },
  { method: 'GET', path: '/layouts/:kind/versions', handler: getHistory },
  { method: 'GET', path: '/layouts/:kind/versions/:version', handler: getVersion },
  { method: 'POST', path: '/layouts/:kind/revert', handler: revertLayout },
];
