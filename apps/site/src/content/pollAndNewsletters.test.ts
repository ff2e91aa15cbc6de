import { describe, expect, it } from 'vitest';
import { newslettersAnswerSchema } from './newsletters.ts';
import { pollOfTheDayAnswerSchema } from './poll.ts';

// AB-13, AB-14: the backend's answers read at the site's edge; one bad entry never costs the rest.

describe('AB-14 the poll of the day answer', () => {
  it('AB-14 keeps at most 10 good answers, sorted by number (numbers or digit strings)', () => {
    const options = [12, '3', 10, 1, 2, 11, 9, 4, 8, 5, 7, 6].map((optionno) => ({
      optionno,
      description: `A${optionno}`,
    }));
    const poll = pollOfTheDayAnswerSchema.parse({
      searchResult: [
        {
          data: {
            msid: 126000104,
            title: ' Q? ',
            polloptions: [...options, { optionno: 0, description: 'x' }, 'x'],
          },
        },
      ],
    });
    expect(poll.msid).toBe('126000104');
    expect(poll.title).toBe('Q?');
    expect(poll.options.map((option) => option.optionno)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('AB-14 refuses an answer without a poll', () => {
    for (const body of [
      null,
      {},
      { searchResult: [] },
      { searchResult: [{ data: { msid: 'x', title: 'Q', polloptions: [] } }] },
    ]) {
      expect(pollOfTheDayAnswerSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});

describe('AB-13 the newsletters answer', () => {
  it('AB-13 keeps the good definitions and drops the malformed', () => {
    const good = {
      sid: 'tech',
      name: 'Tech Wire',
      section: 'Tech',
      sectionId: '13357270',
      desc: 'D',
      sampleLink: '/tech',
    };
    const { newsletters } = newslettersAnswerSchema.parse({
      newsletters: [
        good,
        { ...good, sid: 'Bad Id' },
        { ...good, sid: 'x', desc: '' },
        7,
        { ...good, sid: 'general', sectionId: null },
      ],
    });
    expect(newsletters.map((newsletter) => newsletter.sid)).toEqual(['tech', 'general']);
  });
});
