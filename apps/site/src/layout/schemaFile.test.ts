import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { widgetContracts } from '@newsroom/contracts/widgets';
import { describe, expect, it } from 'vitest';
import { layoutSchemaFile, layoutSchemaText } from './schemaFile.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

describe('layouts/schema/layout.schema.json (ED-01)', () => {
  it('is what the widget contracts generate now (run `pnpm layout schema` after changing a widget)', () => {
    expect(readFileSync(layoutSchemaFile(repoRoot), 'utf8')).toBe(layoutSchemaText(widgetContracts));
  });

  it('describes every widget and its props for editors', () => {
    const schema = JSON.parse(layoutSchemaText(widgetContracts));
    const slots = schema.definitions.slot.oneOf as {
      properties: { widget: { const: string }; props: { properties?: object } };
    }[];
    expect(slots.map((slot) => slot.properties.widget.const)).toEqual(widgetContracts.map((c) => c.id));
    const section = slots.find((slot) => slot.properties.widget.const === 'section-news')!;
    expect(section.properties.props.properties).toHaveProperty(
      'sectionId.description',
      'Section msid, e.g. "13352306"',
    );
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
  });
});
