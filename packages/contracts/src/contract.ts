import type { WidgetContract } from '@newsroom/composer';
import type { z } from 'zod';

/**
 * The part of a widget that layouts and editors' tools need: its id, what it accepts (zod, with
 * defaults) and how it wakes. No React and nothing of the site, so the site, the backend (which
 * refuses a layout the site would refuse) and `./dev layout check` all read the same one.
 */
export interface Contract<P extends Record<string, unknown>> extends WidgetContract {
  props: z.ZodType<P>;
}
