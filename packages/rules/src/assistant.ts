import * as z from 'zod/mini';

/**
 * AB-25 the chat assistant ("Ask the Ledger", India only): what a question is, what an answer
 * looks like, and the words a reader is refused in. The browser (the panel, before anything is
 * sent) and the content backend (`POST /assistant/ask`, for real) check with the same zod schemas,
 * so they cannot disagree. `zod/mini`: the panel's chunk carries only the checks it uses.
 */

export const assistantRules = {
  /** Characters (code points) a question has at least, after trimming. */
  questionMinLength: 2,
  /** Characters (code points) a question has at most, after trimming. */
  questionMaxLength: 300,
  /** Stories an answer names as its sources at most. */
  maxSources: 3,
  /** Longest answer text the backend writes (and the browser accepts). */
  answerMaxLength: 600,
  /** Longest source title accepted from an answer. */
  sourceTitleMaxLength: 300,
} as const;

/** What a reader is told about a question the rules refuse, beside the question field. */
export const assistantTexts = {
  required: 'Please type a question.',
  tooShort: `Please ask a question of at least ${assistantRules.questionMinLength} characters.`,
  tooLong: `Please keep your question to ${assistantRules.questionMaxLength} characters or fewer.`,
  controlCharacters: 'Please remove control characters from your question.',
  msid: 'must be a numeric id',
} as const;

/** Code points, so an emoji or a Devanagari letter with its mark counts as a reader sees it. */
export const countQuestionCharacters = (text: string): number => Array.from(text).length;

/**
 * A question as sent and answered: trimmed, every run of white space (line breaks included) one
 * space. Reader text of any length goes in; only the trimmed result is counted.
 */
export function normaliseQuestion(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

// C0 and C1 control characters left after white space is folded (NUL, ESC, DEL…): never part of
// a question, and no reason to store or echo them.
const controlCharacter = /\p{Cc}/u;

/** The refusal for a normalised question, or null when it may be asked. */
function questionFault(question: string): string | null {
  if (question === '') return assistantTexts.required;
  // Longer than 4 code units per allowed character cannot be within the limit: no need to count.
  if (question.length > assistantRules.questionMaxLength * 4) return assistantTexts.tooLong;
  const length = countQuestionCharacters(question);
  if (length < assistantRules.questionMinLength) return assistantTexts.tooShort;
  if (length > assistantRules.questionMaxLength) return assistantTexts.tooLong;
  if (controlCharacter.test(question)) return assistantTexts.controlCharacters;
  return null;
}

/** The question field: text, normalised, then checked; the first fault is its message. */
export const assistantQuestionField = z.string({ error: assistantTexts.required }).check(
  z.overwrite(normaliseQuestion),
  z.superRefine((question, context) => {
    const fault = questionFault(question);
    if (fault !== null) context.addIssue({ code: 'custom', message: fault, input: question });
  }),
);

/** The story being read, when the question is asked from one: digits (or a whole number). */
const storyId = z
  .pipe(
    z.union([z.string(), z.number()], { error: assistantTexts.msid }),
    z.transform((value) => String(value)),
  )
  .check(
    z.regex(/^[1-9]\d{0,9}$/, assistantTexts.msid),
    z.refine((id) => Number(id) <= 2_147_483_647, assistantTexts.msid),
  );

/** `POST /assistant/ask`'s body: `{ question, msid? }`; other keys are ignored. */
export const assistantQuestion = z.object({
  question: assistantQuestionField,
  msid: z.optional(storyId),
});
export type AssistantQuestion = z.output<typeof assistantQuestion>;

export type QuestionCheck = { ok: true; question: string } | { ok: false; message: string };

/** The question to send, normalised, or the refusal to show beside the field. */
export function checkAssistantQuestion(text: unknown): QuestionCheck {
  const parsed = assistantQuestionField.safeParse(text);
  if (parsed.success) return { ok: true, question: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? assistantTexts.required };
}

/** One story an answer comes from: a path on the site, never another host. */
export const assistantSource = z.object({
  msid: z.string().check(z.regex(/^[1-9]\d{0,19}$/)),
  title: z.string().check(z.minLength(1), z.maxLength(assistantRules.sourceTitleMaxLength)),
  url: z.string().check(z.maxLength(500), z.regex(/^\/(?![/\\])[^\s\\]*$/)),
});
export type AssistantSource = z.output<typeof assistantSource>;

/** `POST /assistant/ask`'s answer: a short reply written from the stories, and those stories. */
export const assistantAnswer = z.object({
  answer: z.string().check(z.minLength(1), z.maxLength(assistantRules.answerMaxLength)),
  sources: z.array(assistantSource).check(z.maxLength(assistantRules.maxSources)),
});
export type AssistantAnswer = z.output<typeof assistantAnswer>;
