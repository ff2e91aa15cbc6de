import { describe, expect, it, vi } from 'vitest';
import { loadMissedStories, readMissedStories } from './missedStories.ts';

// AB-17: the backend's missed-stories answer read as untrusted; the display rule (more than 3
// Prime ids recorded) checked again in the browser.

const story = (msid: number, extra: Record<string, unknown> = {}) => ({
  msid: String(msid),
  url: `/prime/news/s-${msid}/articleshow/${msid}.cms`,
  img: `https://www.ledger.test/photos/${msid}.png`,
  title: `Story ${msid}`,
  ...extra,
});
const answer = (count: number, data: unknown[], show = count > 3) => ({ show, count, data });

describe('AB-17 readMissedStories', () => {
  it('shows nothing at 3 recorded, and the stories at 4', () => {
    expect(readMissedStories(answer(3, [story(1)], false), { count: 5 })).toEqual([]);
    expect(readMissedStories(answer(4, [story(1), story(2)]), { count: 5 })).toEqual([
      {
        msid: '1',
        url: '/prime/news/s-1/articleshow/1.cms',
        img: 'https://www.ledger.test/photos/1.png?w=96&h=72',
        title: 'Story 1',
      },
      expect.objectContaining({ msid: '2' }),
    ]);
  });

  it('needs both show and more than 3 recorded: a hostile or stale answer cannot show it early', () => {
    expect(readMissedStories(answer(3, [story(1)], true), { count: 5 })).toEqual([]);
    expect(readMissedStories(answer(16, [story(1)], false), { count: 5 })).toEqual([]);
  });

  it('leaves out the story on the page, repeats, and stops at count', () => {
    const data = [story(1), story(2), story(2), story(3), story(4)];
    const shown = readMissedStories(answer(5, data), { count: 2, currentMsid: '1' });
    expect(shown.map((s) => s.msid)).toEqual(['2', '3']);
  });

  it('drops stories with unsafe or missing fields, and only the picture when it is unsafe', () => {
    const data = [
      story(1, { url: 'javascript:alert(1)' }),
      story(2, { url: '//evil.example/x' }),
      story(3, { url: 'mailto:a@b.c' }),
      story(4, { title: '   ' }),
      story(5, { title: 42 }),
      story(6, { msid: '6; drop' }),
      story(7, { msid: 7 }),
      story(8, { img: 'data:image/png;base64,AAAA' }),
      null,
      'text',
      story(9, { title: 'x'.repeat(1000) }),
    ];
    const shown = readMissedStories(answer(10, data), { count: 10 });
    expect(shown.map((s) => s.msid)).toEqual(['7', '8', '9']);
    expect(shown[1]).not.toHaveProperty('img');
    expect(shown[2]!.title).toHaveLength(300);
  });

  it('reads at most 20 stories, however many come', () => {
    const data = Array.from({ length: 10_000 }, (_, i) => story(i + 1));
    expect(readMissedStories(answer(16, data), { count: 10 })).toHaveLength(10);
  });

  it.each([
    [null],
    ['text'],
    [{}],
    [{ show: 'true', count: 4, data: [] }],
    [{ show: true, count: '4', data: [] }],
    [{ show: true, count: 4, data: {} }],
  ])('refuses an answer of the wrong shape %j', (body) => {
    expect(() => readMissedStories(body, { count: 5 })).toThrow();
  });
});

describe('AB-17 loadMissedStories', () => {
  it('asks the site for one more than it shows (the page’s own story may be among them)', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json(answer(4, [story(1), story(2)])));
    const shown = await loadMissedStories({ count: 5, currentMsid: '2' }, fetch);
    expect(fetch).toHaveBeenCalledWith('/api/prime-reads/missed?top=6', expect.anything());
    expect(shown.map((s) => s.msid)).toEqual(['1']);
  });

  it('never asks for more than the backend gives (20)', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json(answer(0, [], false)));
    await loadMissedStories({ count: 1000 }, fetch);
    expect(fetch).toHaveBeenCalledWith('/api/prime-reads/missed?top=20', expect.anything());
  });

  it('fails (for the machine to log) on a refusal or a body that is not JSON', async () => {
    await expect(
      loadMissedStories({ count: 5 }, async () => Response.json({}, { status: 403 })),
    ).rejects.toThrow('403');
    await expect(loadMissedStories({ count: 5 }, async () => new Response('<html>'))).rejects.toThrow();
  });
});
