import { describe, expect, it } from 'vitest';
import { formatDuration, formatViews, isoDuration } from './videoFacts.ts';

describe('VD-02 a video’s length and views', () => {
  it('prints the length as a clock', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(45)).toBe('0:45');
    expect(formatDuration(725)).toBe('12:05');
    expect(formatDuration(3723)).toBe('1:02:03');
  });

  it('prints the views short, one view in the singular', () => {
    expect(formatViews(1)).toBe('1 view');
    expect(formatViews(950)).toBe('950 views');
    expect(formatViews(1234)).toBe('1.2K views');
  });

  it('gives the VideoObject an ISO 8601 duration', () => {
    expect(isoDuration(65)).toBe('PT1M5S');
    expect(isoDuration(3600)).toBe('PT1H0S');
    expect(isoDuration(9)).toBe('PT9S');
  });
});
