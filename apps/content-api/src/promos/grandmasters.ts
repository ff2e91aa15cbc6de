import { z } from 'zod';
import { pictureUrl } from '../content/site-paths.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { parseQuery } from '../http/query.ts';
import { contentJson, type Handler, type RouteContext } from '../http/reply.ts';

// AB-18 Grandmasters (spec §7: "series and leaders (slug=all), header portal=masterclass"): the
// masterclass portal's series and the leaders who speak in them. `slug=all` answers every one;
// a series' slug answers that series (and its leaders) alone.

export const GrandmasterSeries = z.object({
  id: z.number().int(),
  name: z.string(),
  slug_url: z.string(),
  feature_image_url: z.string().url(),
  synopsis: z.string(),
});
export const GrandmasterSpeaker = z.object({
  leader_id: z.number().int(),
  slug: z.string(),
  picture_url: z.string().url(),
  user_name: z.string(),
  designation: z.string(),
  company: z.string(),
  /** The series the leader speaks in (added). */
  series_id: z.number().int(),
});
export const SeriesAnswer = z.object({ series: z.array(GrandmasterSeries) });
export const LeadersAnswer = z.object({ speakers: z.array(GrandmasterSpeaker) });

const slugQuery = z.object({
  slug: z
    .string({ error: 'is required' })
    .regex(/^(?:all|[a-z0-9]{1,40}(?:-[a-z0-9]{1,40}){0,12})$/, 'must be all or a series slug'),
});

/** The portal answers only callers that say who they are for. */
function checkPortal(context: RouteContext): void {
  const portal = context.headers.portal;
  if (portal !== 'masterclass') throw badRequest('portal', 'the portal header must be masterclass');
}

/** The series a slug names (null: all), or a 404 naming the slug. */
async function seriesOf(context: RouteContext, slug: string) {
  if (slug === 'all') return null;
  const found = await context.db
    .selectFrom('grandmaster_series')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!found) throw notFound('slug', `no series ${slug}`);
  return Number(found.id);
}

export const getGrandmasterSeries: Handler = async (context) => {
  checkPortal(context);
  const { slug } = parseQuery(slugQuery, context.query);
  const only = await seriesOf(context, slug);
  let query = context.db.selectFrom('grandmaster_series').selectAll().orderBy('position');
  if (only !== null) query = query.where('id', '=', only);
  const rows = await query.execute();
  return contentJson({
    series: rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      slug_url: row.slug,
      feature_image_url: pictureUrl(context.publicUrl, Number(row.image_id)),
      synopsis: row.synopsis,
    })),
  } satisfies z.infer<typeof SeriesAnswer>);
};

export const getGrandmasterLeaders: Handler = async (context) => {
  checkPortal(context);
  const { slug } = parseQuery(slugQuery, context.query);
  const only = await seriesOf(context, slug);
  let query = context.db
    .selectFrom('grandmaster_leaders')
    .innerJoin('grandmaster_series', 'grandmaster_series.id', 'grandmaster_leaders.series_id')
    .select([
      'grandmaster_leaders.id',
      'grandmaster_leaders.series_id',
      'grandmaster_leaders.slug',
      'grandmaster_leaders.name',
      'grandmaster_leaders.designation',
      'grandmaster_leaders.company',
      'grandmaster_leaders.image_id',
    ])
    .orderBy('grandmaster_series.position')
    .orderBy('grandmaster_leaders.position');
  if (only !== null) query = query.where('grandmaster_leaders.series_id', '=', only);
  const rows = await query.execute();
  return contentJson({
    speakers: rows.map((row) => ({
      leader_id: Number(row.id),
      slug: row.slug,
      picture_url: pictureUrl(context.publicUrl, Number(row.image_id)),
      user_name: row.name,
      designation: row.designation,
      company: row.company,
      series_id: Number(row.series_id),
    })),
  } satisfies z.infer<typeof LeadersAnswer>);
};
