import { contractsById, widgetContracts } from '@newsroom/contracts/widgets';
import { describe, expect, it } from 'vitest';
import { widgetRegistry, widgets, widgetsById } from './registry.ts';

// What the types cannot say is checked here; what they can (a missing widget or island, a view
// that does not take its contract's props) is in registry.test-d.tsx, which tsc compiles.
describe('widget registry', () => {
  it('holds each contract’s own widget under its id', () => {
    for (const [id, widget] of Object.entries(widgetRegistry)) {
      const contract = contractsById[id as keyof typeof contractsById];
      expect(widget.id).toBe(id);
      expect(widget.props).toBe(contract.props);
      expect(widget.hydrate).toBe(contract.hydrate);
    }
    // The one list whose order counts (the JSON Schema's) is the contracts'; widgets follow it.
    expect(widgets.map((widget) => widget.id)).toEqual(widgetContracts.map((contract) => contract.id));
    expect(widgetsById.get('poll-of-the-day')).toBe(widgetRegistry['poll-of-the-day']);
    expect(widgetsById.get('constructor')).toBeUndefined();
  });

  it('gives every widget a description for editors', () => {
    for (const contract of widgetContracts) expect(contract.description.length).toBeGreaterThan(10);
  });
});
