import type { Insertable } from 'kysely';
import { formatIst } from '../content/ist-time.ts';
import { picturePath, storyPath, topicPath } from '../content/site-paths.ts';
import { countWords } from '../content/story-tree.ts';
import type { StoryNode } from '../contract.ts';
import type { Random } from '../random.ts';
import type { KeywordTable } from '../store/schema.ts';
import { pictureAgency } from './agencies.ts';
import type { SeededAuthors } from './authors.ts';
import { element, root, type StoryLink, text } from './body/nodes.ts';
import { type BodyBlock, type SentenceDeck, writeArticleBody } from './body/story-body.ts';
import type { CommentWriter } from './comments.ts';
import type { Headed } from './headlines.ts';
import { type ImageAllocator, leadImageSize } from './images.ts';
import { sectionSeeds } from './sections.ts';
import type { WrittenStories } from './stories.ts';
import { families } from './text/families.ts';
import type { FamilyName } from './text/family-text.ts';
import { generalSentences } from './text/general.ts';
import { createStorySlots } from './text/slots.ts';
import { capitalise, fill, type Slots, slugify } from './text/template.ts';

// The seed's one long read: a free story of more than 5,000 words in Wealth › Tax, so the bench
// measures the site's work on the longest pages a newsroom publishes (Page experience), and
// every body insert the article layout places for a Wealth story is reached (breaks 2 to 18:
// the income-tax guide, Bonds Corner, related news 1-3, and for readers outside India both
// international ads).
//
// It is written after every other story, from a random stream of its own, and takes its
// picture and comment ids after theirs, so adding it moved nothing in the rest of the seed.
// Nothing else links to it (the other stories' related lists were drawn without it).

export const longReadMsid = 125_400_341;

/** Wealth › Tax: the Wealth sidebar, and the income-tax guide insert for an income-tax story. */
const sectionId = 49_674_351;
/** A Sunday morning, the slot for long reads; older than the stories the site's tests pick first. */
const publishedAt = '2026-11-15T07:30:00+05:30';
const updatedAt = '2026-11-15T09:10:00+05:30';
const title = 'The long read: a year of tax, savings and investing decisions for a salaried family';
const synopsis =
  'From the choice of tax regime to the emergency fund, SIPs and the retirement corpus: how the choices add up over a year, and what advisers say to weigh at each step.';
/** Keywords as the topic pages have them; "Income tax" makes it an income-tax story. */
const keywordTitles = [
  'Income tax',
  'ITR filing',
  'Mutual funds',
  'SIP',
  'Personal finance',
  'Retirement planning',
];
const bodyWords = { min: 1_010, max: 1_100 };
/** What parts borrow once their own phrasebook is used up, before another part's. */
const furtherReading: FamilyName[] = [
  'industry',
  'prime',
  'tech',
  'jobs',
  'world',
  'smallbiz',
  'study',
  'politics',
];

/**
 * Five parts, each opening on its own phrasebook (see partDecks). Between them the parts use
 * every body block the seed writes.
 */
const parts: { heading: string; family: FamilyName; blocks: BodyBlock[] }[] = [
  {
    heading: 'Part 1: Choosing a tax regime',
    family: 'wealth',
    blocks: ['subheads', 'image', 'bullets', 'table'],
  },
  {
    heading: 'Part 2: Putting the savings to work',
    family: 'funds',
    blocks: ['subheads', 'image', 'quote', 'numbered', 'storylist'],
  },
  {
    heading: 'Part 3: Living with the stock market',
    family: 'markets',
    blocks: ['subheads', 'image', 'youtube', 'table'],
  },
  {
    heading: 'Part 4: The economy behind the pay cheque',
    family: 'economy',
    blocks: ['subheads', 'image', 'quote', 'xpost', 'lineBreak'],
  },
  {
    heading: 'Part 5: When the family earns abroad',
    family: 'nri',
    blocks: ['subheads', 'image', 'bullets', 'storylist', 'closing'],
  },
];

interface Dependencies {
  images: ImageAllocator;
  authors: SeededAuthors;
  keywords: Insertable<KeywordTable>[];
  comments: CommentWriter;
}

