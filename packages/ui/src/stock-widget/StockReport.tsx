import { showsStockScore } from '@newsroom/machines';
import type { ComponentProps, ReactNode } from 'react';

/**
 * AB-04 stock report parts, headless (spec §5): the stock score and the recommendation cards of a
 * company feed, each telling by `data-state` what the reader may see. Shared by the stock widget
 * and the company page, so the lock rules live once.
 *
 * - `StockScore`: nothing unless `showsr` is the string "true"; `locked` (a reader who is not
 *   Prime, or a feed the backend locked) shows the lock and its text; unlocked, the score, or
 *   `NR` when the report has none.
 * - `StockReco`: the cards' titles always; their values only unlocked; locked, each value is a
 *   lock and the `cta` (SUBSCRIBE NOW) follows the cards.
 */

/** One line of a feed's score or reco item (spec §3: title, value, style). */
export interface StockReportLine {
  title: string;
  value: string;
  style?: 'positive' | 'negative' | 'neutral' | undefined;
}

export type StockScoreState = 'locked' | 'scored' | 'unrated';

/** What the score shows: `null` when it is not shown at all. */
export function stockScoreState(score: {
  showsr: unknown;
  locked: boolean;
  value: string;
}): StockScoreState | null {
  if (!showsStockScore(score.showsr)) return null;
  if (score.locked) return 'locked';
  return score.value.trim() === '' ? 'unrated' : 'scored';
}

export interface StockScoreProps extends Omit<ComponentProps<'div'>, 'children'> {
  showsr: unknown;
  locked: boolean;
  /** The score ("1".."10"), "" when the report has none. */
  value: string;
  label?: string;
  /** The lock's words for readers who are not Prime. */
  lockedText: string;
  /** Shown for a Prime reader when the report has no score. */
  unratedText?: string;
  /** The lock's mark (decoration, hidden from screen readers). */
  lockMark?: ReactNode;
  classNames?: Partial<Record<'label' | 'value' | 'lock', string>>;
}

export function StockScore({
  showsr,
  locked,
  value,
  label = 'Stock Score',
  lockedText,
  unratedText = 'NR',
  lockMark,
  classNames = {},
  ...props
}: StockScoreProps) {
  const state = stockScoreState({ showsr, locked, value });
  if (!state) return null;
  return (
    <div {...props} data-state={state}>
      <span className={classNames.label}>{label}</span>
      {state === 'locked' ? (
        <span className={classNames.lock}>
          {lockMark && <span aria-hidden="true">{lockMark}</span>}
          {lockedText}
        </span>
      ) : (
        <span className={classNames.value}>{state === 'scored' ? value.trim() : unratedText}</span>
      )}
    </div>
  );
}

export interface StockRecoProps extends Omit<ComponentProps<'div'>, 'children'> {
  lines: readonly StockReportLine[];
  locked: boolean;
  /** Follows locked cards: the way to subscribe. */
  cta?: ReactNode;
  /** A locked value: the lock mark's name, or the text itself without a mark. */
  lockedValue?: string;
  lockMark?: ReactNode;
  classNames?: Partial<Record<'cards' | 'card' | 'title' | 'value' | 'lock' | 'cta', string>>;
}

export function StockReco({
  lines,
  locked,
  cta,
  lockedValue = 'Locked',
  lockMark,
  classNames = {},
  ...props
}: StockRecoProps) {
  if (lines.length === 0) return null;
  return (
    <div {...props} data-state={locked ? 'locked' : 'unlocked'}>
      <dl className={classNames.cards}>
        {lines.map((line) => (
          <div
            key={line.title}
            className={classNames.card}
            data-style={locked ? 'neutral' : (line.style ?? 'neutral')}
          >
            <dt className={classNames.title}>{line.title}</dt>
            {locked ? (
              <dd className={classNames.lock}>
                {lockMark ? (
                  <span role="img" aria-label={lockedValue}>
                    {lockMark}
                  </span>
                ) : (
                  lockedValue
                )}
              </dd>
            ) : (
              <dd className={classNames.value}>{line.value.trim() || '—'}</dd>
            )}
          </div>
        ))}
      </dl>
      {locked && cta && <div className={classNames.cta}>{cta}</div>}
    </div>
  );
}
