/**
 * Editors' configuration the feeds serve under `GET /config?key=…` (AR-14, AR-15, AR-16). Static and
 * deterministic: every store answers the same, so tests and pages can rely on it. Values are
 * strings, as in the publisher's config feeds; cards and links are numbered from 1.
 */
export const siteConfig = {
  inarticle_events: {
    inarticle_events_toggle: '1',
    inarticle_events_title: 'Ledger Live Events',
    inarticle_events_subtitle: 'Meet the people who move markets: summits, masterclasses and awards.',
    inarticle_events_card1: 'Ledger Wealth Summit 2026, Mumbai: allocation calls from 20 fund managers',
    inarticle_events_link1: '/events/wealth-summit-2026',
    inarticle_events_card2: 'Startup Founders Forum, Bengaluru: pitch sessions and investor panels',
    inarticle_events_link2: '/events/startup-founders-forum',
    inarticle_events_card3: 'Ledger Awards for Corporate Excellence: the shortlist is out',
    inarticle_events_link3: '/events/corporate-excellence-awards',
  },
  // AR-16: the Prime nudge bar's texts. The CTA for every non-Prime reader; the trial text for
  // readers eligible for a free trial (their button starts the trial instead).
  primehome_header: {
    primehome_header_ctaText: 'Get Ledger Prime',
    primehome_header_trialText: 'Start your free 14-day Prime trial',
  },
  // AR-14: the sponsored Bonds Corner. The partner's opportunities page the bond finder opens (with
  // the reader's `amount` and `tenure`), and the campaign tags sent with it: every
  // `bonds_corner_utm_*` entry goes along as `utm_*`.
  bonds_corner: {
    bonds_corner_title: 'Bonds Corner',
    bonds_corner_sponsor: 'In partnership with Sterling Fixed Income',
    bonds_corner_partnerUrl: 'https://bonds.sterling-fixed-income.example/opportunities?lang=en',
    bonds_corner_utm_source: 'economic-ledger',
    bonds_corner_utm_medium: 'referral',
    bonds_corner_utm_campaign: 'bonds-corner-finder',
  },
} as const satisfies Record<string, Record<string, string>>;

export type SiteConfigKey = keyof typeof siteConfig;
