import { TOP_NEWS_MIN_STORIES } from '@newsroom/rules/home';
import { z } from 'zod';
import type { Contract } from '../contract.ts';

const sitePath = z.string().regex(/^\/(?!\/)[\w\-/.]{0,200}$/, 'a site path such as /headlines.cms');

const props = z.strictObject({
  listId: z
    .string()
    .regex(/^\d+$/, 'a list id is digits only')
    .default('2147001')
    .describe('The editors’ top stories: a curated list (2147001) or a section id'),
  count: z
    .number()
    .int()
    .min(TOP_NEWS_MIN_STORIES)
    .max(40)
    .default(22)
    .describe(
      'HM-02: stories fitted to the left column (at least 17); 17 whenever live TV is in the column or the IPL widget is active',
    ),
  title: z.string().min(1).max(60).default('Top News').describe('The first tab'),
  latestTitle: z.string().min(1).max(60).default('Latest News').describe('The second tab'),
  href: sitePath.default('/headlines.cms').describe('Every top story (the "top" section)'),
  latestHref: sitePath.default('/news/latest-news').describe('Every latest story'),
  marketsAfter: z
    .number()
    .int()
    .min(0)
    .max(40)
    .default(5)
    .describe('HM-02: the markets widget goes after this story (the headline is the 1st); 0: none'),
  iplActive: z
    .boolean()
    .default(false)
    .describe('HM-07: the IPL score widget is active beside top news (the list shows 17)'),
  liveTvInColumn: z
    .boolean()
    .default(false)
    .describe('HM-09: the live TV player is in the left column (the list shows 17)'),
});

export type TopNewsProps = z.infer<typeof props>;

export const topNewsContract = {
  id: 'top-news',
  description:
    'Top news of the home page (HM-02): the editors’ top stories, the first as the headline, the markets widget after the 5th; tabs Top News and Latest News (fetched when first opened), a badge 1–5 on Latest a second after the tabs wake. The tabs wake on the reader’s first scroll or touch of them.',
  props,
  // The slot is static; the tabs are an island of their own inside it (TopNewsView), so the
  // stories are not copied into island props.
  hydrate: 'none',
} as const satisfies Contract<TopNewsProps>;
