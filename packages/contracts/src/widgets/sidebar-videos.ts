import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  sectionId: z
    .string()
    .regex(/^\d+$/, 'a section id is digits only')
    .default('1715249553')
    .describe('Videos of this section and its sub-sections'),
  title: z.string().min(1).max(60).default('Videos'),
  href: z
    .string()
    .regex(/^\/[\w\-/]*$/, 'a site path starting with /')
    .default('/videos')
    .describe('Where the heading links'),
  count: z.number().int().min(1).max(10).default(10).describe('How many videos (AB-12: sidebar videos, 10)'),
});
export type SidebarVideosProps = z.infer<typeof props>;

export const sidebarVideosContract = {
  id: 'sidebar-videos',
  description:
    'Sidebar videos (AB-12): the newest videos of a section (10), each with its picture and a play mark.',
  props,
  hydrate: 'none',
} as const satisfies Contract<SidebarVideosProps>;
