import type { LayoutContext } from '@newsroom/composer';
import { z } from 'zod';

/** What an editor may set in the preview (ED-03); everything else comes from the real page. */
export const previewQuerySchema = z.object({
  page: z.enum(['article', 'home', 'category']).catch('article'),
  msid: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional()
    .catch(undefined),
  section: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional()
    .catch(undefined),
  tier: z.enum(['anonymous', 'loggedIn', 'prime']).catch('anonymous'),
  geo: z.enum(['IN', 'other']).catch('IN'),
  device: z.enum(['desktop', 'mobile', 'tablet']).catch('desktop'),
  hour: z.coerce.number().int().min(0).max(23).optional().catch(undefined),
  weekday: z.coerce.number().int().min(0).max(6).optional().catch(undefined),
  words: z.coerce.number().int().min(0).max(100_000).optional().catch(undefined),
  // HM-09, HM-07: the home page's switches as they might be (left out: as they are now).
  liveTv: z.enum(['off', '1', '2', 'Center', '3', '4']).optional().catch(undefined),
  rhsSlot: z.enum(['1', '2', '3']).optional().catch(undefined),
  ipl: z.enum(['on', 'off']).optional().catch(undefined),
});
export type PreviewQuery = z.infer<typeof previewQuerySchema>;

export function readPreviewQuery(url: URL): PreviewQuery {
  const raw = Object.fromEntries([...url.searchParams].filter(([, value]) => value !== ''));
  return previewQuerySchema.parse(raw);
}

/** The preview's choices laid over the real context of the page. */
export function applyOverrides(context: LayoutContext, query: PreviewQuery): LayoutContext {
  return {
    ...context,
    page: {
      ...context.page,
      hour: query.hour ?? context.page.hour,
      weekday: query.weekday ?? context.page.weekday,
    },
    reader: { ...context.reader, tier: query.tier, geo: query.geo, device: query.device },
    site: {
      ...context.site,
      ...(query.liveTv ? { liveTvStatus: query.liveTv === 'off' ? '' : query.liveTv } : {}),
      ...(query.rhsSlot ? { liveTvSlot: query.rhsSlot } : {}),
      ...(query.ipl ? { iplActive: query.ipl === 'on' } : {}),
    },
    ...(context.article
      ? { article: { ...context.article, words: query.words ?? context.article.words } }
      : {}),
  };
}

/** The same choices as URL parameters, to carry from the preview to the rendered frame. */
export function previewParams(query: PreviewQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return params;
}
