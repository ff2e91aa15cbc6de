import { z } from './zod.ts';

// A live blog as the site reads it (`type=liveblog`, docs/content-api.md "Videos, slideshows and
// live blogs"), on the server for the page and in the browser for the updates posted since: one
// schema for both. A malformed update is dropped, not the blog.

const text = z.string().catch('');

export const liveBlogUpdateSchema = z.object({
  id: z.string().regex(/^\d{1,15}$/),
  time: z.string().min(1),
  title: text,
  storyJSON: z.unknown(),
});
export type LiveBlogUpdate = z.infer<typeof liveBlogUpdateSchema>;

const updatesSchema = z
  .array(z.unknown())
  .transform((items) => items.flatMap((item) => liveBlogUpdateSchema.safeParse(item).data ?? []));

export const liveBlogAnswerSchema = z.object({
  searchResult: z
    .array(
      z.object({
        msid: z.union([z.string().regex(/^\d{1,12}$/), z.number().int().positive()]).transform(String),
        title: z.string().trim().min(1).max(300),
        url: z.string().min(1),
        updated: text,
        count: z.number().int().min(0).catch(0),
        data: updatesSchema,
      }),
    )
    .min(1),
});
export type LiveBlog = z.infer<typeof liveBlogAnswerSchema>['searchResult'][number];

/** The most updates a live blog page shows, and the most one ask for new ones brings. */
export const LIVE_BLOG_PAGE_TOP = 50;

/** How deep an update's tree is read: far more than an editor's few paragraphs ever need. */
const MAX_DEPTH = 20;

/**
 * An update's paragraphs as plain text: each top-level element's text, blank ones left out. The
 * page and the browser render updates from this alone, so nothing in content becomes markup.
 */
export function updateParagraphs(tree: unknown): string[] {
  const children = childrenOf(tree);
  return children.map((child) => textOf(child, 0).replace(/\s+/g, ' ').trim()).filter(Boolean);
}

function childrenOf(node: unknown): unknown[] {
  if (typeof node !== 'object' || node === null) return [];
  const { child } = node as { child?: unknown };
  return Array.isArray(child) ? child : [];
}

function textOf(node: unknown, depth: number): string {
  if (depth > MAX_DEPTH || typeof node !== 'object' || node === null) return '';
  const { node: kind, text: value } = node as { node?: unknown; text?: unknown };
  if (kind === 'text') return typeof value === 'string' ? value : '';
  return childrenOf(node)
    .map((child) => textOf(child, depth + 1))
    .join('');
}
