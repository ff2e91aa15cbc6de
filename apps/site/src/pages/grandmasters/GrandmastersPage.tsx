import { pictureSizes } from '@newsroom/rules/pictures';
import type { LeaderCard, SeriesCard } from '../../widgets/grandmasters/cards.ts';
import { Chrome } from '../Chrome.tsx';

const SERIES_PICTURE = pictureSizes.grandmasterSeries;
const PORTRAIT = pictureSizes.authorCard;

function SeriesList({ series }: { series: readonly SeriesCard[] }) {
  return (
    <ul className="gm-page__series">
      {series.map((each) => (
        <li key={each.id}>
          <a className="gm-page__series-link" href={each.href}>
            <span className="gm-page__picture">
              {each.img && (
                <img
                  src={each.img}
                  alt=""
                  width={SERIES_PICTURE.width / 2}
                  height={SERIES_PICTURE.height / 2}
                  loading="lazy"
                  decoding="async"
                />
              )}
            </span>
            <span className="gm-page__name">{each.name}</span>
          </a>
          <p className="gm-page__synopsis">{each.synopsis}</p>
        </li>
      ))}
    </ul>
  );
}

function LeaderList({ leaders }: { leaders: readonly LeaderCard[] }) {
  return (
    <ul className="gm-page__leaders">
      {leaders.map((leader) => (
        <li key={leader.id} className="gm-page__leader">
          <span className="gm-page__portrait">
            {leader.img && (
              <img
                src={leader.img}
                alt=""
                width={PORTRAIT.width / 2}
                height={PORTRAIT.height / 2}
                loading="lazy"
                decoding="async"
              />
            )}
          </span>
          <span>
            <strong className="gm-page__leader-name">{leader.name}</strong>
            <span className="gm-page__role">{leader.role}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** AB-18 `/etgrandmasters`: every series of the masterclass portal and its leaders. */
export function GrandmastersPage({
  series,
  leaders,
}: {
  series: readonly SeriesCard[];
  leaders: readonly LeaderCard[];
}) {
  return (
    <Chrome>
      <div className="gm-page">
        <header className="gm-page__header">
          <p className="gm-page__kicker">Ledger Masterclass</p>
          <h1 className="category__title">Grandmasters</h1>
          <p className="gm-page__intro">
            Masterclasses with the people who built India’s companies: how they lead, invest and decide.
          </p>
        </header>
        <h2 className="widget__title">The series</h2>
        <SeriesList series={series} />
        <h2 className="widget__title">The leaders</h2>
        <LeaderList leaders={leaders} />
      </div>
    </Chrome>
  );
}

/** AB-18 `/etgrandmasters/{seriesId}`: one series, its leaders, and the other series. */
export function GrandmastersSeriesPage({
  series,
  leaders,
  others,
}: {
  series: SeriesCard;
  leaders: readonly LeaderCard[];
  others: readonly SeriesCard[];
}) {
  return (
    <Chrome>
      <div className="gm-page">
        <header className="gm-page__header">
          <p className="gm-page__kicker">
            <a href="/etgrandmasters">Grandmasters</a>
          </p>
          <h1 className="category__title">{series.name}</h1>
          <p className="gm-page__intro">{series.synopsis}</p>
        </header>
        <div className="gm-page__lead">
          {series.img && (
            <img
              src={series.img}
              alt=""
              width={SERIES_PICTURE.width}
              height={SERIES_PICTURE.height}
              decoding="async"
            />
          )}
        </div>
        <h2 className="widget__title">In this series</h2>
        {leaders.length > 0 ? <LeaderList leaders={leaders} /> : <p>The speakers will be announced soon.</p>}
        {others.length > 0 && (
          <>
            <h2 className="widget__title">More series</h2>
            <SeriesList series={others} />
          </>
        )}
      </div>
    </Chrome>
  );
}
