import { Carousel, type CarouselRootProps, NewsletterSignup, TopNewsTabs } from '@newsroom/ui';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { defineIsland } from './defineIsland.ts';
import { hydrateIsland } from './hydrate.tsx';
import { Island } from './Island.tsx';
import { installInputCapture } from './inputCapture.ts';
import { startIslands } from './runtime.ts';

// Issue 27: the project's own widgets — a Radix tab, an Embla carousel, a controlled field — each
// receive what a reader did (real, trusted input from the browser) before their island woke.
installInputCapture(window);

function TopNews() {
  return (
    <TopNewsTabs
      fitted={5}
      hrefs={{ top: '/', latest: '/?top=latest' }}
      topPanel={<p>the top stories</p>}
      fetchLatest={async () => ['a latest story']}
      renderLatest={(stories) => <p>{stories.join(', ')}</p>}
      random={() => 0}
    />
  );
}

const visible: CarouselRootProps['visibilitySource'] = (_, report) => {
  report(true);
  return () => {};
};
function Slides() {
  return (
    <Carousel.Root slides={3} autoplay={false} reducedMotion visibilitySource={visible} aria-label="Trending">
      <Carousel.Viewport>
        {['one', 'two', 'three'].map((title, index) => (
          <Carousel.Slide key={title} index={index}>
            <p>{title}</p>
          </Carousel.Slide>
        ))}
      </Carousel.Viewport>
      <Carousel.Prev aria-label="Previous slide">‹</Carousel.Prev>
      <Carousel.Dots dotClassName="dot" />
      <Carousel.Next aria-label="Next slide">›</Carousel.Next>
    </Carousel.Root>
  );
}

const subscribed: string[] = [];
function Newsletter() {
  return (
    <NewsletterSignup
      sid="markets"
      label="Your e-mail"
      thanks={<p>Thank you</p>}
      idBase="replay-newsletter"
      subscribe={async ({ email }) => {
        subscribed.push(email);
      }}
    />
  );
}

const islands = {
  'top-news': defineIsland('top-news', TopNews),
  slides: defineIsland('slides', Slides),
  newsletter: defineIsland('newsletter', Newsletter),
};
type Name = keyof typeof islands;

function serve(name: Name) {
  const Component = islands[name];
  const host = document.createElement('div');
  host.style.width = '360px';
  host.innerHTML = renderToString(
    <Island hydrate="interaction">
      <Component />
    </Island>,
  );
  document.body.append(host);
  return host.firstElementChild as HTMLElement;
}

/** The runtime with chunks that arrive only on `release()`, as on a slow phone's line. */
function startGated() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  startIslands({
    names: Object.keys(islands),
    hydrator: async (marker, name, props) => {
      await gate;
      await hydrateIsland(marker, async () => ({ default: islands[name as Name] }), props);
    },
  });
  return () => release();
}

afterEach(() => {
  document.body.innerHTML = '';
  subscribed.length = 0;
});

describe('a sleeping island gets the reader’s input once awake (issue 27)', () => {
  it('a Radix tab tapped before hydration is selected after it (HM-02 Latest News)', async () => {
    const marker = serve('top-news');
    const release = startGated();
    const latest = marker.querySelector<HTMLElement>('[role="tab"]:nth-of-type(2)')!;
    await userEvent.click(latest);
    expect(latest.getAttribute('aria-selected')).toBe('false');
    release();
    await vi.waitFor(() => expect(latest.getAttribute('aria-selected')).toBe('true'));
    await vi.waitFor(() => expect(marker.textContent).toContain('a latest story'));
  });

  it('an Embla carousel moves one slide for one tap on Next before hydration', async () => {
    const marker = serve('slides');
    const release = startGated();
    await userEvent.click(marker.querySelector<HTMLElement>('[aria-label="Next slide"]')!);
    release();
    await vi.waitFor(() =>
      expect(marker.querySelector('[aria-current="true"]')?.getAttribute('aria-label')).toBe('Slide 2'),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(marker.querySelector('[aria-current="true"]')?.getAttribute('aria-label')).toBe('Slide 2');
  });

  it('a controlled e-mail field keeps what was typed before hydration and subscribes it (AB-13)', async () => {
    const marker = serve('newsletter');
    const release = startGated();
    const field = marker.querySelector('input')!;
    await userEvent.type(field, 'ann@example.in');
    await userEvent.click(marker.querySelector('button')!);
    release();
    await vi.waitFor(() => expect(subscribed).toEqual(['ann@example.in']));
    expect(field.value).toBe('ann@example.in');
  });
});
