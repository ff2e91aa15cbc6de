import {
  bookmarkContract,
  commentCountContract,
  fontSizeContract,
  mailContract,
  printContract,
  shareContract,
  stickyBarContract,
} from '@newsroom/contracts/widgets/byline-tools';
import { printPathOf } from '../../article/printPath.ts';
import CommentsIsland, { type CommentsData } from '../../comments/comments.island.tsx';
import type { Article } from '../../content/schemas.ts';
import { defineWidget, type WidgetContext } from '../types.ts';
import BookmarkIsland, { type BookmarkData } from './bookmark.island.tsx';
import FontSizeIsland from './font-size.island.tsx';
import MailIsland, { type MailData } from './mail/mail.island.tsx';
import { type PrintData, PrintLink } from './PrintLink.tsx';
import ShareIsland, { type ShareData } from './share.island.tsx';
import StickyBarIsland, { type StickyBarData } from './sticky-bar.island.tsx';

/** These tools act on the article being read: anywhere else they are left out (and logged). */
function articleOf(ctx: WidgetContext, tool: string): Article {
  if (!ctx.article) throw new Error(`${tool} needs an article page`);
  return ctx.article;
}

export const share = defineWidget(shareContract, {
  load: async (ctx): Promise<ShareData> => {
    const { url, title } = articleOf(ctx, 'share');
    return { path: url, title };
  },
  View: ShareIsland,
});

export const fontSize = defineWidget(fontSizeContract, {
  load: async () => ({}),
  View: FontSizeIsland,
});

export const mail = defineWidget(mailContract, {
  load: async (ctx): Promise<MailData> => ({ msid: articleOf(ctx, 'mail').msid }),
  View: MailIsland,
});

export const bookmark = defineWidget(bookmarkContract, {
  load: async (ctx): Promise<BookmarkData> => {
    const { msid, url } = articleOf(ctx, 'bookmark');
    return { msid, loginPath: `/login?return=${encodeURIComponent(url)}` };
  },
  View: BookmarkIsland,
});

export const print = defineWidget(printContract, {
  load: async (ctx): Promise<PrintData> => ({ printPath: printPathOf(articleOf(ctx, 'print').url) }),
  View: PrintLink,
});

/** AR-10: the count as the page is rendered; without it the button is left out. */
export const commentCount = defineWidget(commentCountContract, {
  load: async (ctx): Promise<CommentsData> => {
    const { msid } = articleOf(ctx, 'comments');
    return { msid, count: await ctx.content.comments.count(msid) };
  },
  View: CommentsIsland,
});

export const stickyBar = defineWidget(stickyBarContract, {
  load: async (ctx): Promise<StickyBarData> => ({ title: articleOf(ctx, 'sticky-bar').title }),
  View: StickyBarIsland,
});
