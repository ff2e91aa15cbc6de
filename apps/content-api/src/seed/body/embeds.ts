import type { StoryNode } from '../../contract.ts';
import type { Random } from '../../random.ts';
import { element } from './nodes.ts';

// Embeds as the newsroom's CMS stores them: an iframe pointing at YouTube or X.

const youtubeAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function youtubeEmbed(random: Random, title: string): StoryNode {
  let id = '';
  for (let i = 0; i < 11; i += 1) id += youtubeAlphabet[random.int(0, youtubeAlphabet.length - 1)];
  return element('iframe', [], {
    src: `https://www.youtube.com/embed/${id}`,
    width: '560',
    height: '315',
    title,
    allowfullscreen: 'true',
  });
}

export function xPostEmbed(random: Random): StoryNode {
  const id = `18${String(random.int(10_000_000, 99_999_999))}${String(random.int(100_000_000, 999_999_999))}`;
  return element('iframe', [], {
    src: `https://platform.twitter.com/embed/Tweet.html?id=${id}`,
    width: '550',
    height: '420',
    title: 'Post on X',
  });
}
