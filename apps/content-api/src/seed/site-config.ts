/**
 * Editors' configuration the feeds serve under `GET /config?key=…` (AR-14, AR-15, AR-16, AB-09, AB-21). Static and
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
  // AB-09: every text and picture of the paywall blocker. `expired*` entries replace their plain
  // twin for a reader whose subscription ran out (permission expired_subscription); `trial*`
  // entries are the trial blocker's, for trial-eligible readers. Pictures are `/photos/…` paths,
  // answered as absolute URLs on the API's PUBLIC_URL (routes/config.ts).
  paywall: {
    paywall_header: 'This story is for Ledger Prime members',
    paywall_subheader: 'Join Prime to read it in full, with every investment idea and the daily ePaper.',
    paywall_expiredHeader: 'Your Prime membership has ended',
    paywall_expiredSubheader: 'Renew to pick up where you left off: every Prime story, every idea.',
    paywall_saleText: 'Year-end offer: Prime Annual at ₹2,499, about ₹208 a month',
    paywall_ctaText: 'Subscribe to Prime',
    paywall_expiredCtaText: 'Renew Prime',
    paywall_loginText: 'Already a member? Sign in',
    paywall_benefitsTitle: 'What you get with Prime',
    paywall_stickyText: 'Read every Prime story from ₹299 a month',
    paywall_desktopImage: '/photos/100001.png',
    paywall_mobileImage: '/photos/100002.png',
    paywall_studentOfferText: 'Student? Prime at half price with your college e-mail',
    paywall_studentOfferLink: '/prime?offer=student',
    // Shown on the plans page that link opens (`/prime?offer=student`).
    paywall_studentOfferTerms:
      'For students at Indian colleges and universities: sign in with your college e-mail address and choose Prime Annual; the student price is applied when you pay.',
    paywall_trialHeader: 'Start your free 14-day Prime trial',
    paywall_trialInfo:
      'No payment needed. The trial ends by itself after 14 days; subscribe any time to keep reading.',
    paywall_trialCtaText: 'Start free trial',
    paywall_trialImage: '/photos/100003.png',
    // iPadBlocker: a tablet reader is sent to the app.
    paywall_appHeader: 'Prime reads best in the Ledger app',
    paywall_appText: 'Download the app to read this story, and every Prime story, on your tablet.',
    // Spec §2.4: the app's universal link to a story ({path}: the story's path); it opens the app
    // where it is installed and the store page elsewhere.
    paywall_appDeepLink: 'https://apps.economic-ledger.example/open?path={path}',
    paywall_appOpenText: 'Open this story in the app',
    paywall_appStoreLink: 'https://apps.economic-ledger.example/ios',
    paywall_playStoreLink: 'https://apps.economic-ledger.example/android',
    // primeUserLogin: {login} is the stored Prime login, masked.
    paywall_loginNudgeHeader: 'Welcome back. You read Prime on this browser as {login}',
    paywall_loginNudgeCtaText: 'Sign in with that account',
    // The switches: the share of readers who get the sticky band instead of a blocker
    // (defaultSticky), and the free trial offered to readers not signed in (trialBlocker).
    paywall_stickyPercent: '20',
    paywall_trialForNewcomers: '1',
  },
  // AB-21: the disclaimers under stories of the agencies that carry one, by the agency's key
  // (its name in lower case, words joined by `_`); `partner` is the one such stories carried before
  // each agency had its own (the site decides which applies by the story's date).
  disclaimers: {
    disclaimers_partner:
      'This story comes from a partner of The Economic Ledger. Views and figures are the partner’s own; The Economic Ledger does not vouch for them. Please check with an adviser before you act on anything you read here.',
    disclaimers_the_feed:
      'This story is published from The Feed, an automated news service. It has not been edited by The Economic Ledger’s journalists, and the publication is not responsible for its accuracy or completeness. Verify figures before you rely on them.',
    disclaimers_et_contributors:
      'Views expressed above are the author’s own. The Economic Ledger does not guarantee, vouch for or endorse any of the contributors’ views, and is not responsible for any loss or damage caused by relying on them.',
    disclaimers_smartkarma_plus_india:
      'This is independent research from Smartkarma Plus - India, published under a content partnership. It is not investment advice or a recommendation to buy or sell. The Economic Ledger is not responsible for its views or accuracy.',
    disclaimers_team_productline:
      'Products in this story are chosen by Team Productline. The Economic Ledger may earn a commission when you buy through links here; this does not change the choices. Prices and availability were checked at publication and may change.',
    disclaimers_et_spotlight:
      'This article is a paid promotion produced by the partner with the ET Spotlight team. The Economic Ledger’s journalists were not involved in writing it, and the publication does not vouch for its claims.',
    disclaimers_et_spotlight_special:
      'This special feature is paid for and produced by the partner with the ET Spotlight team. It is not journalism of The Economic Ledger: the publication does not endorse the products, services or views in it.',
  },
  // AB-19: the publication's affiliate tags, one per shop: every product link carries its shop's
  // (the article answer's detailPageURL, and the affiliate redirect, which puts it back if missing).
  shop: {
    shop_amazon_tag: 'economicledger-21',
    shop_noon_tag: 'economicledger',
  },
  // AB-11 (tech sidebar) and AB-23 (the ad slots): the editors' common switches. The tech
  // sponsor's logo and link (shown while `sponsors_tech_onoff` is 1), the summit and awards
  // banners, and the ad unit each slot asks an ad server for (the house ads need none; a
  // publisher's ad server reads them, see apps/site/src/widgets/ad-slot/adServer.ts).
  common: {
    sponsors_tech_onoff: '1',
    sponsors_tech_name: 'Northwind Cloud',
    sponsors_tech_link:
      'https://www.northwind-cloud.example/in?utm_source=economic-ledger&utm_medium=sponsor-logo',
    sponsors_tech_logo: '/static/sponsors/northwind-cloud.svg',
    etsummit_banner_onoff: '1',
    etsummit_banner_title: 'Ledger Startup Summit 2026',
    etsummit_banner_text: 'Bengaluru, 12–13 December: founders, funds and the year’s big bets.',
    etsummit_banner_link: '/events/startup-founders-forum',
    etsummit_banner_image: '/photos/100721.png',
    etexcellence_awardbanner_onoff: '1',
    etexcellence_awardbanner_title: 'Ledger Awards for Corporate Excellence',
    etexcellence_awardbanner_text: 'The shortlist is out: meet the companies in the running.',
    etexcellence_awardbanner_link: '/events/corporate-excellence-awards',
    etexcellence_awardbanner_image: '/photos/100722.png',
    adslot_topad: '/21700/ledger/web/rhs/atf_300x250',
    adslot_mrec1: '/21700/ledger/web/rhs/mrec1_300x250',
    adslot_mrec2: '/21700/ledger/web/rhs/mrec2_300x250',
    adslot_mrec3: '/21700/ledger/web/rhs/mrec3_300x250',
    adslot_mrec4: '/21700/ledger/web/rhs/mrec4_300x250',
    adslot_mrec5: '/21700/ledger/web/rhs/mrec5_300x250',
  },
  // AB-03: the partner investing container at break 16 (the spec's "eToro-style container").
  // No partner is signed, so it carries house content: the desk's guide to investing abroad and
  // the newest stories of `partner_investing_sectionId`. Signing a partner is a change of these
  // values (label, texts, an https link), not of code.
  partner_investing: {
    partner_investing_toggle: '1',
    partner_investing_label: 'From the Ledger',
    partner_investing_title: 'Investing beyond India',
    partner_investing_text:
      'Resident Indians may send up to $250,000 a year abroad under the Liberalised Remittance Scheme. What US stocks and global funds cost, how they are taxed, and what to check first.',
    partner_investing_ctaText: 'Read the Invest guides',
    partner_investing_ctaLink: '/wealth',
    partner_investing_sectionId: '49674445',
    partner_investing_disclaimer:
      'Investments in securities are subject to market risks. Read all related documents carefully before investing.',
  },
  // HM-10: the epaper widget's two editions. The epaper is its own host (`epaper_host`, an https
  // origin); today's paper is its publication page there, the Wealth edition its edition page
  // (`{seopath}/wealth_editionshow/{msid}.cms`, spec §2). `epaper_wealthTitle` is the edition's
  // date. Covers are pictures of this backend (seed/epaper.ts). A new edition is a change of these
  // values, not of code.
  epaper: {
    epaper_title: 'ePaper',
    epaper_host: 'https://epaper.economic-ledger.example',
    epaper_todayTitle: 'Today’s paper',
    epaper_todayPath: '/timesepaper/publication-the-economic-ledger,city-delhi.cms',
    epaper_todayMsid: '2147061',
    epaper_todayImage: '/photos/100731.png',
    epaper_wealthTitle: '16–22 March 2026',
    epaper_wealthMsid: '2147062',
    epaper_wealthSeopath: 'wealth',
    epaper_wealthImage: '/photos/100732.png',
  },
  // HM-08 the countdown widget (`dptimerwidget`): shown while `enable` is 1; `datetime` is the
  // target as `m/d/y h:mm AM|PM` India time (any other form counts as the epoch: the widget shows
  // live); `ctaText` is the event's line, `ctaLink` where Register Now and Watch Now lead.
  dptimerwidget: {
    dptimerwidget_enable: '1',
    dptimerwidget_title: 'Ledger Startup Summit 2026',
    dptimerwidget_datetime: '12/12/2026 10:00 AM',
    dptimerwidget_ctaText: 'Bengaluru, 12–13 December: founders, funds and the year’s big bets',
    dptimerwidget_ctaLink: '/events/startup-founders-forum',
  },
  // HM-09 live TV on the home page. `home_status` places the player ('0' off; '1' left column,
  // '2' above the layout and taller, 'Center' and '4' the right column, '3' the top of the page),
  // `rhs_slot` ('1'–'3') its place among the right column's widgets. The stream is the shipped
  // news clip (media/clips), answered absolute like pictures; a broadcaster's stream URL replaces it.
  livetv: {
    livetv_home_status: '0',
    livetv_rhs_slot: '1',
    livetv_title: 'Ledger TV: live',
    livetv_streamWebm: '/media/clips/news.webm',
    livetv_streamMp4: '/media/clips/news.mp4',
    livetv_poster: '/photos/100723.png',
  },
} as const satisfies Record<string, Record<string, string>>;

/**
 * HM-08, HM-09: the entries editors may change (`PUT /config`) and, where the value is one of a
 * few, those values. Every other entry stays as shipped.
 */
export const editableConfig: Partial<Record<SiteConfigKey, Record<string, readonly string[] | 'text'>>> = {
  dptimerwidget: {
    dptimerwidget_enable: ['0', '1'],
    dptimerwidget_title: 'text',
    // Any text: the widget itself treats a form other than `m/d/y h:mm AM|PM` as the epoch.
    dptimerwidget_datetime: 'text',
    dptimerwidget_ctaText: 'text',
    dptimerwidget_ctaLink: 'text',
  },
  livetv: {
    livetv_home_status: ['0', '1', '2', 'Center', '3', '4'],
    livetv_rhs_slot: ['1', '2', '3'],
    livetv_title: 'text',
  },
};

/** Config values are short texts and links; a longer one is a mistake in editing (config.test.ts). */
export const maxConfigValueLength = 300;

export type SiteConfigKey = keyof typeof siteConfig;
