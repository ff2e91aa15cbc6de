import { join } from 'node:path';
import { layoutJsonSchema, type WidgetContract } from '@newsroom/composer/layout';

/** Where the committed JSON Schema lives; every layout names it in `$schema`. */
export function layoutSchemaFile(repoRoot: string): string {
  return join(repoRoot, 'layouts', 'schema', 'layout.schema.json');
}

/** The file's exact text, so a test can tell when the committed one is stale. */
export function layoutSchemaText(widgets: readonly WidgetContract[]): string {
  return `${JSON.stringify(layoutJsonSchema(widgets), null, 2)}\n`;
}
