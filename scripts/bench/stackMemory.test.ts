import { describe, expect, it } from 'vitest';
import { heapPerStory, STACK_HEAP_PER_STORY_BUDGET, stackMemoryVerdict } from './stackMemory.ts';

const MB = 1024 * 1024;

describe('AB-06 stack memory verdict', () => {
  it('divides the heap kept after the full stack among its 10 stories', () => {
    const memory = { afterLoadBytes: 10 * MB, afterStackBytes: 20 * MB, stacked: 10, ended: 'limit' };
    expect(heapPerStory(memory)).toBe(MB);
    expect(stackMemoryVerdict(memory, 1.5 * MB)).toMatchObject({
      ok: true,
      detail: expect.stringMatching(/^1\.0 MB/),
    });
  });

  it('is over budget when a story keeps more than the budget', () => {
    const memory = {
      afterLoadBytes: 10 * MB,
      afterStackBytes: 10 * MB + 10 * STACK_HEAP_PER_STORY_BUDGET + 10,
      stacked: 10,
      ended: 'limit',
    };
    expect(stackMemoryVerdict(memory).ok).toBe(false);
  });

  it('is not measured, so over budget, unless the stack finished with 10 stories', () => {
    const short = { afterLoadBytes: 10 * MB, afterStackBytes: 11 * MB, stacked: 4, ended: 'none' };
    expect(stackMemoryVerdict(short)).toMatchObject({
      ok: false,
      detail: expect.stringContaining('not measured'),
    });
    const unfinished = { afterLoadBytes: 10 * MB, afterStackBytes: 11 * MB, stacked: 10, ended: null };
    expect(stackMemoryVerdict(unfinished).ok).toBe(false);
  });

  it('counts a heap that shrank as nothing kept', () => {
    const memory = { afterLoadBytes: 10 * MB, afterStackBytes: 9 * MB, stacked: 10, ended: 'limit' };
    expect(heapPerStory(memory)).toBe(0);
    expect(stackMemoryVerdict(memory).ok).toBe(true);
  });
});
