import { type SectionNewsProps, sectionNewsContract } from '@newsroom/contracts/widgets/section-news';
import type { StoryItem } from '../../content/schemas.ts';
import { StoryLink } from '../shared/StoryLink.tsx';
import { defineWidget } from '../types.ts';

const listPicture = {
  all: { image: { size: 'storyListThumbnail' as const } },
  // HM-12: market news, a 56×56 picture beside every story.
  thumbs: { image: { size: 'marketNewsThumb' as const } },
  lead: {},
  none: {},
};

/** HM-12: a section's newest stories (with sub-sections), the first with a picture. */
export const sectionNews = defineWidget(sectionNewsContract, {
  // In an article's sidebar the story itself is left out (AB-11): one more is asked for instead.
  load: async (ctx, { sectionId, count }) => {
    const msid = ctx.article?.msid;
    const stories = await ctx.content.stories.list({
      msid: sectionId,
      top: msid ? count + 1 : count,
      hierarchy: true,
    });
    return stories.filter((story) => story.msid !== msid).slice(0, count);
  },
  View({
    props: { title, href, sectionId, pictures },
    data,
  }: {
    props: SectionNewsProps;
    data: StoryItem[];
  }) {
    const [lead, ...rest] = data;
    if (!lead) return null;
    const leads = pictures === 'lead' || pictures === 'all';
    return (
      <section className={`widget widget--section widget--pictures-${pictures}`} data-section={sectionId}>
        <h2 className="widget__title">{href ? <a href={href}>{title}</a> : title}</h2>
        {leads && <StoryLink story={lead} image={{ size: 'sectionNewsLead' }} showSynopsis />}
        <ul className="widget__list widget__list--ruled">
          {(leads ? rest : data).map((story) => (
            <li key={story.msid}>
              <StoryLink story={story} {...listPicture[pictures]} />
            </li>
          ))}
        </ul>
      </section>
    );
  },
});
