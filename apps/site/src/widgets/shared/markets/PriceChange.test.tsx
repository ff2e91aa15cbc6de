import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PriceChange } from './PriceChange.tsx';

describe('PriceChange (DESIGN.md: up and down differ in shape, not only colour)', () => {
  it('shows an arrow and signs, and says up or down to screen readers', () => {
    const up = renderToStaticMarkup(<PriceChange change={57.3} percent={8.96} />);
    expect(up).toContain('data-direction="up"');
    expect(up).toContain('▲');
    expect(up).toContain('>up </span>');
    expect(up).toContain('+57.30 (+8.96%)');
    const down = renderToStaticMarkup(<PriceChange change={-4.9} percent={-0.92} show="percent" />);
    expect(down).toContain('data-direction="down"');
    expect(down).toContain('▼');
    expect(down).toContain('−0.92%');
    expect(down).not.toContain('4.90');
  });

  it('shows no arrow for no change', () => {
    const flat = renderToStaticMarkup(<PriceChange change={0} percent={0} />);
    expect(flat).toContain('data-direction="flat"');
    expect(flat).not.toMatch(/[▲▼]/);
    expect(flat).toContain('unchanged');
  });
});
