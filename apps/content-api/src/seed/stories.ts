import type { Insertable } from 'kysely';
import { formatIst } from '../content/ist-time.ts';
import { picturePath, topicPath } from '../content/site-paths.ts';
import { countWords } from '../content/story-tree.ts';
import type { StoryNode } from '../contract.ts';
import type { Random } from '../random.ts';
import type {
  ArticleAuthorTable,
  ArticleKeywordTable,
  ArticleTable,
  KeywordTable,
  RelatedLinkTable,
} from '../store/schema.ts';
import { chooseByline, disclaimerAgencies, pictureAgency } from './agencies.ts';
import type { SeededAuthors } from './authors.ts';
import type { StoryLink } from './body/nodes.ts';
import { writeLiveBlogBody, writeSlideshowBody, writeVideoBody } from './body/special-bodies.ts';
import { writeArticleBody } from './body/story-body.ts';
import type { CommentWriter } from './comments.ts';
import { writeArtSummary, writeHighlights, writeMetaInfo, writeSeoLinks } from './editorial.ts';
import { type Headed, writeHeadlines } from './headlines.ts';
import { addHomeSectionStories } from './home-sections.ts';
import type { ImageAllocator } from './images.ts';
import { addLongRead } from './long-read.ts';
import { lengthRanges, type StoryPlan } from './plan.ts';
import { families } from './text/families.ts';
import { type FamilyName, relatedFamilies } from './text/family-text.ts';
import { fill } from './text/template.ts';

// Turns story plans into rows: body, byline, metainfo, links to other stories and reader
// comments, after headlines and pictures have been written for every story.

export interface WrittenStories {
  articles: Insertable<ArticleTable>[];
  articleAuthors: Insertable<ArticleAuthorTable>[];
  relatedLinks: Insertable<RelatedLinkTable>[];
  articleKeywords: Insertable<ArticleKeywordTable>[];
}

interface Dependencies {
  images: ImageAllocator;
  authors: SeededAuthors;
  keywords: Insertable<KeywordTable>[];
  comments: CommentWriter;
}

/** Headlines about the metal ("Gold rises…", "Gold or equity?"), not "golden" or "Goldman". */
const GOLD_HEADLINE = /\bgold\b/i;

export function writeStories(random: Random, plans: StoryPlan[], deps: Dependencies): WrittenStories {
  const headed = writeHeadlines(random, plans, deps.images);
  const disclaimed = new Set(
    random
      .fork('disclaimers')
      .sample(
        plans.filter(
          (plan) =>
            plan.kind === 'article' && plan.prime === 0 && !plan.showcase && plan.family !== 'partner',
        ),
        disclaimerAgencies.length * 2,
      )
      .map((plan) => plan.msid),
  );
  const written: WrittenStories = { articles: [], articleAuthors: [], relatedLinks: [], articleKeywords: [] };
  const writer = storyWriter(deps, written, { disclaimed, videos: headed.filter(isVideo) });
  for (const [position, story] of headed.entries()) writer(story, headed, position);
  // Last, from streams of their own: nothing the other stories drew or allocated moves.
  addLongRead(random.fork('long read'), headed, deps, written);
  addHomeSectionStories(random.fork('home sections'), headed, deps.images, (story, pool) =>
    writer(story, pool, 0),
  );
  return written;
}

const isVideo = (story: Headed) => story.plan.kind === 'video';

/**
 * Writes one headed story's rows into `written`: body, byline, metainfo, its links to stories
 * of `pool` (related, also read) and its comments. `position` picks a disclaimer agency.
 */
