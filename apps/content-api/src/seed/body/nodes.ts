import type { StoryNode, StoryTag } from '../../contract.ts';

// Small constructors for storyJSON trees.

export function text(value: string): StoryNode {
  return { node: 'text', text: value };
}

export function element(tag: StoryTag, child: StoryNode[] = [], attr?: Record<string, string>): StoryNode {
  return { node: 'element', tag, ...(attr ? { attr } : {}), ...(child.length > 0 ? { child } : {}) };
}

export function paragraph(...child: StoryNode[]): StoryNode {
  return element('p', child);
}

export function root(child: StoryNode[]): StoryNode {
  return { node: 'root', child };
}

/** Wraps the first occurrence of `phrase` in `text` with an inline element; no match, no change. */
export function wrapPhrase(
  value: string,
  phrase: string,
  tag: StoryTag,
  attr?: Record<string, string>,
): StoryNode[] | null {
  const at = value.indexOf(phrase);
  if (at < 0 || phrase === '') return null;
  const before = value.slice(0, at);
  const after = value.slice(at + phrase.length);
  return [
    ...(before ? [text(before)] : []),
    element(tag, [text(phrase)], attr),
    ...(after ? [text(after)] : []),
  ];
}

/** A link to another story, with the fields an "also read" item needs. */
export interface StoryLink {
  url: string;
  title: string;
  /** Picture path on the API, made absolute when served. */
  img: string;
}
