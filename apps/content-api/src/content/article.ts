import { isPremiumStory } from '@newsroom/rules/paywall';
import type { Article, MetaInfo, ShopProduct, StoryNode, StoryType, TaggedCompany } from '../contract.ts';
import { metaInfoNames } from '../contract.ts';
import type { ArticleRow, StoryRow } from '../store/articles.ts';
import type { AuthorRow } from '../store/authors.ts';
import type { SectionDirectory } from '../store/sections.ts';
import { authorPath, pictureUrl, storyPath, topicPath } from './site-paths.ts';
import { storyUrl } from './story-item.ts';
import { firstParagraphs, withAbsolutePictures } from './story-tree.ts';
import { whatsAppChannelOf } from './whatsapp-channel.ts';

/** How much of a premium body a caller who is not a Prime reader gets (content/premium-access.ts). */
export const premiumPreviewParagraphs = 3;
const wordsPerMinute = 200;

export interface ArticleParts {
  row: ArticleRow;
  imageSize: { width: number; height: number };
  sections: SectionDirectory;
  authors: AuthorRow[];
  related: StoryRow[];
  keywords: { title: string; slug: string }[];
  featuredVideo: ArticleRow | undefined;
  /** AB-06: the story offered after this one (store/articles.ts `findNextStory`). */
  next?: StoryRow | undefined;
  /** AB-04: the listed companies the story is about (`taggedcomp`). */
  companies?: TaggedCompany[];
  /** AB-19: the products a shopping story names (`amazonProductList`). */
  products?: ShopProduct[];
  publicUrl: string;
  fullContent: boolean;
}

export function isPremium(row: Pick<ArticleRow, 'prime_blocker' | 'host_id'>): boolean {
  return isPremiumStory({ prime_blocker: row.prime_blocker, hostid: row.host_id });
}

export function toArticle(parts: ArticleParts): Article {
  const { row, sections, publicUrl } = parts;
  const chain = sections.chain(row.section_id);
  const url = storyPath(row.kind as StoryType, chain.at(-1)?.seopath ?? 'news', row.slug, row.msid);
  const metainfo = toMetaInfo(row);
  const fullBody = JSON.parse(row.body_json) as StoryNode;
  const truncate = isPremium(row) && !parts.fullContent;
  const body = truncate ? firstParagraphs(fullBody, premiumPreviewParagraphs) : fullBody;

  return {
    msid: String(row.msid),
    title: row.title,
    url,
    seo: {
      title: row.seo_title,
      actualURL: url,
      keywords: metainfo.MetaKeywords?.value ?? '',
      description: row.seo_description,
    },
    subsecnames: {
      subsec1: String(chain[0]?.id ?? row.section_id),
      subsec2: chain[1] ? String(chain[1].id) : null,
      subsec3: chain[2] ? String(chain[2].id) : null,
      subsecname1: chain[0]?.name ?? '',
      subsecname2: chain[1]?.name ?? null,
      subsecname3: chain[2]?.name ?? null,
    },
    hideAds: row.hide_ads === 1 ? 1 : 0,
    img: pictureUrl(publicUrl, row.image_id),
    imgsize: parts.imageSize,
    imgcaption: row.image_caption,
    imgagency: row.image_agency,
    agency: row.agency,
    authors: parts.authors.map((author) => ({
      id: String(author.id),
      title: author.name,
      url: authorPath(author.seoname, author.id),
    })),
    authordetails: parts.authors.map((author) => ({
      name: author.name,
      id: String(author.id),
      seoname: author.seoname,
      type: author.author_type,
      designation: author.designation,
      pubname: author.pubname,
      img: pictureUrl(publicUrl, author.image_id),
      bio: author.bio,
    })),
    highlights: JSON.parse(row.highlights_json) as string[],
    featuredvideo: parts.featuredVideo
      ? {
          msid: String(parts.featuredVideo.msid),
          hostid: parts.featuredVideo.host_id,
          imgcaption: parts.featuredVideo.title,
          synopsis: parts.featuredVideo.synopsis,
          url: storyUrl(parts.featuredVideo, sections),
          img: pictureUrl(publicUrl, parts.featuredVideo.image_id),
        }
      : null,
    metainfo,
    related_news: {
      data: parts.related.map((story) => ({
        msid: String(story.msid),
        title: story.title,
        img: pictureUrl(publicUrl, story.image_id),
        url: storyUrl(story, sections),
      })),
    },
    nextArticle: parts.next
      ? { msid: String(parts.next.msid), title: parts.next.title, url: storyUrl(parts.next, sections) }
      : null,
    relatedKeywords: parts.keywords.map((keyword) => ({
      title: keyword.title,
      url: topicPath(keyword.slug),
    })),
    seoInArticleLinks: row.seo_links_json
      ? (JSON.parse(row.seo_links_json) as Article['seoInArticleLinks'])
      : null,
    whatsAppChannel: whatsAppChannelOf({
      premium: row.prime === 1 || isPremium(row),
      topSectionId: chain[0]?.id,
      url,
    }),
    taggedcomp: parts.companies ?? [],
    amazonProductList: parts.products ?? [],
    storyJSON: withAbsolutePictures(body, publicUrl),
    artSummary: row.art_summary,
    readtime: Math.max(1, Math.ceil(row.word_count / wordsPerMinute)),
    date: row.published_at,
    updated: row.updated_at,
    type: row.kind as StoryType,
    prime: row.prime === 1 ? 1 : 0,
    prime_blocker: row.prime_blocker === 1 ? 1 : 0,
    adaptive: row.adaptive === 1 ? 1 : 0,
    hostid: row.host_id,
    remove_paywall_schema: row.remove_paywall_schema === 1 ? 1 : 0,
    ...(truncate ? { truncated: true as const } : {}),
  };
}

/** The stored editorial entries, each wrapped as `{ value }`, plus the word count of the full body. */
export function toMetaInfo(row: Pick<ArticleRow, 'metainfo_json' | 'word_count'>): MetaInfo {
  const stored = JSON.parse(row.metainfo_json) as Record<string, string>;
  const metainfo: MetaInfo = { NumberOfWords: { value: String(row.word_count) } };
  for (const name of metaInfoNames) {
    const value = stored[name];
    if (value !== undefined) metainfo[name] = { value };
  }
  return metainfo;
}