function storyWriter(
  deps: Dependencies,
  written: WrittenStories,
  shared: { disclaimed: ReadonlySet<number>; videos: readonly Headed[] },
): (story: Headed, pool: Headed[], position: number) => void {
  const keywordsByTitle = new Map(deps.keywords.map((keyword) => [keyword.title, keyword]));
  return (story, pool, position) => {
    const { plan, slots } = story;
    const r = story.random;
    const phrasebook = families[plan.family];
    const keywords = r.chance(0.18)
      ? []
      : r.sample(phrasebook.keywords, r.int(2, Math.min(6, phrasebook.keywords.length))).flatMap((title) => {
          const keyword = keywordsByTitle.get(title);
          return keyword ? [keyword] : [];
        });
    // AB-20: a story about gold is tagged so, as an editor would (its gold table follows the tag).
    const gold = keywordsByTitle.get('Gold price');
    if (gold && GOLD_HEADLINE.test(story.title) && !keywords.includes(gold)) keywords.push(gold);
    const sameSection = pool.filter(
      (other) =>
        other !== story && other.plan.topSectionId === plan.topSectionId && other.plan.kind !== 'video',
    );
    const related = pickOthers(r, sameSection, pool, story, r.chance(0.72) ? r.int(3, 6) : r.int(0, 2));
    const alsoRead: StoryLink[] = pickOthers(r, sameSection, pool, story, r.int(2, 3)).map((other) => ({
      url: other.url,
      title: other.title,
      img: picturePath(other.imageId),
    }));

    const body = writeBody(story, {
      images: deps.images,
      alsoRead,
      topicLinks: keywords.map((keyword) => ({ title: keyword.title, url: topicPath(keyword.slug) })),
    });
    const byline = chooseByline(r, plan);
    const agency = shared.disclaimed.has(plan.msid)
      ? (disclaimerAgencies[position % disclaimerAgencies.length] as string)
      : byline.agency;
    const authorIds = pickAuthors(r, deps.authors, plan.family, byline);
    const featured =
      plan.kind === 'article' && r.chance(0.15)
        ? (shared.videos.find((video) => video.plan.family === plan.family) ?? r.pick(shared.videos))
        : undefined;

    written.articles.push({
      msid: plan.msid,
      section_id: plan.section.id,
      kind: plan.kind,
      title: story.title,
      slug: story.slug,
      synopsis: story.synopsis,
      art_summary: writeArtSummary(r, phrasebook, slots),
      published_at: formatIst(plan.publishedAtMs),
      updated_at: formatIst(plan.updatedAtMs),
      image_id: story.imageId,
      image_caption: r.chance(0.15) ? '' : fill(r.pick(phrasebook.captions), slots),
      image_agency: pictureAgency(r, plan),
      agency,
      seo_title: story.title,
      seo_description: story.synopsis,
      body_json: JSON.stringify(body),
      word_count: countWords(body),
      metainfo_json: JSON.stringify(
        writeMetaInfo(
          r,
          story,
          keywords.map((keyword) => keyword.title),
        ),
      ),
      highlights_json: JSON.stringify(writeHighlights(r, plan, phrasebook, slots)),
      seo_links_json: writeSeoLinks(r, story, pool),
      featured_video_msid: featured?.plan.msid ?? null,
      host_id: plan.hostId,
      hide_ads: plan.hideAds,
      remove_paywall_schema: plan.removePaywallSchema,
      prime: plan.prime,
      prime_blocker: plan.primeBlocker,
      adaptive: plan.adaptive,
      latest_news:
        (plan.kind === 'article' || plan.kind === 'liveblog') &&
        !['partner', 'learning'].includes(plan.family)
          ? 1
          : 0,
    });
    for (const [index, authorId] of authorIds.entries()) {
      written.articleAuthors.push({ article_msid: plan.msid, author_id: authorId, position: index });
    }
    for (const [index, other] of related.entries()) {
      written.relatedLinks.push({ article_msid: plan.msid, related_msid: other.plan.msid, position: index });
    }
    for (const [index, keyword] of keywords.entries()) {
      written.articleKeywords.push({ article_msid: plan.msid, keyword_id: keyword.id, position: index });
    }
    if (plan.commentThreads > 0) {
      deps.comments.write({
        random: r.fork('comments'),
        msid: plan.msid,
        threads: plan.commentThreads,
        publishedAtMs: plan.publishedAtMs,
        slots,
        deepThread: plan.commentThreads > 25,
      });
    }
  };
}

/** Prefers stories from the same top section, then any other. */
function pickOthers(
  random: Random,
  preferred: Headed[],
  all: Headed[],
  self: Headed,
  count: number,
): Headed[] {
  const picked = random.sample(preferred, count);
  if (picked.length < count) {
    const rest = all.filter(
      (other) => other !== self && other.plan.kind !== 'video' && !picked.includes(other),
    );
    picked.push(...random.sample(rest, count - picked.length));
  }
  return picked;
}

function writeBody(
  story: Headed,
  extras: { images: ImageAllocator; alsoRead: StoryLink[]; topicLinks: { title: string; url: string }[] },
): StoryNode {
  const { plan, slots } = story;
  const random = story.random.fork('body');
  const phrasebook = families[plan.family];
  const imageAgency = () => pictureAgency(random, plan);
  const kindred = relatedFamilies(plan.family).map((name) => families[name]);
  const common = { random, phrasebook, kindred, slots, images: extras.images, imageAgency };
  switch (plan.kind) {
    case 'video':
      return writeVideoBody({ ...common, title: story.title });
    case 'slideshow':
      return writeSlideshowBody(common);
    case 'liveblog':
      return writeLiveBlogBody({ ...common, openedAtMs: plan.publishedAtMs, updatedAtMs: plan.updatedAtMs });
    case 'article':
      return writeArticleBody({
        ...common,
        lede: story.synopsis,
        words: lengthRanges[plan.length],
        minParagraphs: plan.length === 'epic' ? 22 : 4,
        shortParagraphs: plan.length === 'epic',
        blocks: plan.blocks,
        alsoRead: extras.alsoRead,
        topicLinks: extras.topicLinks,
        planted: plan.planted,
      });
  }
}

function pickAuthors(
  random: Random,
  authors: SeededAuthors,
  family: FamilyName,
  byline: ReturnType<typeof chooseByline>,
): number[] {
  if (byline.authors === 'none') return [];
  const registry = byline.authors === 'guest' ? authors.guestsByBeat : authors.byBeat;
  const everyone = [...new Set([...registry.values()].flat())];
  const beat = registry.get(family) ?? everyone;
  return random.sample(beat.length >= byline.count ? beat : everyone, byline.count);
}
