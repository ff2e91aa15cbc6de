import { afterEach, describe, expect, it } from 'vitest';
import { start } from './ad-slot.script.ts';
import { adServer } from './adServer.ts';
import type { AdServer } from './adServerSeam.ts';
import { houseAdServer } from './houseAdServer.ts';

// AB-23 the ad-slot script island in Chromium: the loader's phase on the box, the ad server asked
// and drawn into the slot's frame, nothing asked for opt=1 or skip_taboola=1, failures swallowed.

const ad = { slot: 'mrec1', creativeId: 7, token: 'T0kenT0kenT0kenT0kenT0' };

function slotMarker(slot = 'mrec1'): HTMLElement {
  const marker = document.createElement('div');
  marker.innerHTML = `<div class="ad-slot" data-ad-slot="${slot}" data-ad-state="requesting"><span>Advertisement</span><div data-ad-frame="" style="width:300px;height:250px"></div></div>`;
  document.body.append(marker);
  return marker;
}
const props = (slot = 'mrec1') => ({ props: { slot }, data: { geo: 'other', msid: '125400001' } });
const stateOf = (marker: HTMLElement) =>
  marker.querySelector('[data-ad-slot]')?.getAttribute('data-ad-state');

function fakeServer(overrides: Partial<AdServer> = {}) {
  const requests: unknown[] = [];
  const drawn: unknown[] = [];
  const impressions: unknown[] = [];
  const server: AdServer = {
    request: async (request) => {
      requests.push(request);
      return ad;
    },
    render: async (frame, served) => {
      drawn.push(served);
      frame.textContent = 'creative';
    },
    recordImpression: (served) => impressions.push(served),
    ...overrides,
  };
  return { server, requests, drawn, impressions };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('AB-23 ad-slot script island', () => {
  it('is the page’s ad server by default: the house one (the one seam, adServer.ts)', () => {
    expect(adServer).toBe(houseAdServer);
  });

  it('asks for the slot with the page’s country and story, draws it, records the impression', async () => {
    const marker = slotMarker();
    const { server, requests, drawn, impressions } = fakeServer();
    await start(marker, props(), server, '');
    expect(requests).toEqual([{ slot: 'mrec1', geo: 'other', msid: '125400001', poll: 1 }]);
    expect(drawn).toEqual([ad]);
    expect(impressions).toEqual([ad]);
    expect(stateOf(marker)).toBe('shown');
    expect(marker.querySelector('[data-ad-frame]')?.textContent).toBe('creative');
  });

  it.each(['?opt=1', '?skip_taboola=1', '?x=1&opt=1'])(
    'asks for nothing at an address with %s',
    async (address) => {
      const marker = slotMarker();
      const { server, requests } = fakeServer();
      await start(marker, props(), server, address);
      expect(requests).toEqual([]);
      expect(stateOf(marker)).toBe('off');
    },
  );

  it('an ad server with nothing for the slot leaves the box as it was', async () => {
    const marker = slotMarker();
    const { server, drawn } = fakeServer({ request: async () => null });
    await start(marker, props(), server, '');
    expect(drawn).toEqual([]);
    expect(stateOf(marker)).toBe('empty');
    expect(marker.textContent).toBe('Advertisement');
  });

  it('takes no slot it does not know, and no story id that is not one', async () => {
    const marker = slotMarker('mrec9');
    const { server, requests } = fakeServer();
    await start(marker, { props: { slot: 'mrec9' }, data: {} }, server, '');
    expect(requests).toEqual([]);
    const other = slotMarker();
    const second = fakeServer();
    await start(other, { props: { slot: 'mrec1' }, data: { geo: 'xx', msid: '1;drop' } }, second.server, '');
    expect(second.requests).toEqual([{ slot: 'mrec1', geo: 'IN', msid: null, poll: 1 }]);
  });

  it('the house server’s frame that holds no creative is a failed render: the frame goes, the box stays', async () => {
    const frame = document.createElement('div');
    document.body.append(frame);
    // The test server has no /ads/creative page: the frame loads a 404, which holds no creative.
    await expect(
      houseAdServer.render(frame, {
        ...ad,
        creativeUrl: '/ads/creative/7?slot=mrec1',
        clickUrl: '/ads/click?c=7&t=x',
      }),
    ).rejects.toThrow('no creative');
    expect(frame.querySelector('iframe')).toBeNull();
  });
});

describe('AB-08 an ad slot inside an adaptive story waits for the meter', () => {
  function inStory(gate: string) {
    const story = document.createElement('article');
    story.className = 'story';
    story.setAttribute('data-metered', gate);
    const marker = slotMarker();
    story.append(marker);
    document.body.append(story);
    return { story, marker };
  }

  it('AB-08 asks for nothing while the meter is asked, then loads once the story is open', async () => {
    const { story, marker } = inStory('pending');
    const { server, requests, impressions } = fakeServer();
    let done = false;
    const loading = start(marker, props(), server, '').then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
    expect(done).toBe(false);
    story.setAttribute('data-metered', 'open');
    await loading;
    expect(requests).toHaveLength(1);
    expect(impressions).toEqual([ad]);
    expect(stateOf(marker)).toBe('shown');
  });

  it('AB-08 never loads once the meter closed the gate: no request, no impression', async () => {
    const { story, marker } = inStory('pending');
    const { server, requests, impressions } = fakeServer();
    const loading = start(marker, props(), server, '');
    story.setAttribute('data-metered', 'gated');
    await loading;
    expect(requests).toEqual([]);
    expect(impressions).toEqual([]);
    expect(stateOf(marker)).toBe('off');
  });

  it.each(['gated', 'nonsense'])('AB-08 a story already marked %s loads nothing', async (gate) => {
    const { marker } = inStory(gate);
    const { server, requests } = fakeServer();
    await start(marker, props(), server, '');
    expect(requests).toEqual([]);
  });

  it('AB-08 a slot outside the metered story (the column) does not wait', async () => {
    inStory('pending');
    const marker = slotMarker();
    const { server, requests } = fakeServer();
    await start(marker, props(), server, '');
    expect(requests).toHaveLength(1);
  });
});
