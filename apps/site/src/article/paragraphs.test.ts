import { describe, expect, it } from 'vitest';
import { isParagraph, paragraphBreaks } from './paragraphs.ts';

const p = { node: 'element', tag: 'p', child: [{ node: 'text', text: 'x' }] };
const h2 = { node: 'element', tag: 'h2', child: [] };

describe('paragraph break index (AB-03)', () => {
  it('counts only p elements directly under the root', () => {
    const nested = { node: 'element', tag: 'blockquote', child: [p, p] };
    expect(
      paragraphBreaks({ node: 'root', child: [p, h2, p, nested, { node: 'element', tag: 'P', child: [] }] }),
    ).toBe(3);
  });

  it('is zero for a malformed tree', () => {
    expect(paragraphBreaks(null)).toBe(0);
    expect(paragraphBreaks({ child: 'x' })).toBe(0);
    expect(isParagraph({ node: 'text', tag: 'p' })).toBe(false);
  });
});
