import { ANALYTICS_PAGE_ATTR, pageViewAttribute } from '@newsroom/rules/analytics';
import { type LoadedSlot, Region } from '../layout/regions.tsx';
import { Chrome } from './Chrome.tsx';

interface HomeRegions {
  top: readonly LoadedSlot[];
  main: readonly LoadedSlot[];
  premium: readonly LoadedSlot[];
  right: readonly LoadedSlot[];
}

/** HM-01: a 640px main column and a 320px right column (premium column on top), from home.json. */
export function HomePage({ top, main, premium, right }: HomeRegions) {
  return (
    <Chrome current="/">
      <h1 className="visually-hidden">Business news, markets and money</h1>
      <Region name="top" slots={top} />
      <div
        className="home-layout"
        {...{ [ANALYTICS_PAGE_ATTR]: pageViewAttribute({ layout: 'home', section: '', msid: '' }) }}
      >
        <div className="home-layout__main">
          <Region name="main" slots={main} />
        </div>
        <aside className="home-layout__right" aria-label="More sections">
          {premium.length > 0 && (
            <section className="premium-column" aria-label="Prime">
              <Region name="premium" slots={premium} />
            </section>
          )}
          <Region name="right" slots={right} />
        </aside>
      </div>
    </Chrome>
  );
}
