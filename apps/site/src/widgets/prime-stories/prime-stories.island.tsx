import type { PrimeStoriesProps } from '@newsroom/contracts/widgets/prime-stories';
import { defineIsland } from '../../lib/defineIsland.ts';
import { PrimeStoriesView, type PrimeStoryCard } from './PrimeStoriesView.tsx';

/**
 * AB-18 Prime stories (widget `prime-stories`, hydrate "visible"): the server's markup, woken with
 * Embla and the carousel machine (steps of 2, no autoplay).
 */
function PrimeStoriesIsland({ props, data }: { props: PrimeStoriesProps; data: PrimeStoryCard[] }) {
  return <PrimeStoriesView title={props.title} href={props.href} stories={data} />;
}

export default defineIsland('prime-stories', PrimeStoriesIsland);
