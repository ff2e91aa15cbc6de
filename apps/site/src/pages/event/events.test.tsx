import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PageDeps } from '../kit/pageDeps.ts';
import { eventsFromConfig } from './events.ts';
import { eventPage } from './load.tsx';

describe('events from the editors’ configuration (AR-15 cards, AB-11 banners)', () => {
  const inarticle = {
    inarticle_events_card1: 'Ledger Wealth Summit 2026, Mumbai: allocation calls',
    inarticle_events_link1: '/events/wealth-summit-2026',
    inarticle_events_card2: 'Startup Founders Forum, Bengaluru',
    inarticle_events_link2: '/events/startup-founders-forum',
    inarticle_events_card3: 'A partner’s fair',
    inarticle_events_link3: 'https://fair.example/2026',
    inarticle_events_card4: 'Broken',
    inarticle_events_link4: '/events/../admin',
  };
  const common = {
    etsummit_banner_onoff: '1',
    etsummit_banner_title: 'Ledger Startup Summit 2026',
    etsummit_banner_text: 'Bengaluru, 12–13 December.',
    etsummit_banner_link: '/events/startup-founders-forum',
    etsummit_banner_image: '/photos/100721.png',
    etexcellence_awardbanner_onoff: '0',
    etexcellence_awardbanner_title: 'Awards',
    etexcellence_awardbanner_link: '/events/corporate-excellence-awards',
  };

  it('gives each linked /events/ path one event; a banner names it and describes it', () => {
    expect(eventsFromConfig(inarticle, common)).toEqual([
      {
        path: '/events/wealth-summit-2026',
        title: 'Ledger Wealth Summit 2026, Mumbai: allocation calls',
        text: '',
        image: null,
      },
      {
        path: '/events/startup-founders-forum',
        title: 'Ledger Startup Summit 2026',
        text: 'Bengaluru, 12–13 December.',
        image: '/photos/100721.png',
      },
    ]);
  });

  it('leaves out other hosts, odd paths and switched-off banners', () => {
    const paths = eventsFromConfig(inarticle, common).map((event) => event.path);
    expect(paths).not.toContain('https://fair.example/2026');
    expect(paths).not.toContain('/events/../admin');
    expect(paths).not.toContain('/events/corporate-excellence-awards');
  });
});

describe('eventPage (/events/{slug})', () => {
  const content = (common: Record<string, string> = {}) =>
    ({
      editorial: {
        config: async (key: string) =>
          key === 'inarticle_events'
            ? {
                inarticle_events_card1: 'Wealth Summit, Mumbai',
                inarticle_events_link1: '/events/wealth-summit-2026',
              }
            : common,
      },
    }) as unknown as PageDeps['content'];
  const notFound = () => ({ status: 404, maxAge: 60, head: { title: 'Not found' }, body: <p>Not found</p> });

  it('answers an event the configuration links, with the others listed, and 404 for any other', async () => {
    const deps = { content: content(), origin: 'https://ledger.example' };
    const page = await eventPage('wealth-summit-2026', deps, notFound);
    expect(page.status).toBe(200);
    expect(page.head.canonical).toBe('https://ledger.example/events/wealth-summit-2026');
    expect(renderToStaticMarkup(page.body)).toContain(
      '<h1 class="event-page__title">Wealth Summit, Mumbai</h1>',
    );
    expect((await eventPage('no-such-event', deps, notFound)).status).toBe(404);
  });
});
