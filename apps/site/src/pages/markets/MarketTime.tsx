/** When the figures are from, and whether the market is open (IST, as the backend writes it). */
export function MarketTime({ status, updated }: { status?: 'OPEN' | 'CLOSED'; updated: string }) {
  const time = /T(\d{2}:\d{2})/.exec(updated)?.[1];
  const date = /^(\d{4}-\d{2}-\d{2})/.exec(updated)?.[1];
  return (
    <p className="market-page__time">
      {status && (
        <span className="market-page__status" data-status={status.toLowerCase()}>
          Market {status === 'OPEN' ? 'open' : 'closed'}
        </span>
      )}{' '}
      {date && time && (
        <>
          Figures of <time dateTime={updated}>{`${date} ${time} IST`}</time>
        </>
      )}
    </p>
  );
}
