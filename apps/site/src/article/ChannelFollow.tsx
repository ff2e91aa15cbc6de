import { safeHref } from '@newsroom/rules/safe-url';
import type { Article } from '../content/schemas.ts';

export type ArticleKind = 'general' | 'market' | 'nri';

export interface Channel {
  /** The network, shown as the link's label. */
  network: string;
  href: string;
}

/** AR-21: subsec1 of the Markets section. */
export const MARKETS_SECTION = '13352306';
/** AR-21: subsec1 of NRI and NRI Bulletin. */
export const NRI_SECTIONS: readonly string[] = ['107115', '7771250'];

/**
 * AR-21: the publisher's channels, three per article type. Each desk has its own handles; the
 * addresses are the publication's own (demo) accounts on each network.
 */
export const CHANNELS: Record<ArticleKind, readonly Channel[]> = {
  general: [
    { network: 'Google News', href: 'https://news.google.com/publications/economic-ledger' },
    { network: 'X', href: 'https://x.com/EconomicLedger' },
    { network: 'Telegram', href: 'https://t.me/economicledger' },
  ],
  market: [
    { network: 'X', href: 'https://x.com/LedgerMarkets' },
    { network: 'Telegram', href: 'https://t.me/ledgermarkets' },
    { network: 'YouTube', href: 'https://www.youtube.com/@LedgerMarkets' },
  ],
  nri: [
    { network: 'X', href: 'https://x.com/LedgerNRI' },
    { network: 'Facebook', href: 'https://www.facebook.com/LedgerNRI' },
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/ledger-nri' },
  ],
};

/** AR-21: the WhatsApp channel the CTA leads to when the backend names no link. */
export const WHATSAPP_CHANNEL = 'https://whatsapp.com/channel/economic-ledger';

const DESK: Record<ArticleKind, string> = {
  general: 'The Economic Ledger',
  market: 'Ledger Markets',
  nri: 'Ledger NRI',
};

/** NRI by section first (an NRI story about markets is for NRI readers), then markets by section or path. */
export function articleKindOf(article: Pick<Article, 'subsecnames' | 'url'>): ArticleKind {
  const subsec1 = article.subsecnames?.subsec1 ?? '';
  if (NRI_SECTIONS.includes(subsec1)) return 'nri';
  if (subsec1 === MARKETS_SECTION || /^\/markets(\/|$)/.test(article.url)) return 'market';
  return 'general';
}

interface Cta {
  text: string;
  href: string;
}

/** The WhatsApp call to action: its text as given (text, never markup), its link only when safe. */
export function whatsAppCtaOf(channel: Article['whatsAppChannel']): Cta | null {
  if (!channel?.cta) return null;
  const cta = channel.cta;
  const text = (typeof cta === 'string' ? cta : (cta.text ?? cta.title ?? '')).replace(/\s+/g, ' ').trim();
  if (!text) return null;
  const given = typeof cta === 'string' ? undefined : (cta.url ?? cta.link);
  const raw = given ?? channel.url ?? channel.link;
  // A link that was given but is unsafe drops the CTA rather than sending readers elsewhere.
  const href = raw === undefined ? WHATSAPP_CHANNEL : safeHref(raw);
  if (!href || href.startsWith('mailto:')) return null;
  return { text: text.slice(0, 200), href };
}

export function ChannelFollow({ article }: { article: Article }) {
  const kind = articleKindOf(article);
  const cta = whatsAppCtaOf(article.whatsAppChannel);
  return (
    <nav className="channel-follow" aria-label="Follow us" data-kind={kind}>
      <p className="channel-follow__title">Follow {DESK[kind]} on</p>
      <ul className="channel-follow__list">
        {CHANNELS[kind].map((channel) => (
          <li key={channel.href}>
            <a className="channel-follow__link" href={channel.href} rel="noopener noreferrer">
              {channel.network}
            </a>
          </li>
        ))}
      </ul>
      {cta && (
        <a className="channel-follow__whatsapp" href={cta.href} rel="noopener noreferrer">
          {cta.text}
        </a>
      )}
    </nav>
  );
}
