import { z } from 'zod';
import { isPremium } from '../content/article.ts';
import { storyUrl } from '../content/story-item.ts';
import { withAbsolutePictures } from '../content/story-tree.ts';
import { type StoryNode, StoryNode as StoryNodeSchema } from '../contract.ts';
import { notFound } from '../http/http-error.ts';
import { numericId, platform, wholeNumber } from '../http/params.ts';
import { parseQuery } from '../http/query.ts';
import { contentJson, type Reply, type RouteContext } from '../http/reply.ts';
import { findArticle } from '../store/articles.ts';
import { loadSectionDirectory } from '../store/sections.ts';

// AB-18 `type=widget_slideshow1` (spec §7): a slideshow's slides for the slideshow carousel
// (`top=100`) and the web-story slider (`top=21`). A slideshow's body is its pictures, each with
// its caption and followed by a paragraph that tells it; a slide is one picture and that text.

export const Slide = z.object({
  img: z.string().url(),
  imgsize: z.object({ width: z.number().int().positive(), height: z.number().int().positive() }),
  title: z.string(),
  synopsis: z.string(),
  agencyName: z.string(),
  /** The slide in the slideshow page. */
  url: z.string(),
});
export type Slide = z.infer<typeof Slide>;

export const SlideshowWidgetAnswer = z.object({
  searchResult: z.tuple([
    z.object({
      msid: z.string(),
      title: z.string(),
      insertdate: z.string(),
      agency: z.string(),
      /** The slideshow page (added). */
      url: z.string(),
      data: z.array(Slide),
    }),
  ]),
});

const slideshowQuery = z.object({
  msid: numericId(),
  top: wholeNumber(1, 100).default(100),
  platform,
});

const textOf = (node: StoryNode): string =>
  node.node === 'text' ? (node.text ?? '') : (node.child ?? []).map(textOf).join('');

const positive = (value: string | undefined) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/** The root's pictures in order, each with the paragraph right after it. */
export function slidesOf(body: StoryNode, pageUrl: string, top: number): Slide[] {
  const children = body.child ?? [];
  const slides: Slide[] = [];
  children.forEach((node, index) => {
    if (slides.length >= top || node.node !== 'element' || node.tag !== 'img') return;
    const attr = node.attr ?? {};
    const img = attr.src ?? attr.url;
    const width = positive(attr.width);
    const height = positive(attr.height);
    if (!img || !width || !height) return;
    const next = children[index + 1];
    const synopsis = next?.node === 'element' && next.tag === 'p' ? textOf(next).trim() : '';
    slides.push({
      img,
      imgsize: { width, height },
      title: (attr.title ?? '').trim(),
      synopsis,
      agencyName: (attr.agency ?? '').trim(),
      url: `${pageUrl}#slide-${slides.length + 1}`,
    });
  });
  return slides;
}

/**
 * `type=widget_slideshow1&msid={slideshow}&top={1..100}`: the slideshow's title, time, agency and
 * first `top` slides. Only a free slideshow: a Prime one's pictures are its body, which no list
 * call carries (docs/content-api.md, "Premium stories"); anything else is a 404 naming `msid`.
 */
export async function getSlideshowWidget(context: RouteContext): Promise<Reply> {
  const { msid, top } = parseQuery(slideshowQuery, context.query);
  const row = await findArticle(context.db, msid);
  if (row?.kind !== 'slideshow' || isPremium(row) || row.prime === 1) {
    throw notFound('msid', `no slideshow ${msid}`);
  }
  const sections = await loadSectionDirectory(context.db);
  const url = storyUrl(row, sections);
  const body = withAbsolutePictures(StoryNodeSchema.parse(JSON.parse(row.body_json)), context.publicUrl);
  return contentJson({
    searchResult: [
      {
        msid: String(row.msid),
        title: row.title,
        insertdate: row.published_at,
        agency: row.agency,
        url,
        data: slidesOf(body, url, top),
      },
    ],
  } satisfies z.infer<typeof SlideshowWidgetAnswer>);
}
