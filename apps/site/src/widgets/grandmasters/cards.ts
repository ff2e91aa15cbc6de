import { pictureAt } from '@newsroom/rules/pictures';
import { safeMediaUrl } from '@newsroom/rules/safe-url';
import type { GrandmasterLeader, GrandmasterSeries } from '../../content/promos/schemas.ts';
import { GRANDMASTERS_PATH, seriesPath } from './provider.ts';

/** A series card, checked and sized on the server (island props carry only these). */
export interface SeriesCard {
  id: string;
  name: string;
  synopsis: string;
  href: string;
  img?: string;
}

/** A leader card; its page is the leader's series. */
export interface LeaderCard {
  id: string;
  name: string;
  role: string;
  href: string;
  img?: string;
}

export interface GrandmastersData {
  /** The India hour the page was made for: the server's guess at series or leaders. */
  hour: number;
  series: SeriesCard[];
  leaders: LeaderCard[];
}

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
const numeric = /^\d{1,12}$/;

export function toSeriesCards(series: readonly GrandmasterSeries[], count: number): SeriesCard[] {
  return series
    .filter((each) => numeric.test(each.id))
    .slice(0, count)
    .map((each) => {
      const src = safeMediaUrl(each.feature_image_url);
      return {
        id: each.id,
        name: cut(each.name, 80),
        synopsis: cut(each.synopsis, 140),
        href: seriesPath(each.id),
        ...(src ? { img: pictureAt(src, 'grandmasterSeries') } : {}),
      };
    });
}

export function toLeaderCards(leaders: readonly GrandmasterLeader[], count: number): LeaderCard[] {
  return leaders.slice(0, count).map((leader) => {
    const src = safeMediaUrl(leader.picture_url);
    const role = [leader.designation, leader.company].filter(Boolean).join(', ');
    return {
      id: leader.leader_id,
      name: cut(leader.user_name, 60),
      role: cut(role, 90),
      href:
        leader.series_id && numeric.test(leader.series_id) ? seriesPath(leader.series_id) : GRANDMASTERS_PATH,
      ...(src ? { img: pictureAt(src, 'authorCard') } : {}),
    };
  });
}
