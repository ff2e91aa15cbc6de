import { type AssistantAnswer, assistantRules } from '@newsroom/rules/assistant';
import { storyPath } from '../content/site-paths.ts';
import type { MatchedStory } from '../store/article-terms.ts';

/**
 * AB-25 chat assistant: the reply written from the stories that best match a question. The
 * publication answers in its own reporting's words: the lead sentence of the best story's
 * synopsis, introduced by its headline, with that story and the next best as sources ("Read
 * more"). Nothing is made up: no story, no claim, only the fallback below.
 */

/** The reply when no story has any of the question's words. */
export const noMatchAnswer =
  'I could not find a Ledger story about that. Try other words: a company, a country, or a topic such as “income tax” or “H-1B visa”.';

// The end of the first sentence: a full stop, question or exclamation mark (or an ellipsis)
// followed by a space or the end, but not the dot of a one-capital abbreviation ("U.S. visa").
const sentenceEnd = /(?<!\b\p{Lu})[.!?…](?=\s|$)/u;

/** The first sentence of a text, white space folded. */
export function leadSentence(text: string): string {
  const folded = text.replace(/\s+/gu, ' ').trim();
  const end = sentenceEnd.exec(folded);
  return end ? folded.slice(0, end.index + 1) : folded;
}

/** `text` cut at a word boundary to at most `max` characters, ending with "…" when cut. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

export function composeAnswer(stories: readonly MatchedStory[]): AssistantAnswer {
  const [best] = stories;
  if (!best) return { answer: noMatchAnswer, sources: [] };
  const title = cut(best.title.trim(), assistantRules.sourceTitleMaxLength);
  const lead = leadSentence(best.synopsis);
  const answer = lead === '' ? `Our story “${title}” covers this.` : `From “${title}”: ${lead}`;
  return {
    answer: cut(answer, assistantRules.answerMaxLength),
    sources: stories.slice(0, assistantRules.maxSources).map((story) => ({
      msid: String(story.msid),
      title: cut(story.title.trim(), assistantRules.sourceTitleMaxLength),
      url: storyPath('article', story.seopath, story.slug, story.msid),
    })),
  };
}
