import { showsStockScore } from '@newsroom/rules/markets';
import { publication } from '@newsroom/rules/publication';
import { StockReco, StockScore } from '@newsroom/ui';
import type { CompanyFeed, CompanyFeedItem, ExchangeQuote } from '../../../content/markets/schemas.ts';
import { rupees } from '../../../lib/marketFormat.ts';

// AB-04: the stock report of a company feed (the score and the reco cards, with the spec's lock
// rules from the headless StockScore / StockReco), the live-stream call and the day's figures:
// shared by the stock widget and the company page, so both show a company the same way.

/** Spec §5 "a lock with the text ETPrime Only": our Prime's name (docs/decisions.md, AB-04). */
export const PRIME_ONLY_TEXT = `${publication.primeName} Only`;
export const SUBSCRIBE_TEXT = 'SUBSCRIBE NOW';

type ListItem = Extract<CompanyFeedItem, { list: unknown }>;

/** The feed's item of a kind (score, reco, livestream-reco), if it has one. */
export function feedItem(feed: CompanyFeed, type: ListItem['type']): ListItem | undefined {
  return feed.widget.find((item): item is ListItem => item.type === type);
}

/** A padlock, drawn: no font has to carry it. */
export function LockIcon() {
  return (
    <svg
      className="lock-icon"
      viewBox="0 0 16 16"
      width="12"
      height="12"
      aria-hidden="true"
      focusable="false"
    >
      <path fill="currentColor" d="M4 7V5a4 4 0 1 1 8 0v2h1.5v8h-11V7H4zm2 0h4V5a2 2 0 1 0-4 0v2z" />
    </svg>
  );
}

/**
 * The score and the reco cards. Locked (the backend locked them: a reader who is not Prime): the
 * Prime-only words on the score, a lock on each card and SUBSCRIBE NOW to the plans page.
 * Unlocked: the score or NR, and the cards' values. No report: a line saying so, in the same room.
 */
export function StockReportBox({ feed, subscribeHref }: { feed: CompanyFeed; subscribeHref: string }) {
  const score = feedItem(feed, 'score');
  const reco = feedItem(feed, 'reco');
  const reported = showsStockScore(feed.showsr);
  return (
    <div className="stock-report" data-report={reported ? 'shown' : 'none'}>
      <StockScore
        className="stock-report__score"
        classNames={{
          label: 'stock-report__label',
          value: 'stock-report__value',
          lock: 'stock-report__lock',
        }}
        showsr={feed.showsr}
        locked={score?.locked ?? feed.primeuser !== 1}
        value={feed.stockscore}
        lockedText={PRIME_ONLY_TEXT}
        lockMark={<LockIcon />}
      />
      {reported && reco && (
        <StockReco
          className="stock-report__reco"
          classNames={{
            cards: 'stock-report__cards',
            card: 'stock-report__card',
            title: 'stock-report__label',
            value: 'stock-report__value',
            lock: 'stock-report__lock',
            cta: 'stock-report__cta',
          }}
          lines={reco.list}
          locked={reco.locked}
          lockMark={<LockIcon />}
          cta={
            <a className="stock-report__subscribe" href={subscribeHref}>
              {SUBSCRIBE_TEXT}
            </a>
          }
        />
      )}
      {!reported && <p className="stock-report__none">No stock report covers {feed.companyshortname} yet.</p>}
    </div>
  );
}

/** The live-stream expert's call (never locked), or nothing. */
export function LivestreamCall({ feed }: { feed: CompanyFeed }) {
  const call = feedItem(feed, 'livestream-reco');
  if (!call || call.list.length === 0) return null;
  return (
    <dl className="livestream-call">
      <dt className="livestream-call__heading">Live-stream call</dt>
      {call.list.map((line) => (
        <dd key={line.title} className="livestream-call__item" data-style={line.style ?? 'neutral'}>
          <span className="livestream-call__label">{line.title}</span> {line.value}
        </dd>
      ))}
    </dl>
  );
}

type MetricsItem = Extract<CompanyFeedItem, { type: 'metrics' }>;

/**
 * The day's figures on one exchange: the feed's `metrics` for it (spec §3: per exchange, a list of
 * text and value), else the same figures from its quote; dashes while there is no feed.
 */
export function QuoteFigures({ feed, exchange }: { feed: CompanyFeed | null; exchange: 'nse' | 'bse' }) {
  const quote: ExchangeQuote | undefined = feed?.[exchange];
  const metrics = feed?.widget.find((item): item is MetricsItem => item.type === 'metrics')?.[exchange] ?? [];
  const figures: [string, string][] =
    metrics.length > 0
      ? metrics.slice(0, 8).map((metric) => [metric.text, metric.value])
      : [
          ['Open', quote ? rupees(quote.open) : '—'],
          ['High', quote ? rupees(quote.high) : '—'],
          ['Low', quote ? rupees(quote.low) : '—'],
          ['Prev. Close', quote ? rupees(quote.prevclose) : '—'],
        ];
  return (
    <dl className="quote-figures">
      {figures.map(([label, value]) => (
        <div key={label} className="quote-figures__item">
          <dt>{label}</dt>
          <dd className="price">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
