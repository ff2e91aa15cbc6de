import type { StoryItem } from '../../content/schemas.ts';
import { StoryLink } from '../shared/StoryLink.tsx';
import { defineWidget } from '../types.ts';
import { type SectionNewsProps, sectionNewsContract } from './contract.ts';

/** HM-12: a section's newest stories (with sub-sections), the first with a picture. */
export const sectionNews = defineWidget(sectionNewsContract, {
  load: (ctx, { sectionId, count }) => ctx.content.list({ msid: sectionId, top: count, hierarchy: true }),
  View({
    props: { title, href, sectionId, pictures },
    data,
  }: {
    props: SectionNewsProps;
    data: StoryItem[];
  }) {
    const [lead, ...rest] = data;
    if (!lead) return null;
    return (
      <section className="widget widget--section" data-section={sectionId}>
        <h2 className="widget__title">{href ? <a href={href}>{title}</a> : title}</h2>
        {pictures === 'none' ? null : (
          <StoryLink story={lead} image={{ size: 'sectionNewsLead' }} showSynopsis />
        )}
        <ul className="widget__list widget__list--ruled">
          {(pictures === 'none' ? data : rest).map((story) => (
            <li key={story.msid}>
              <StoryLink
                story={story}
                {...(pictures === 'all' ? { image: { size: 'storyListThumbnail' as const } } : {})}
              />
            </li>
          ))}
        </ul>
      </section>
    );
  },
});
