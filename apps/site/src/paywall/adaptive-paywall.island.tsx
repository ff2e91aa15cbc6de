import { adaptivePaywallMachine, readMeterAnswer, selectAdaptivePaywallView } from '@newsroom/machines';
import { METER_ANSWER_MS, METER_GATE_ATTRIBUTE } from '@newsroom/rules/paywall-meter-gate';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { defineIsland } from '../lib/defineIsland.ts';
import { PaywallExperience, type PaywallExperienceProps } from './PaywallExperience.tsx';

export interface AdaptivePaywallProps {
  msid: string;
  /** The paywall to show when the meter closes the gate (AB-09: modes, benefits, band). */
  paywall: PaywallExperienceProps;
}

/**
 * AB-08: on an adaptive story (adaptive 1, hostid 153) the backend's meter decides, per reader,
 * whether the gate closes. The page is the same for every reader (and cached); once it is there
 * this island asks, and on a hit clips the story to 500 px, takes out its inner ads and shows the
 * paywall (in its mode, with the benefits and the band) where the story stops. No answer, no paywall.
 * The story's `data-metered` tells its ad slots the answer (they wait while it is `pending`).
 */
function AdaptivePaywallIsland(props: AdaptivePaywallProps) {
  const { msid } = props;
  const machine = useMemo(
    () =>
      adaptivePaywallMachine.provide({
        actors: { askMeter: fromPromise(({ input }) => askMeter(input.msid)) },
        actions: {
          logFailure: (_, { error }) => console.error('adaptive paywall: no answer, no paywall', error),
        },
      }),
    [],
  );
  const actor = useActorRef(machine, { input: { msid } });
  const view = useSelector(actor, selectAdaptivePaywallView);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const story = root.current?.closest('.story');
    // The story's ad slots wait for this answer (AB-08: no ad loads behind a closed gate).
    story?.setAttribute(METER_GATE_ATTRIBUTE, view === 'asking' ? 'pending' : view);
    if (view !== 'gated') return;
    story?.classList.add('story--clipped');
    for (const ad of story?.querySelectorAll('[data-ad-slot]') ?? []) {
      (ad.closest('.story__insert') ?? ad).setAttribute('hidden', '');
    }
  }, [view]);
  return (
    <div ref={root} className="adaptive-paywall" data-state={view}>
      {view === 'gated' && <PaywallExperience {...props.paywall} />}
    </div>
  );
}

async function askMeter(msid: string) {
  const response = await fetch('/api/getPaywallHitStatus.json', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      platform: 'web',
      articleRequestDtos: [{ msid, hostId: '153' }],
    }),
    signal: AbortSignal.timeout(METER_ANSWER_MS),
  });
  if (!response.ok) throw new Error(`the meter answered ${response.status}`);
  return readMeterAnswer(await response.json(), msid);
}

export default defineIsland('adaptive-paywall', AdaptivePaywallIsland);
