import { formatIst } from '../../content/ist-time.ts';
import { picturePath } from '../../content/site-paths.ts';
import type { StoryNode } from '../../contract.ts';
import type { Random } from '../../random.ts';
import type { ImageAllocator } from '../images.ts';
import type { FamilyText } from '../text/family-text.ts';
import { fill, type Slots } from '../text/template.ts';
import { xPostEmbed, youtubeEmbed } from './embeds.ts';
import { element, paragraph, root, text } from './nodes.ts';
import { createSentenceDeck } from './story-body.ts';

// Bodies of the other story kinds: a live blog's timestamped updates, a slideshow's captioned
// pictures, and a video page's short text around the player.

interface SpecialBodyRequest {
  random: Random;
  phrasebook: FamilyText;
  kindred: FamilyText[];
  slots: Slots;
  images: ImageAllocator;
  imageAgency: () => string;
}

/** Updates newest first, spread from the blog's last update back to its opening. */
export function writeLiveBlogBody(
  request: SpecialBodyRequest & { openedAtMs: number; updatedAtMs: number },
): StoryNode {
  const { random } = request;
  const deck = createSentenceDeck(random, request.phrasebook, request.slots, request.kindred);
  const children: StoryNode[] = [];
  const updates = random.int(12, 22);
  const step = (request.updatedAtMs - request.openedAtMs) / (updates - 1);
  for (let index = 0; index < updates; index += 1) {
    const clock = formatIst(request.updatedAtMs - index * step).slice(11, 16);
    children.push(element('h3', [text(`${clock} IST`)]));
    const sentences = Array.from({ length: random.int(1, 3) }, () => deck.draw());
    children.push(paragraph(text(sentences.join(' '))));
    if (index === 3) children.push(xPostEmbed(random));
  }
  return root(children);
}

export function writeSlideshowBody(request: SpecialBodyRequest): StoryNode {
  const { random, phrasebook, slots } = request;
  const deck = createSentenceDeck(random, phrasebook, slots, request.kindred);
  const children: StoryNode[] = [paragraph(text(`${deck.draw()} ${deck.draw()}`))];
  const slides = random.int(5, 8);
  for (let index = 0; index < slides; index += 1) {
    const picture = request.images.addBodyImage();
    children.push(
      element('img', [], {
        src: picturePath(picture.id),
        title: fill(random.pick(phrasebook.captions), slots),
        agency: request.imageAgency(),
        width: String(picture.width),
        height: String(picture.height),
      }),
    );
    children.push(paragraph(text(deck.draw())));
  }
  return root(children);
}

export function writeVideoBody(request: SpecialBodyRequest & { title: string }): StoryNode {
  const { random } = request;
  const deck = createSentenceDeck(random, request.phrasebook, request.slots, request.kindred);
  const children: StoryNode[] = [
    youtubeEmbed(random, request.title),
    paragraph(text(`${deck.draw()} ${deck.draw()}`)),
  ];
  if (random.chance(0.5)) children.push(paragraph(text(deck.draw())));
  return root(children);
}
