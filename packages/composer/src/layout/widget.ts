import type { z } from 'zod';
import type { Hydration } from '../islands/marker.ts';

/**
 * What the composer needs to know of a widget to validate and place it. The site's registry
 * entries extend this with the data loader and the view.
 */
export interface WidgetContract {
  id: string;
  /** Checks a slot's `props`; a misspelt or wrong-typed prop is a layout fault. */
  props: z.ZodType<Record<string, unknown>>;
  /** `none` renders static HTML and ships no JavaScript. */
  hydrate: Hydration | 'none';
  /** One line for editors, shown in the JSON Schema and the preview. */
  description: string;
}
