import { describe, expect, it } from 'vitest';
import { jsonPath } from './faults.ts';

describe('jsonPath', () => {
  it('writes the path an editor can follow in the file', () => {
    expect(jsonPath([])).toBe('$');
    expect(jsonPath(['regions', 'aside', 0, 'props', 'count'])).toBe('regions.aside[0].props.count');
    expect(jsonPath(['regions', 'odd key'])).toBe('regions["odd key"]');
  });
});
