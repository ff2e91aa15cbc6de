import { webStoryContract } from '@newsroom/contracts/widgets/web-story';
import { newestSlideshow, type SlideshowCards, toSlideshowCards } from '../shared/slideshows.ts';
import { defineWidget } from '../types.ts';
import WebStoryIsland from './web-story.island.tsx';

/** The spec's web-story call asks for 21 slides (`type=widget_slideshow1`, `top=21`). */
export const WEB_STORY_TOP = 21;

/** AB-18: the web story, from the newest slideshow of its section. An island woken on sight. */
export const webStory = defineWidget(webStoryContract, {
  async load(ctx, props): Promise<SlideshowCards | null> {
    const slideshow = await newestSlideshow(ctx, [props.sectionId], WEB_STORY_TOP);
    return slideshow && toSlideshowCards(slideshow, 'webStoryPage');
  },
  View: WebStoryIsland,
});
