import type { SlideshowCards } from '../widgets/shared/slideshows.ts';
import type { WebStoryProps } from '../widgets/web-story/contract.ts';
import { WebStoryView } from '../widgets/web-story/WebStoryView.tsx';
import { defineIsland } from './define.ts';

/**
 * AB-18 web story (widget `web-story`, hydrate "visible"): the server's markup, woken with Embla
 * and the web-story machine (bounded pages, the next picture fetched ahead, the synopsis toggle).
 */
function WebStoryIsland({ props, data }: { props: WebStoryProps; data: SlideshowCards | null }) {
  return <WebStoryView title={props.title} story={data} />;
}

export default defineIsland('web-story', WebStoryIsland);
