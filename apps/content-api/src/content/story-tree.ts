import { type StoryNode, storyTags } from '../contract.ts';

// Operations on storyJSON trees: counting words, cutting a premium body, and turning the
// store's host-free picture paths into absolute URLs.

const knownTags = new Set<string>(storyTags);

/**
 * Words a reader sees: text inside the root and known elements. Scripts, styles, comments and
 * unknown nodes are skipped by the site (AB-02), so they do not count towards NumberOfWords.
 */
export function countWords(node: StoryNode): number {
  if (node.node === 'text') return (node.text ?? '').split(/\s+/).filter((word) => /\w/.test(word)).length;
  const readable = node.node === 'root' || (node.node === 'element' && knownTags.has(node.tag ?? ''));
  if (!readable) return 0;
  let words = 0;
  for (const child of node.child ?? []) words += countWords(child);
  return words;
}

export function isParagraph(node: StoryNode): boolean {
  return node.node === 'element' && node.tag === 'p';
}

/** The root's children up to and including its `count`th paragraph. */
export function firstParagraphs(root: StoryNode, count: number): StoryNode {
  const kept: StoryNode[] = [];
  let paragraphs = 0;
  for (const child of root.child ?? []) {
    if (paragraphs >= count) break;
    kept.push(child);
    if (isParagraph(child)) paragraphs += 1;
  }
  return { ...root, child: kept };
}

/** Picture attributes that hold a path on the API, stored without a host. */
const pictureAttributes = ['src', 'url', 'img'];

export function withAbsolutePictures(node: StoryNode, publicUrl: string): StoryNode {
  let attr = node.attr;
  if (attr && pictureAttributes.some((name) => attr?.[name]?.startsWith('/photos/'))) {
    attr = { ...attr };
    for (const name of pictureAttributes) {
      const value = attr[name];
      if (value?.startsWith('/photos/')) attr[name] = `${publicUrl}${value}`;
    }
  }
  const child = node.child?.map((each) => withAbsolutePictures(each, publicUrl));
  return { ...node, ...(attr ? { attr } : {}), ...(child ? { child } : {}) };
}
