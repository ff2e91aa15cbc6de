import { type LoadedSlot, Region } from '../layout/regions.tsx';
import { Chrome } from './Chrome.tsx';

/** HM-01: a 640px main column and a 320px right column, filled from the home layout. */
export function HomePage({ main, right }: { main: readonly LoadedSlot[]; right: readonly LoadedSlot[] }) {
  return (
    <Chrome current="/">
      <h1 className="visually-hidden">Business news, markets and money</h1>
      <div className="home-layout">
        <div className="home-layout__main">
          <Region name="main" slots={main} />
        </div>
        <aside className="home-layout__right" aria-label="More sections">
          <Region name="right" slots={right} />
        </aside>
      </div>
    </Chrome>
  );
}
