import { z } from 'zod';
import type { StoryItem } from '../../content/schemas.ts';
import { StoryLink } from '../shared/StoryLink.tsx';
import { defineWidget } from '../types.ts';

const props = z.strictObject({
  sectionId: z
    .string()
    .regex(/^\d+$/, 'a section id is digits only')
    .describe('Section msid, e.g. "13352306"'),
  title: z.string().min(1).max(60).describe('Heading shown above the list'),
  href: z
    .string()
    .regex(/^\/[\w\-/]*$/, 'a site path starting with /')
    .describe('Where the heading links'),
  count: z.number().int().min(1).max(12).default(5),
});
type Props = z.infer<typeof props>;

/** HM-12: a section's newest stories (with sub-sections), the first with a picture. */
export const sectionNews = defineWidget<Props, StoryItem[]>({
  id: 'section-news',
  description: "A section's newest stories, including its sub-sections (HM-12).",
  props,
  hydrate: 'none',
  load: (ctx, { sectionId, count }) => ctx.content.list({ msid: sectionId, top: count, hierarchy: true }),
  View({ props: { title, href, sectionId }, data }) {
    const [lead, ...rest] = data;
    if (!lead) return null;
    const headingId = `section-${sectionId}`;
    return (
      <section className="widget widget--section" aria-labelledby={headingId}>
        <h2 className="widget__title" id={headingId}>
          <a href={href}>{title}</a>
        </h2>
        <StoryLink story={lead} image={{ width: 300, height: 169 }} showSynopsis />
        <ul className="widget__list widget__list--ruled">
          {rest.map((story) => (
            <li key={story.msid}>
              <StoryLink story={story} />
            </li>
          ))}
        </ul>
      </section>
    );
  },
});
