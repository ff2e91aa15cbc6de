import { describe, expect, it } from 'vitest';
import { captionsVtt, cueLines } from './captions.ts';
import { clipForFamily } from './clips.ts';
import { decideRange } from './range.ts';

describe('VD-01 byte ranges of a clip', () => {
  it.each([
    [undefined, { kind: 'whole' }],
    ['bytes=0-', { kind: 'part', start: 0, end: 99 }],
    ['bytes=10-19', { kind: 'part', start: 10, end: 19 }],
    ['bytes=90-500', { kind: 'part', start: 90, end: 99 }],
    ['bytes=-10', { kind: 'part', start: 90, end: 99 }],
    ['bytes=-500', { kind: 'part', start: 0, end: 99 }],
    ['bytes=100-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=20-10', { kind: 'whole' }],
    ['bytes=0-1,5-9', { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
    ['bytes=-', { kind: 'whole' }],
    ['bytes=99999999999999999999-', { kind: 'whole' }],
  ] as const)('%s of 100 bytes is %j', (header, expected) => {
    expect(decideRange(header, 100)).toEqual(expected);
  });
});

describe('VD-01 captions', () => {
  it('the headline, then the synopsis a sentence at a time, no cue over 84 characters', () => {
    const lines = cueLines(
      'Markets rally',
      'The Nifty rose 1%. Banks led the gains as foreign investors returned after a week of selling across the board, analysts said.',
    );
    expect(lines[0]).toBe('Markets rally');
    expect(lines[1]).toBe('The Nifty rose 1%.');
    expect(lines.every((line) => line.length <= 84)).toBe(true);
    expect(lines.slice(2).join(' ')).toBe(
      'Banks led the gains as foreign investors returned after a week of selling across the board, analysts said.',
    );
  });

  it('a WebVTT document whose cues share the clip and end with it; markup escaped, no arrows', () => {
    const vtt = captionsVtt('P&L <b>up</b>', 'One --> two. Three.', 9);
    expect(
      vtt.startsWith('WEBVTT\n\n1\n00:00:00.000 --> 00:00:03.000\nP&amp;L &lt;b&gt;up&lt;/b&gt;\n'),
    ).toBe(true);
    expect(vtt).toContain('\n3\n00:00:06.000 --> 00:00:09.000\nThree.\n');
    expect(vtt).toContain('One --&gt; two.');
    expect(vtt.match(/-->/g)).toHaveLength(3);
  });
});

describe('VD-01 clips by desk', () => {
  it('markets, technology, else news', () => {
    expect(clipForFamily('markets')).toBe('markets');
    expect(clipForFamily('wealth')).toBe('markets');
    expect(clipForFamily('tech')).toBe('tech');
    expect(clipForFamily('economy')).toBe('news');
    expect(clipForFamily('anything')).toBe('news');
  });
});
