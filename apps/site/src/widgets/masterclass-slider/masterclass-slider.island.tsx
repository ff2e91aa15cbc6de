import type { MasterclassSliderProps } from '../widgets/masterclass-slider/contract.ts';
import {
  type MasterclassItem,
  MasterclassSliderView,
} from '../widgets/masterclass-slider/MasterclassSliderView.tsx';
import { defineIsland } from './define.ts';

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
