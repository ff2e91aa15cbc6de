import { POLL_MAX_OPTION_NO, pollOptionsToShow } from '@newsroom/rules/poll';
import { z } from './zod.ts';

// AB-14 the poll of the day as the page shows it to everyone: the question and its options (the
// reader's own part, whether and how they voted, is asked by the island in the browser). Parsed
// at the edge: a malformed option is dropped, not the poll; the options are the ones the shared
// rule shows (sorted by number, at most 10).

const optionSchema = z.object({
  optionno: z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,2}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(1).max(POLL_MAX_OPTION_NO)),
  description: z.string().trim().min(1).max(200),
});

export interface PollQuestion {
  msid: string;
  title: string;
  options: { optionno: number; description: string }[];
}

export const pollOfTheDayAnswerSchema = z
  .object({
    searchResult: z
      .array(
        z.object({
          data: z.object({
            msid: z.union([z.string().regex(/^\d{1,12}$/), z.number().int().positive()]).transform(String),
            title: z.string().trim().min(1).max(300),
            polloptions: z
              .array(z.unknown())
              .transform((items) => items.flatMap((item) => optionSchema.safeParse(item).data ?? [])),
          }),
        }),
      )
      .min(1),
  })
  .transform(({ searchResult }): PollQuestion => {
    const { msid, title, polloptions } = searchResult[0]!.data;
    return { msid, title, options: pollOptionsToShow(polloptions) };
  });
