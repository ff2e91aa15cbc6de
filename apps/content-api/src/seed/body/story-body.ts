import { picturePath, topicPath } from '../../content/site-paths.ts';
import { countWords } from '../../content/story-tree.ts';
import type { StoryNode } from '../../contract.ts';
import type { Random } from '../../random.ts';
import type { ImageAllocator } from '../images.ts';
import { seedKeywords } from '../keywords.ts';
import type { FamilyText } from '../text/family-text.ts';
import { closingLines, generalSentences } from '../text/general.ts';
import { fill, type Slots, slugify } from '../text/template.ts';
import { xPostEmbed, youtubeEmbed } from './embeds.ts';
import { element, paragraph, root, type StoryLink, text, wrapPhrase } from './nodes.ts';
import { plantedNodes } from './planted.ts';

// Writes an article body: paragraphs drawn from the story's phrasebook, broken up by the
// blocks a real newsroom uses (subheads, pictures, quotes, lists, tables, embeds, "also read").

export type BodyBlock =
  | 'subheads'
  | 'image'
  | 'quote'
  | 'bullets'
  | 'numbered'
  | 'table'
  | 'storylist'
  | 'youtube'
  | 'xpost'
  | 'lineBreak'
  | 'closing';

export interface ArticleBodyRequest {
  random: Random;
  phrasebook: FamilyText;
  /** Kindred phrasebooks, nearest first, for stories longer than their own phrasebook. */
  kindred: FamilyText[];
  slots: Slots;
  /** The opening sentence, usually the synopsis, so the story starts where its summary does. */
  lede: string;
  /** Inclusive bounds on the words a reader sees. */
  words: { min: number; max: number };
  minParagraphs: number;
  /** One or two sentences a paragraph, as in long explainers; otherwise two to four. */
  shortParagraphs: boolean;
  blocks: ReadonlySet<BodyBlock>;
  images: ImageAllocator;
  imageAgency: () => string;
  alsoRead: StoryLink[];
  /** Topic pages to link from the text. */
  topicLinks: { title: string; url: string }[];
  planted: boolean;
  /**
   * Where the paragraphs' sentences come from, when a story is written in parts: one deck for
   * all of them, so no sentence comes back before the others have been used. Default: a deck
   * of this request's own phrasebook and kindred.
   */
  deck?: SentenceDeck;
}

export function writeArticleBody(request: ArticleBodyRequest): StoryNode {
  const { random, phrasebook, slots } = request;
  const features = buildFeatureBlocks(request);
  const featureWords = features.reduce((sum, block) => sum + countWords(block), 0);
  const deck = request.deck ?? createSentenceDeck(random, phrasebook, slots, request.kindred);
  const paragraphs = writeParagraphs(request, deck, {
    min: request.words.min - featureWords,
    max: request.words.max - featureWords,
  });
  decorate(paragraphs, request);

  const subheads = request.blocks.has('subheads') ? writeSubheads(request, paragraphs.length) : new Map();
  const placements = new Map<number, StoryNode[]>();
  for (const block of features) {
    const after = random.int(1, Math.max(1, paragraphs.length - 1));
    placements.set(after, [...(placements.get(after) ?? []), block]);
  }
  if (request.planted) placements.set(2, [...(placements.get(2) ?? []), ...plantedNodes()]);

  const children: StoryNode[] = [];
  paragraphs.forEach((each, index) => {
    const subhead = subheads.get(index);
    if (subhead) children.push(subhead);
    children.push(each);
    children.push(...(placements.get(index + 1) ?? []));
  });
  if (request.blocks.has('closing'))
    children.push(paragraph(element('i', [text(random.pick(closingLines))])));
  return root(children);
}

export interface SentenceDeck {
  draw(): string;
}

/**
 * Deals sentences without repeats: first the story's own phrasebook (with quotes and general
 * lines), then each kindred phrasebook in turn, nearest first, so long stories stay on topic
 * as long as they can and do not repeat themselves.
 */
