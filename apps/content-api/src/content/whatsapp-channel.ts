import type { Article } from '../contract.ts';

// AR-21: the WhatsApp channel call to action of an article. Each desk has its own channel, the
// same three desks as the site's channel-follow links (apps/site/src/article/ChannelFollow.tsx):
// NRI by top-level section first, then markets by section or path, else the general desk.
// Prime stories carry none: their readers are already being asked to subscribe, not to follow.

export type ChannelDesk = 'general' | 'market' | 'nri';

const marketsSection = 13352306;
const nriSections: readonly number[] = [107115, 7771250];

export const whatsAppChannels: Readonly<Record<ChannelDesk, { text: string; url: string }>> = {
  general: {
    text: "Get the day's top business stories on WhatsApp",
    url: 'https://whatsapp.com/channel/economic-ledger',
  },
  market: {
    text: "Get the markets' big moves as they happen on WhatsApp",
    url: 'https://whatsapp.com/channel/ledger-markets',
  },
  nri: {
    text: 'Get news on visas, tax and money for NRIs on WhatsApp',
    url: 'https://whatsapp.com/channel/ledger-nri',
  },
};

export function channelDeskOf(topSectionId: number | undefined, url: string): ChannelDesk {
  if (topSectionId !== undefined && nriSections.includes(topSectionId)) return 'nri';
  if (topSectionId === marketsSection || /^\/markets(\/|$)/.test(url)) return 'market';
  return 'general';
}

/** The CTA for a free story, null for a Prime one. */
export function whatsAppChannelOf(story: {
  premium: boolean;
  topSectionId: number | undefined;
  url: string;
}): Article['whatsAppChannel'] {
  if (story.premium) return null;
  return { cta: { ...whatsAppChannels[channelDeskOf(story.topSectionId, story.url)] } };
}
