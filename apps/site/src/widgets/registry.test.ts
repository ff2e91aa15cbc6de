import { describe, expect, it } from 'vitest';
import { widgetContracts, widgets } from './registry.ts';

describe('widget registry', () => {
  it('has exactly one full widget per contract, in the same order', () => {
    expect(widgets.map((w) => w.id)).toEqual(widgetContracts.map((c) => c.id));
    widgets.forEach((widget, index) => {
      expect(widget.props).toBe(widgetContracts[index]!.props);
    });
  });

  it('gives every widget a description for editors', () => {
    for (const contract of widgetContracts) expect(contract.description.length).toBeGreaterThan(10);
  });
});