export function createSentenceDeck(
  random: Random,
  phrasebook: FamilyText,
  slots: Slots,
  kindred: FamilyText[] = [],
): SentenceDeck {
  const passes = [
    [...phrasebook.sentences, ...generalSentences, ...phrasebook.quotes],
    ...kindred.map((each) => [...each.sentences, ...each.quotes]),
  ];
  let pass = 0;
  let pile: string[] = [];
  return {
    draw() {
      if (pile.length === 0) {
        pile = random.shuffle(passes[pass % passes.length] as string[]);
        pass += 1;
      }
      return fill(pile.pop() as string, slots);
    },
  };
}

function writeParagraphs(
  request: ArticleBodyRequest,
  deck: SentenceDeck,
  budget: { min: number; max: number },
) {
  const { random } = request;
  const paragraphs: StoryNode[] = [];
  let words = 0;
  let misses = 0;
  const lede = [request.lede, deck.draw()].join(' ');
  paragraphs.push(paragraph(text(lede)));
  words += countWords(text(lede));
  while ((words < budget.min || paragraphs.length < request.minParagraphs) && misses < 12) {
    const wanted = request.shortParagraphs ? random.int(1, 2) : random.int(2, 4);
    const sentences: string[] = [];
    for (let tries = 0; sentences.length < wanted && tries < 8; tries += 1) {
      const sentence = deck.draw();
      const size = countWords(text(sentence));
      if (words + size > budget.max) continue;
      sentences.push(sentence);
      words += size;
    }
    if (sentences.length === 0) {
      misses += 1;
      continue;
    }
    paragraphs.push(paragraph(text(sentences.join(' '))));
  }
  return paragraphs;
}

let knownTopics: ReadonlySet<string> | undefined;
/** The slugs of the topic pages the seed has (one per keyword). */
function topicSlugs(): ReadonlySet<string> {
  knownTopics ??= new Set(seedKeywords().map((keyword) => keyword.slug));
  return knownTopics;
}

/** Inline formatting a sub-editor would add: the company in bold, a topic link, a figure. */
function decorate(paragraphs: StoryNode[], request: ArticleBodyRequest): void {
  const { random, slots } = request;
  const inline = (
    index: number,
    phrase: string,
    tag: 'strong' | 'a' | 'b' | 'em',
    attr?: Record<string, string>,
  ) => {
    const target = paragraphs[index];
    const only = target?.child?.length === 1 ? target.child[0] : undefined;
    if (!target || only?.node !== 'text') return false;
    const wrapped = wrapPhrase(only.text ?? '', phrase, tag, attr);
    if (wrapped) target.child = wrapped;
    return wrapped !== null;
  };
  const company = typeof slots.company === 'string' ? slots.company : '';
  inline(0, company, 'strong');
  if (!linkTopic(paragraphs, request.topicLinks, inline) && company && topicSlugs().has(slugify(company))) {
    // No topic is named in the text: link a later mention of the company to its topic page, when
    // it has one (a link to a topic page that does not exist would be a dead link).
    for (let index = 1; index < paragraphs.length; index += 1) {
      if (inline(index, company, 'a', { href: topicPath(slugify(company)), title: company })) break;
    }
  }
  for (let index = 2; index < paragraphs.length; index += 1) {
    const figure = /Rs [\d,]+ crore/.exec(paragraphs[index]?.child?.[0]?.text ?? '')?.[0];
    if (figure && inline(index, figure, 'b')) break;
  }
  for (let index = 1; index < paragraphs.length; index += 1) {
    const quote = /“[^”]+”/.exec(paragraphs[index]?.child?.[0]?.text ?? '')?.[0];
    if (quote && inline(index, quote, 'em')) break;
  }
  if (request.blocks.has('lineBreak') && paragraphs.length > 3) {
    const target = paragraphs[random.int(1, paragraphs.length - 2)];
    const only = target?.child?.length === 1 ? target.child[0]?.text : undefined;
    const split = only?.indexOf('. ') ?? -1;
    if (target && only && split > 0) {
      target.child = [text(only.slice(0, split + 1)), element('br'), text(only.slice(split + 2))];
    }
  }
}