/** Appends the long read's rows to `written`; `others` are the stories it may link to. */
export function addLongRead(
  random: Random,
  others: readonly Headed[],
  deps: Dependencies,
  written: WrittenStories,
): void {
  const section = sectionSeeds.find((each) => each.id === sectionId);
  if (!section) throw new Error(`the long read's section ${sectionId} is not in the seed`);
  const slug = slugify(title);
  const url = storyPath('article', section.seopath, slug, longReadMsid);
  const imageId = deps.images.add(leadImageSize, 'chart');
  const wealth = others.filter(
    (other) => other.plan.topSectionId === section.parentId && other.plan.kind !== 'video',
  );
  const keywordsByTitle = new Map(deps.keywords.map((keyword) => [keyword.title, keyword]));
  const keywords = keywordTitles.map((each) => {
    const keyword = keywordsByTitle.get(each);
    if (!keyword) throw new Error(`no topic page for the long read's keyword ${each}`);
    return keyword;
  });
  const link = (other: Headed): StoryLink => ({
    url: other.url,
    title: other.title,
    img: picturePath(other.imageId),
  });
  const slots = createStorySlots(random.fork('cast'));
  const deckFor = partDecks(random.fork('deck'), slots);

  const children: StoryNode[] = [];
  parts.forEach((part, index) => {
    const phrasebook = families[part.family];
    const partRandom = random.fork(`part ${index}`);
    const body = writeArticleBody({
      random: partRandom,
      phrasebook,
      kindred: [],
      deck: deckFor(index),
      slots,
      lede: index === 0 ? synopsis : fill(partRandom.pick(phrasebook.synopses), slots),
      words: bodyWords,
      minParagraphs: 12,
      shortParagraphs: false,
      blocks: new Set(part.blocks),
      images: deps.images,
      imageAgency: () => pictureAgency(partRandom, { family: part.family }),
      alsoRead: partRandom.sample(wealth, 3).map(link),
      topicLinks: keywords.map((keyword) => ({ title: keyword.title, url: topicPath(keyword.slug) })),
      planted: false,
    });
    children.push(element('h2', [text(part.heading)]));
    children.push(...(body.child ?? []));
  });
  const body = root(children);

  const related = random.sample(wealth, 6);
  const staff = deps.authors.byBeat.get('wealth') ?? [...deps.authors.byBeat.values()].flat();
  written.articles.push({
    msid: longReadMsid,
    section_id: section.id,
    kind: 'article',
    title,
    slug,
    synopsis,
    art_summary: `${fill(random.pick(families.wealth.sentences), slots)} ${fill(random.pick(families.funds.sentences), slots)}`,
    published_at: formatIst(Date.parse(publishedAt)),
    updated_at: formatIst(Date.parse(updatedAt)),
    image_id: imageId,
    image_caption: 'Planning early helps cut the tax bill.',
    image_agency: pictureAgency(random, { family: 'wealth' }),
    agency: 'ET Bureau',
    seo_title: title,
    seo_description: synopsis,
    body_json: JSON.stringify(body),
    word_count: countWords(body),
    metainfo_json: JSON.stringify({
      MetaKeywords: keywordTitles.join(', '),
      BusinessUsageType: 'News',
      canonicalURL: url,
    }),
    highlights_json: JSON.stringify(
      random.sample(families.wealth.listItems, 4).map((item) => capitalise(fill(item, slots))),
    ),
    seo_links_json: JSON.stringify({
      title: 'Also read',
      data: random.sample(others, 4).map((other) => ({ url: other.url, title: other.title })),
    }),
    featured_video_msid: null,
    host_id: '83',
    hide_ads: 0,
    remove_paywall_schema: 0,
    prime: 0,
    prime_blocker: 0,
    adaptive: 0,
    latest_news: 1,
  });
  written.articleAuthors.push({ article_msid: longReadMsid, author_id: random.pick(staff), position: 0 });
  for (const [position, other] of related.entries()) {
    written.relatedLinks.push({ article_msid: longReadMsid, related_msid: other.plan.msid, position });
  }
  for (const [position, keyword] of keywords.entries()) {
    written.articleKeywords.push({ article_msid: longReadMsid, keyword_id: keyword.id, position });
  }
  deps.comments.write({
    random: random.fork('comments'),
    msid: longReadMsid,
    threads: 12,
    publishedAtMs: Date.parse(publishedAt),
    slots: slots,
    deepThread: false,
  });
}

/**
 * One deck per part over one shared pool of sentence templates: a part draws the least used
 * template, preferring its own phrasebook's, then the further reading, then the other parts'
 * (so it does not eat what a later part opens with). A story five times the usual length is
 * longer than all the phrasebooks together; this way every template is used about equally
 * often, and each part stays on its heading longest.
 */
function partDecks(random: Random, slots: Slots): (part: number) => SentenceDeck {
  const templatesOf = (family: FamilyName) => [...families[family].sentences, ...families[family].quotes];
  // The general business lines belong to the opening part only: once in the story, not five times.
  const own = parts.map((part, index) =>
    random.shuffle([...templatesOf(part.family), ...(index === 0 ? generalSentences : [])]),
  );
  const further = random.shuffle(furtherReading.flatMap(templatesOf));
  const uses = new Map<string, number>();
  return (part) => {
    const preference = [...(own[part] ?? []), ...further, ...own.filter((_, index) => index !== part).flat()];
    return {
      draw() {
        let template = preference[0] as string;
        for (const each of preference) if ((uses.get(each) ?? 0) < (uses.get(template) ?? 0)) template = each;
        uses.set(template, (uses.get(template) ?? 0) + 1);
        return fill(template, slots);
      },
    };
  };
}
