import { z } from 'zod';
import type { Contract } from '../types.ts';

/** AB-23 slot names, with the box each reserves so the page never shifts when an ad arrives. */
export const adSlotSizes = {
  topad: { width: 728, height: 90 },
  mrec1: { width: 300, height: 250 },
  mrec2: { width: 300, height: 250 },
  mrec3: { width: 300, height: 250 },
  mrec4: { width: 300, height: 250 },
  mrec5: { width: 300, height: 250 },
  intl1: { width: 300, height: 250 },
  intl2: { width: 300, height: 250 },
  /** HM-01: the home page's sponsored-content placeholder in the left column. */
  sponsored: { width: 640, height: 200 },
} as const;

/** The visible label of a slot: "Advertisement", or what the slot holds. */
export const adSlotLabels: Partial<Record<keyof typeof adSlotSizes, string>> = {
  sponsored: 'Sponsored content',
};

const props = z.strictObject({
  slot: z.enum(Object.keys(adSlotSizes) as [keyof typeof adSlotSizes]).describe('Ad slot name (AB-23)'),
});
export type AdSlotProps = z.infer<typeof props>;

export const adSlotContract: Contract<AdSlotProps> = {
  id: 'ad-slot',
  description: 'An ad slot (AB-23) with its space reserved. Layouts hide it for Prime readers.',
  props,
  hydrate: 'none',
};
