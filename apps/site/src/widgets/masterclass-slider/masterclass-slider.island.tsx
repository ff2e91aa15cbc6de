import type { MasterclassSliderProps } from '@newsroom/contracts/widgets/masterclass-slider';
import { defineIsland } from '../../lib/defineIsland.ts';
import { type MasterclassItem, MasterclassSliderView } from './MasterclassSliderView.tsx';

/**
 * AB-10 / AB-25 masterclass slider (widget `masterclass-slider`, hydrate "visible"): the server's
 * markup, woken with the slider machine. Auto-slide follows the reader's reduced-motion setting.
 */
function MasterclassSliderIsland({
  props,
  data,
}: {
  props: MasterclassSliderProps;
  data: MasterclassItem[];
}) {
  return <MasterclassSliderView title={props.title} items={data} autoSlide={props.autoSlide} />;
}

export default defineIsland('masterclass-slider', MasterclassSliderIsland);
