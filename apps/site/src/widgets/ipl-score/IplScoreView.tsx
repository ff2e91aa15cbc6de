import type { IplScore } from '@newsroom/machines';
import { IplScoreBoard, IplScoreLive } from '@newsroom/ui';

/** What the page and the island get: the match the list names and its score (with innings). */
export interface IplScoreData {
  matchId: string;
  score: IplScore;
  /** The list's SHORTURL, a site path; null: the heading links nowhere. */
  href: string | null;
}

/** The site's class names on the headless board (styles/home-live.css). */
export const IPL_CLASS_NAMES = {
  title: 'widget__title',
  series: 'ipl__series',
  innings: 'ipl__innings',
  line: 'ipl__line',
  team: 'ipl__team',
  total: 'ipl__total',
  overs: 'ipl__overs',
  status: 'ipl__status',
};

export function IplScoreView({
  title,
  data,
  fetchScore,
  onFailure,
  refreshMs,
}: {
  title: string;
  data: IplScoreData;
  fetchScore?: Parameters<typeof IplScoreLive>[0]['fetchScore'];
  onFailure?: (error: unknown) => void;
  /** For the stories (DV-02): a shorter wait than the page's 30 s between refreshes. */
  refreshMs?: number;
}) {
  const board = {
    title,
    ...(data.href ? { href: data.href } : {}),
    className: 'widget ipl',
    classNames: IPL_CLASS_NAMES,
  };
  if (!fetchScore) return <IplScoreBoard {...board} score={data.score} />;
  return (
    <IplScoreLive
      {...board}
      matchId={data.matchId}
      score={data.score}
      fetchScore={fetchScore}
      {...(onFailure ? { onFailure } : {})}
      {...(refreshMs !== undefined ? { refreshMs } : {})}
    />
  );
}
