import { adLoaderMachine, selectAdLoaderPhase } from '@newsroom/machines/ad-loader';
import { adsSwitchedOffBy, isAdSlot } from '@newsroom/rules/ads';
import { createActor, fromPromise } from 'xstate';
import { adServer } from './adServer.ts';
import type { AdServer } from './adServerSeam.ts';
import { storyOpenForAds } from './meterGate.ts';

/**
 * AB-23 the ad-slot island: a script island (no React), woken as its box comes near the view. It
 * runs the ad loader (adLoaderMachine) with the page's ad server (adServer.ts, the one seam)
 * and shows the loader's phase on the box (`data-ad-state`). Resolves once the loader is done,
 * whatever the outcome: every failure is swallowed (spec §8). A slot inside an adaptive story
 * waits for the meter's answer and stays off behind a closed gate (AB-08, meterGate.ts).
 */
export async function start(
  marker: HTMLElement,
  props: Record<string, unknown>,
  server: AdServer = adServer,
  address: string = location.search,
): Promise<void> {
  const box = marker.querySelector<HTMLElement>('[data-ad-slot]');
  const frame = box?.querySelector<HTMLElement>('[data-ad-frame]');
  const slot = (props.props as { slot?: unknown } | undefined)?.slot;
  const data = (props.data ?? {}) as { geo?: unknown; msid?: unknown };
  if (!box || !frame || !isAdSlot(slot)) return;
  const geo = data.geo === 'other' ? 'other' : 'IN';
  const msid = typeof data.msid === 'string' && /^\d{1,12}$/.test(data.msid) ? data.msid : null;
  const machine = adLoaderMachine.provide({
    actors: {
      requestAd: fromPromise(({ input }) => server.request({ slot, geo, msid, poll: input.poll })),
      renderAd: fromPromise(({ input }) => server.render(frame, input.ad)),
    },
    actions: {
      recordImpression: (_, { ad }) => {
        try {
          server.recordImpression(ad);
        } catch {
          // swallowed: a lost impression costs the reader nothing
        }
      },
    },
  });
  // The layouts leave slots out for opt=1 and skip_taboola=1; a page cached without that
  // knowledge still never loads an ad for such an address.
  const switchedOff = adsSwitchedOffBy(new URLSearchParams(address));
  const storyOpen = switchedOff || (await storyOpenForAds(marker));
  const actor = createActor(machine, {
    input: { slot, eligible: !switchedOff && storyOpen },
  });
  return new Promise((resolve) => {
    actor.subscribe((snapshot) => {
      box.dataset.adState = selectAdLoaderPhase(snapshot);
      if (snapshot.status !== 'active') resolve();
    });
    actor.start();
  });
}
