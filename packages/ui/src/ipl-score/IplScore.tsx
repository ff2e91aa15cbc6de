import { type IplRefresh, type IplScore, iplScoreMachine, selectIplScoreView } from '@newsroom/machines';
import { useActor } from '@xstate/react';
import { fromPromise } from 'xstate';

/**
 * HM-07 the IPL score, headless: the series, each innings (the batting side's short name with its
 * full name, runs/wickets, overs of the allotted overs) and the state: `Live` while on, the result
 * once over. `data-state` is `live` or `result`.
 *
 * `IplScoreBoard` renders a score (the server's HTML); `IplScoreLive` runs the refresh machine
 * (every 30 s while a match id is known) around it in the browser. The board's box holds two
 * innings lines from the start, so a second innings moves nothing.
 */
export interface IplScoreBoardProps {
  score: IplScore;
  title: string;
  /** Where the heading leads (the list's SHORTURL); the heading is plain text without it. */
  href?: string;
  labels?: Partial<Record<'live' | 'overs' | 'yetToBat', string>>;
  className?: string;
  classNames?: Partial<
    Record<'title' | 'series' | 'innings' | 'line' | 'team' | 'total' | 'overs' | 'status', string>
  >;
}

const DEFAULT_LABELS = { live: 'Live', overs: 'ov', yetToBat: 'Yet to bat' };

export function IplScoreBoard({
  score,
  title,
  href,
  labels,
  className,
  classNames = {},
}: IplScoreBoardProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const [first] = score.innings;
  return (
    <section className={className} data-ipl-score="" data-state={score.result ? 'result' : 'live'}>
      <h2 className={classNames.title}>{href ? <a href={href}>{title}</a> : title}</h2>
      <p className={classNames.series}>{score.series}</p>
      <ul className={classNames.innings}>
        {score.innings.slice(0, 2).map((innings) => (
          <li key={innings.number} className={classNames.line} data-innings={innings.number}>
            <abbr className={classNames.team} title={innings.batting.name}>
              {innings.batting.short}
            </abbr>{' '}
            <span className={classNames.total}>
              {innings.runs}/{innings.wickets}
            </span>{' '}
            <span className={classNames.overs}>
              ({innings.overs}/{innings.allottedOvers} {text.overs})
            </span>
          </li>
        ))}
        {first && score.innings.length === 1 ? (
          // The side still to bat: its line is there from the start, so nothing moves later.
          <li className={classNames.line} data-innings={2}>
            <abbr className={classNames.team} title={first.bowling.name}>
              {first.bowling.short}
            </abbr>{' '}
            <span className={classNames.overs}>{text.yetToBat}</span>
          </li>
        ) : null}
      </ul>
      <p className={classNames.status}>{score.result || text.live}</p>
    </section>
  );
}

export interface IplScoreLiveProps extends Omit<IplScoreBoardProps, 'score'> {
  matchId: string | null;
  score: IplScore;
  /** The site's refresh call; rejects on failure (only logged, spec §8). */
  fetchScore: (matchId: string) => Promise<IplRefresh>;
  onFailure?: (error: unknown) => void;
  /** Replaces the 30 s between refreshes (stories and tests; the page leaves it out). */
  refreshMs?: number;
}

export function IplScoreLive({
  matchId,
  score,
  fetchScore,
  onFailure,
  refreshMs,
  ...board
}: IplScoreLiveProps) {
  const [snapshot] = useActor(
    iplScoreMachine.provide({
      actors: {
        fetchScore: fromPromise(({ input }: { input: { matchId: string } }) => fetchScore(input.matchId)),
      },
      actions: { logFailure: ({ event }) => onFailure?.((event as { error?: unknown }).error) },
      ...(refreshMs !== undefined ? { delays: { REFRESH: refreshMs } } : {}),
    }),
    { input: { matchId, score } },
  );
  const view = selectIplScoreView(snapshot);
  return <IplScoreBoard {...board} score={view.score ?? score} />;
}
