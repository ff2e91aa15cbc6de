import { publication } from '@newsroom/rules/publication';
import { ContentUnavailable } from '../../content/http.ts';
import { PromoUnavailable } from '../../content/promos/client.ts';
import type { PageResult } from '../../lib/pageResult.tsx';
import { toLeaderCards, toSeriesCards } from '../../widgets/grandmasters/cards.ts';
import { GRANDMASTERS_PATH, seriesPath } from '../../widgets/grandmasters/provider.ts';
import type { PageDeps } from '../kit/pageDeps.ts';
import { GrandmastersPage, GrandmastersSeriesPage } from './GrandmastersPage.tsx';

/** Everything the portal has: the pages list it all. */
const ALL = 100;
const PAGE_MAX_AGE = 30;

/**
 * AB-18 the Grandmasters pages (spec §2.4 links): `/etgrandmasters` and
 * `/etgrandmasters/{seriesId}`, from the backend's series and leaders. A series it does not know
 * is a 404; another spelling of an address is a 301 to the page's own; a backend that cannot
 * answer is the site's 503.
 */
export async function grandmastersPage(
  seriesId: string | null,
  deps: Pick<PageDeps, 'content' | 'url' | 'origin' | 'preview'>,
  notFound: () => PageResult,
): Promise<PageResult> {
  let answer: Awaited<ReturnType<typeof deps.content.promos.grandmasters>>;
  try {
    answer = await deps.content.promos.grandmasters();
  } catch (error) {
    if (error instanceof PromoUnavailable) throw new ContentUnavailable(error.message);
    throw error;
  }
  const series = toSeriesCards(answer.series, ALL);
  const leaders = toLeaderCards(answer.leaders, ALL);
  const path = seriesId === null ? GRANDMASTERS_PATH : seriesPath(seriesId);
  const chosen = seriesId === null ? null : series.find((each) => each.id === seriesId);
  if (seriesId !== null && !chosen) return notFound();
  if (deps.url.pathname !== path && !deps.preview) {
    return { status: 301, redirect: path + deps.url.search, head: { title: '' }, body: <></>, maxAge: 3600 };
  }
  const head = (title: string, description: string) => ({
    title: `${title} | ${publication.name}`,
    description,
    canonical: `${deps.origin}${path}`,
  });
  if (!chosen) {
    return {
      status: 200,
      maxAge: PAGE_MAX_AGE,
      head: head('Grandmasters', 'Masterclasses with the people who built India’s companies.'),
      body: <GrandmastersPage series={series} leaders={leaders} />,
    };
  }
  return {
    status: 200,
    maxAge: PAGE_MAX_AGE,
    head: head(`${chosen.name}: Grandmasters`, chosen.synopsis),
    body: (
      <GrandmastersSeriesPage
        series={chosen}
        leaders={leaders.filter((leader) => leader.href === chosen.href)}
        others={series.filter((each) => each.id !== chosen.id)}
      />
    ),
  };
}
