import { Island } from '@newsroom/composer';
import FontSizeIsland from './font-size.island.tsx';

/** AR-10 byline toolbar. Each control is its own island, hydrated when the reader reaches for it. */
export function BylineToolbar() {
  return (
    <div className="toolbar" role="toolbar" aria-label="Article tools">
      <Island name="font-size" hydrate="interaction" props={{}}>
        <FontSizeIsland />
      </Island>
    </div>
  );
}
