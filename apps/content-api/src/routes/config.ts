import { z } from 'zod';
import { hasRole } from '../content/session-user.ts';
import { HttpError } from '../http/http-error.ts';
import { oneOf } from '../http/params.ts';
import { parseQuery } from '../http/query.ts';
import { contentJson, freshJson, type Handler } from '../http/reply.ts';
import type { Route } from '../http/router.ts';
import { editableConfig, maxConfigValueLength, type SiteConfigKey, siteConfig } from '../seed/site-config.ts';
import { loadConfigValues, saveConfigValues } from '../store/site-config.ts';

const keys = Object.keys(siteConfig) as [SiteConfigKey, ...SiteConfigKey[]];

/** The answer of `GET /config?key=…`: the key echoed and its entries, every value a string. */
export const ConfigAnswer = z.strictObject({
  key: z.string(),
  data: z.record(z.string(), z.string()),
});
export type ConfigAnswer = z.infer<typeof ConfigAnswer>;

const configQuery = z.object({ key: oneOf(keys) });

/** Live TV and the countdown are switched by editors: a change must reach readers within seconds. */
const editedCaching = { 'cache-control': 'public, max-age=5' };

/** A key's entries as shipped, with the values editors have set since (HM-08, HM-09). */
async function currentConfig(context: Parameters<Handler>[0], key: SiteConfigKey) {
  const shipped: Record<string, string> = siteConfig[key];
  const edited = editableConfig[key] ? await loadConfigValues(context.db, key) : {};
  const data = Object.fromEntries(
    Object.entries(shipped).map(([name, value]) => [name, edited[name] ?? value]),
  );
  return withPictureUrls(data, context.publicUrl);
}

/** `GET /config?key=…` (one of `siteConfig`'s keys): editors' switches and texts for a widget (AR-14, AR-15, AR-16, AB-09, AB-21, AB-19, AB-11, AB-23, AB-03, HM-08, HM-09). */
export const getConfig: Handler = async (context) => {
  const { key } = parseQuery(configQuery, context.query);
  const answer = { key, data: await currentConfig(context, key) } satisfies ConfigAnswer;
  return editableConfig[key] ? { ...contentJson(answer), headers: editedCaching } : contentJson(answer);
};

/** No control characters in a value an editor types (a line break in a title, a NUL). */
const CONTROL = /\p{Cc}/u;

const configChange = z.strictObject({
  key: z.string(),
  data: z.record(z.string(), z.string()),
});

/**
 * `PUT /config` (JSON `{ "key": "livetv", "data": { "livetv_home_status": "1" } }`): an editor
 * changes entries of an editable key (`editableConfig`), all or none; answers the key as
 * `GET /config` now would. Signed-in editors only (the session decides: 401, 403); each entry
 * must be one the key has and editors may change, its value one of the allowed ones (400 naming it).
 */
export const putConfig: Handler = async (context) => {
  const reader = await context.reader();
  if (!reader) throw new HttpError(401, 'session', 'Please sign in to change the configuration.');
  if (!hasRole(reader, 'editor'))
    throw new HttpError(403, 'session', 'Only editors change the configuration.');
  const parsed = configChange.safeParse(await context.json(8 * 1024));
  if (!parsed.success) throw new HttpError(400, 'body', 'must be {"key": …, "data": {name: value}}');
  const { key, data } = parsed.data;
  const rules = (keys as readonly string[]).includes(key) ? editableConfig[key as SiteConfigKey] : undefined;
  if (!rules)
    throw new HttpError(400, 'key', `editors change only ${Object.keys(editableConfig).join(', ')}`);
  const entries = Object.entries(data);
  if (entries.length === 0) throw new HttpError(400, 'data', 'names no entry to change');
  for (const [name, value] of entries) {
    const rule = Object.hasOwn(rules, name) ? rules[name] : undefined;
    if (!rule) throw new HttpError(400, name, `is not an entry of ${key} editors may change`);
    if (value.length > maxConfigValueLength || CONTROL.test(value)) {
      throw new HttpError(
        400,
        name,
        `must be at most ${maxConfigValueLength} characters, no control characters`,
      );
    }
    if (rule !== 'text' && !rule.includes(value)) {
      throw new HttpError(400, name, `must be one of ${rule.map((each) => `'${each}'`).join(', ')}`);
    }
  }
  await saveConfigValues(context.db, key, data, { at: context.now(), by: reader.id });
  return freshJson({ key, data: await currentConfig(context, key as SiteConfigKey) } satisfies ConfigAnswer);
};

export const configRoutes: Route[] = [
  { method: 'GET', path: '/config', handler: getConfig },
  { method: 'PUT', path: '/config', handler: putConfig },
];

/** Pictures and media are written as `/photos/…` and `/media/…` paths and answered absolute, as every picture URL is. */
function withPictureUrls(data: Record<string, string>, publicUrl: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(data).map(([name, value]) => [
      name,
      value.startsWith('/photos/') || value.startsWith('/media/') ? `${publicUrl}${value}` : value,
    ]),
  );
}
