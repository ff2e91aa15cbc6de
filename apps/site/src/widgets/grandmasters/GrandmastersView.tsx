import type { LoginTicket } from '@newsroom/machines';
import { pictureSizes } from '@newsroom/rules/pictures';
import { Grandmasters } from '@newsroom/ui';
import type { GrandmastersData } from './cards.ts';
import { GRANDMASTERS_PATH, PROVIDER_CLIENT, PROVIDER_PATH } from './provider.ts';

const SERIES_PICTURE = pictureSizes.grandmasterSeries;
const PORTRAIT = pictureSizes.authorCard;
const noTicket = async (): Promise<LoginTicket | null> => null;

/**
 * AB-18: the Grandmasters carousel. The same markup on the server and in the island (hydrate
 * "visible"); the island passes the ticket call, so a click can sign a reader in to the portal.
 */
export function GrandmastersView({
  title,
  leadersTitle,
  data,
  loadTicket = noTicket,
  navigate,
  localHour,
  reducedMotion,
}: {
  title: string;
  leadersTitle: string;
  data: GrandmastersData;
  loadTicket?: () => Promise<LoginTicket | null>;
  /** Where a card's page is opened; the browser's address bar unless given (stories). */
  navigate?: (href: string) => void;
  /** The reader's hour; the browser's clock unless given (stories, fixed time). */
  localHour?: () => number;
  /** Forces reduced motion on or off; the reader's preference unless given. */
  reducedMotion?: boolean;
}) {
  if (data.series.length === 0 && data.leaders.length === 0) return null;
  return (
    <Grandmasters
      className="widget widget--grandmasters grandmasters"
      hour={data.hour}
      loadTicket={loadTicket}
      {...(navigate ? { navigate } : {})}
      {...(localHour ? { localHour } : {})}
      {...(reducedMotion !== undefined ? { reducedMotion } : {})}
      provider={{ action: PROVIDER_PATH, ...PROVIDER_CLIENT }}
      heading={(cards) => (
        <h2 className="widget__title grandmasters__title">
          <a href={GRANDMASTERS_PATH}>{cards === 'series' ? title : leadersTitle}</a>
        </h2>
      )}
      classNames={{
        viewport: 'grandmasters__viewport',
        card: 'grandmasters__card',
        link: 'grandmasters__link',
        controls: 'grandmasters__controls',
        arrow: 'carousel-arrow',
      }}
      series={data.series.map((series) => ({
        key: `series-${series.id}`,
        href: series.href,
        ru: series.href,
        content: (
          <>
            <span className="grandmasters__picture">
              {series.img && (
                <img
                  src={series.img}
                  alt=""
                  width={SERIES_PICTURE.width / 2}
                  height={SERIES_PICTURE.height / 2}
                  loading="lazy"
                  decoding="async"
                />
              )}
            </span>
            <span className="grandmasters__name">{series.name}</span>
            <span className="grandmasters__meta">{series.synopsis}</span>
          </>
        ),
      }))}
      leaders={data.leaders.map((leader) => ({
        key: `leader-${leader.id}`,
        href: leader.href,
        ru: leader.href,
        content: (
          <>
            <span className="grandmasters__portrait">
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
            <span className="grandmasters__name">{leader.name}</span>
            <span className="grandmasters__meta">{leader.role}</span>
          </>
        ),
      }))}
    />
  );
}
