import { z } from 'zod';
import { oneOf } from '../http/params.ts';
import { parseQuery } from '../http/query.ts';
import { contentJson, type Handler } from '../http/reply.ts';
import { type SiteConfigKey, siteConfig } from '../seed/site-config.ts';

const keys = Object.keys(siteConfig) as [SiteConfigKey, ...SiteConfigKey[]];

/** The answer of `GET /config?key=…`: the key echoed and its entries, every value a string. */
export const ConfigAnswer = z.strictObject({
  key: z.string(),
  data: z.record(z.string(), z.string()),
});
export type ConfigAnswer = z.infer<typeof ConfigAnswer>;

const configQuery = z.object({ key: oneOf(keys) });

/** `GET /config?key=…` (one of `siteConfig`'s keys): editors' switches and texts for a widget (AR-14, AR-15, AR-16, AB-09, AB-21, AB-19, AB-11, AB-23, AB-03). */
export const getConfig: Handler = async (context) => {
  const { key } = parseQuery(configQuery, context.query);
  return contentJson({
    key,
    data: withPictureUrls(siteConfig[key], context.publicUrl),
  } satisfies ConfigAnswer);
};

/** Pictures are written as `/photos/…` paths and answered absolute, as every picture URL is. */
function withPictureUrls(data: Record<string, string>, publicUrl: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(data).map(([name, value]) => [
      name,
      value.startsWith('/photos/') ? `${publicUrl}${value}` : value,
    ]),
  );
}
