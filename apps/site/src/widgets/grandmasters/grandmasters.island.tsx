import type { GrandmastersWidgetProps } from '@newsroom/contracts/widgets/grandmasters';
import { defineIsland } from '../../lib/defineIsland.ts';
import type { GrandmastersData } from './cards.ts';
import { GrandmastersView } from './GrandmastersView.tsx';
import { loadLoginTicket } from './provider.ts';

/**
 * AB-18 Grandmasters (widget `grandmasters`, hydrate "visible"): the server's markup, woken with
 * the reader's clock (series or leaders), Embla's 210 px steps, and the click rule: the provider's
 * form with the reader's ticket and token, or the Grandmasters page without them.
 */
function GrandmastersIsland({ props, data }: { props: GrandmastersWidgetProps; data: GrandmastersData }) {
  return (
    <GrandmastersView
      title={props.title}
      leadersTitle={props.leadersTitle}
      data={data}
      loadTicket={() => loadLoginTicket()}
    />
  );
}

export default defineIsland('grandmasters', GrandmastersIsland);
