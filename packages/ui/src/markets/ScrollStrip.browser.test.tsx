import { flushSync } from 'react-dom';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ScrollStrip } from './ScrollStrip.tsx';

// AB-12 / RX-01: the upside radar's strip scrolls without script (CSS scroll-snap). A reader who
// scrolled it before the island woke must see the dot of where the strip is once it wakes, not
// the server's first dot.

const items = Array.from({ length: 6 }, (_, i) => ({
  key: `item-${i}`,
  label: `Item ${i + 1}`,
  content: <div style={{ width: 200, height: 40 }}>Item {i + 1}</div>,
}));

const strip = () => (
  <ScrollStrip
    aria-label="Radar"
    items={items}
    classNames={{ strip: 'strip', item: 'item', dot: 'dot' }}
    style={{ width: 300 }}
  />
);

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  root?.unmount();
  host?.remove();
});

describe('AB-12 ScrollStrip wakes where the reader left it (RX-01)', () => {
  it('a strip scrolled to its end before hydration shows the last dot once awake', async () => {
    host = document.createElement('div');
    host.innerHTML = renderToString(strip());
    document.body.append(host);
    const scroller = host.querySelector<HTMLElement>('.strip')!;
    scroller.scrollLeft = scroller.scrollWidth;
    expect(scroller.scrollLeft).toBeGreaterThan(0);
    // The scroll's own events go by before the island wakes, as they do for the reader.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await new Promise((done) => setTimeout(done, 100));
    flushSync(() => {
      root = hydrateRoot(host!, strip());
    });
    await expect.poll(() => host!.querySelector('section')?.getAttribute('data-active')).toBe('5');
  });
});
