import type { PrimeStoriesProps } from '../widgets/prime-stories/contract.ts';
import { PrimeStoriesView, type PrimeStoryCard } from '../widgets/prime-stories/PrimeStoriesView.tsx';
import { defineIsland } from './define.ts';

/**
 * AB-18 Prime stories (widget `prime-stories`, hydrate "visible"): the server's markup, woken with
 * Embla and the carousel machine (steps of 2, no autoplay).
 */
function PrimeStoriesIsland({ props, data }: { props: PrimeStoriesProps; data: PrimeStoryCard[] }) {
  return <PrimeStoriesView title={props.title} href={props.href} stories={data} />;
}

export default defineIsland('prime-stories', PrimeStoriesIsland);
