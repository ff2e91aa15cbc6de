import { loadLoginTicket } from '../grandmasters/provider.ts';
import type { GrandmastersData } from '../widgets/grandmasters/cards.ts';
import type { GrandmastersWidgetProps } from '../widgets/grandmasters/contract.ts';
import { GrandmastersView } from '../widgets/grandmasters/GrandmastersView.tsx';
import { defineIsland } from './define.ts';

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
