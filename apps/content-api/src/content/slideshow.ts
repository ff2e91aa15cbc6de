import type { StoryNode } from '../contract.ts';
import type { Slide } from '../contract-story-kinds.ts';
import { withAbsolutePictures } from './story-tree.ts';

// AB-18 slideshow (spec §7 "Slideshow": searchResult[0].data and title): a slideshow story's
// slides, read from its stored body, where each picture (`img` with its caption as `title` and
// its `agency`) is followed by the paragraph that tells it.

function textOf(node: StoryNode | undefined): string {
  if (!node) return '';
  if (node.node === 'text') return node.text ?? '';
  return (node.child ?? []).map(textOf).join('');
}

const isElement = (node: StoryNode | undefined, tag: string) => node?.node === 'element' && node.tag === tag;

export interface SlideshowParts {
  /** The paragraphs before the first picture. */
  introduction: string;
  slides: Slide[];
}

/** Slides `#slide-1`… of the slideshow at `url`, pictures on the public origin. */
export function slidesOf(body: StoryNode, url: string, publicUrl: string): SlideshowParts {
  const nodes = withAbsolutePictures(body, publicUrl).child ?? [];
  const firstPicture = nodes.findIndex((node) => isElement(node, 'img'));
  const introduction = (firstPicture < 0 ? nodes : nodes.slice(0, firstPicture))
    .filter((node) => isElement(node, 'p'))
    .map((node) => textOf(node).trim())
    .filter(Boolean)
    .join(' ');
  const slides: Slide[] = [];
  nodes.forEach((node, index) => {
    if (!isElement(node, 'img') || !node.attr?.src) return;
    const next = nodes[index + 1];
    const width = Number(node.attr.width);
    const height = Number(node.attr.height);
    slides.push({
      img: node.attr.src,
      imgsize: {
        width: Number.isInteger(width) && width > 0 ? width : 1200,
        height: Number.isInteger(height) && height > 0 ? height : 900,
      },
      title: (node.attr.title ?? '').trim(),
      synopsis: isElement(next, 'p') ? textOf(next).trim() : '',
      agencyName: (node.attr.agency ?? '').trim(),
      url: `${url}#slide-${slides.length + 1}`,
    });
  });
  return { introduction, slides };
}