type Inline = (index: number, phrase: string, tag: 'a', attr: Record<string, string>) => boolean;

/** Links the first topic whose name appears in the text (any case), as sub-editors do. */
function linkTopic(
  paragraphs: StoryNode[],
  topics: { title: string; url: string }[],
  inline: Inline,
): boolean {
  for (const topic of topics) {
    for (let index = 1; index < paragraphs.length; index += 1) {
      const value = paragraphs[index]?.child?.[0]?.text ?? '';
      const at = value.toLowerCase().indexOf(topic.title.toLowerCase());
      if (at < 0) continue;
      const phrase = value.slice(at, at + topic.title.length);
      if (inline(index, phrase, 'a', { href: topic.url, title: topic.title })) return true;
    }
  }
  return false;
}

function writeSubheads(request: ArticleBodyRequest, paragraphCount: number): Map<number, StoryNode> {
  const { random, phrasebook, slots } = request;
  const headings = random.shuffle(phrasebook.subheads);
  const subheads = new Map<number, StoryNode>();
  const every = paragraphCount > 18 ? 5 : 3;
  for (let index = every, n = 0; index < paragraphCount - 1 && n < headings.length; index += every, n += 1) {
    const tag = n % 3 === 2 ? 'h3' : 'h2';
    subheads.set(index, element(tag, [text(fill(headings[n] as string, slots))]));
  }
  return subheads;
}

function buildFeatureBlocks(request: ArticleBodyRequest): StoryNode[] {
  const { random, phrasebook, slots, blocks } = request;
  const features: StoryNode[] = [];
  if (blocks.has('image')) {
    const picture = request.images.addBodyImage();
    const caption = fill(random.pick(phrasebook.captions), slots);
    // The CMS has stored the picture under either attribute over the years; the site reads both.
    const source = random.chance(0.5) ? 'src' : 'url';
    features.push(
      element('img', [], {
        [source]: picturePath(picture.id),
        title: caption,
        agency: request.imageAgency(),
        width: String(picture.width),
        height: String(picture.height),
      }),
    );
  }
  if (blocks.has('quote'))
    features.push(element('blockquote', [text(fill(random.pick(phrasebook.quotes), slots))]));
  // Bullets and a numbered list share the phrasebook's items without repeating them.
  const items = random.shuffle(phrasebook.listItems).map((item) => element('li', [text(fill(item, slots))]));
  const bulletCount = Math.min(items.length, random.int(3, 5));
  if (blocks.has('bullets')) features.push(element('ul', items.slice(0, bulletCount)));
  if (blocks.has('numbered')) {
    const rest = items.slice(blocks.has('bullets') ? bulletCount : 0);
    // Too few items left: number the story's outline instead.
    const outline = random
      .sample(phrasebook.subheads, 3)
      .map((heading) => element('li', [text(fill(heading, slots))]));
    features.push(element('ol', rest.length >= 2 ? rest : outline));
  }
  if (blocks.has('table') && phrasebook.table) features.push(buildTable(request));
  if (blocks.has('storylist') && request.alsoRead.length > 0) {
    features.push(
      element(
        'storylist',
        request.alsoRead.map((story) =>
          element('item', [], { url: story.url, title: story.title, img: story.img }),
        ),
      ),
    );
  }
  if (blocks.has('youtube')) features.push(youtubeEmbed(random, 'Video'));
  if (blocks.has('xpost')) features.push(xPostEmbed(random));
  return features;
}

function buildTable(request: ArticleBodyRequest): StoryNode {
  const { random, slots } = request;
  const table = request.phrasebook.table as NonNullable<FamilyText['table']>;
  const labels = random.sample(table.rowLabels, Math.min(table.rowLabels.length, random.int(3, 5)));
  return element('table', [
    element('thead', [
      element(
        'tr',
        table.head.map((cell) => element('th', [text(cell)])),
      ),
    ]),
    element(
      'tbody',
      labels.map((label) =>
        element('tr', [
          element('td', [text(label)]),
          ...table.row.map((cell) => element('td', [text(fill(cell, slots))])),
        ]),
      ),
    ),
  ]);
}
