import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { LiveEventsData } from './liveEventsPromo.tsx';

// DV-02 / AR-15: the live-events promo from the inarticle_events config, toggle on, four cards
// (the last without a link, shown as text).

export const samples = {
  'live-events-promo': {
    props: { count: 4 },
    data: {
      title: 'Ledger Live events',
      subtitle: 'Meet the people who move markets',
      cards: [
        { text: 'Ledger Startup Awards 2025 · Bengaluru, 6 December', href: '/events/startup-awards' },
        { text: 'Women in Leadership Summit · Mumbai, 12 December', href: '/events/women-leadership' },
        { text: 'Ledger Budget Dialogue · New Delhi, 28 January', href: '/events/budget-dialogue' },
        { text: 'Family Business Forum · Chennai, dates soon', href: null },
      ],
    } satisfies LiveEventsData,
    region: 'aside',
  },
} satisfies WidgetSamples;
