import { InfoTip, ScrollStrip } from '@newsroom/ui';
import { useId } from 'react';
import { type RadarCollection, UPSIDE_RADAR_PATH } from './collections.ts';

const UPSIDE_NOTE =
  'Potential upside: the average, over the screener’s companies, of how far the analysts’ target price is above the price now.';

/**
 * AB-12 upside radar: one strip item a collection (its two screeners as cards). Server-rendered
 * whole; the island (hydrate "visible") makes the dots follow the scroll and scroll on a press.
 */
export function UpsideRadarView({
  title,
  collections,
}: {
  title: string;
  collections: readonly RadarCollection[];
}) {
  const headingId = useId();
  if (collections.length === 0) return null;
  return (
    <ScrollStrip
      className="widget market-widget upside-radar"
      aria-labelledby={headingId}
      aria-label={title}
      header={
        <>
          <h2 className="widget__title" id={headingId}>
            <a href={UPSIDE_RADAR_PATH}>{title}</a>
          </h2>
          <p className="market-widget__note">
            Stocks with the most room to rise, by analysts’ targets{' '}
            <InfoTip term="potential upside" className="info-tip" contentClassName="info-tip__content">
              {UPSIDE_NOTE}
            </InfoTip>
            <span className="visually-hidden">{UPSIDE_NOTE}</span>
          </p>
        </>
      }
      classNames={{
        strip: 'upside-radar__strip',
        item: 'upside-radar__item',
        dots: 'market-dots',
        dot: 'market-dots__dot',
      }}
      items={collections.map((collection) => ({
        key: collection.id,
        label: collection.name,
        content: (
          <div className="upside-radar__collection">
            <h3 className="upside-radar__name">{collection.name}</h3>
            <ul className="upside-radar__screeners">
              {collection.screeners.map((screener) => (
                <li key={screener.id}>
                  <a className="upside-radar__card" href={screener.url}>
                    <span className="upside-radar__screener">{screener.name}</span>
                    <span className="upside-radar__upside">
                      <span className="price">{screener.upside.toFixed(1)}%</span> potential upside
                    </span>
                    <span className="upside-radar__count">{screener.companies} stocks</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ),
      }))}
    />
  );
}
