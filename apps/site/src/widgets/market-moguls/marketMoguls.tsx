import { type MarketMogulsProps, marketMogulsContract } from '@newsroom/contracts/widgets/market-moguls';
import type { MarketMogul } from '../../content/markets/schemas.ts';
import { MARKET_MOGULS_PATH } from '../../lib/routes/marketPages.ts';
import { defineWidget } from '../types.ts';
import { MogulItem } from './MogulItem.tsx';

/** HM-04 market moguls, from the backend's moguls call (the market client, kept 30 s). Static. */
export const marketMoguls = defineWidget(marketMogulsContract, {
  load: (ctx, { count }) => ctx.content.markets.moguls(count),
  View({ props: { title }, data }: { props: MarketMogulsProps; data: MarketMogul[] }) {
    if (data.length === 0) return null;
    return (
      <section className="widget market-moguls">
        <h2 className="widget__title">
          <a href={MARKET_MOGULS_PATH}>{title}</a>
        </h2>
        <ul className="widget__list widget__list--ruled">
          {data.map((item) => (
            <li key={item.msid}>
              <MogulItem item={item} />
            </li>
          ))}
        </ul>
      </section>
    );
  },
});
