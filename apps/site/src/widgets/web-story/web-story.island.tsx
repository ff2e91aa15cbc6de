import type { WebStoryProps } from '@newsroom/contracts/widgets/web-story';
import { defineIsland } from '../../lib/defineIsland.ts';
import type { SlideshowCards } from '../shared/slideshows.ts';
import { WebStoryView } from './WebStoryView.tsx';

/**
 * AB-18 web story (widget `web-story`, hydrate "visible"): the server's markup, woken with Embla
 * and the web-story machine (bounded pages, the next picture fetched ahead, the synopsis toggle).
 */
function WebStoryIsland({ props, data }: { props: WebStoryProps; data: SlideshowCards | null }) {
  return <WebStoryView title={props.title} story={data} />;
}

export default defineIsland('web-story', WebStoryIsland);
