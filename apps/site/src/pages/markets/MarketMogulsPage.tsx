import type { MarketMogul } from '../../content/markets/schemas.ts';
import { MogulItem } from '../../widgets/market-moguls/MogulItem.tsx';
import { MarketPageFrame } from './MarketPageFrame.tsx';

/** HM-04 `/markets/market-moguls`: the market experts' stories, newest first, each with its expert. */
export function MarketMogulsPage({ moguls }: { moguls: readonly MarketMogul[] }) {
  return (
    <MarketPageFrame
      title="Market Moguls"
      intro="Fund managers, strategists and research heads on where the market goes next."
      trail={{ href: '/markets', label: 'Markets' }}
    >
      {moguls.length === 0 ? (
        <p>No stories from the market moguls yet.</p>
      ) : (
        <ul className="category__list market-moguls-page">
          {moguls.map((item) => (
            <li key={item.msid}>
              <MogulItem item={item} synopsis />
            </li>
          ))}
        </ul>
      )}
    </MarketPageFrame>
  );
}
