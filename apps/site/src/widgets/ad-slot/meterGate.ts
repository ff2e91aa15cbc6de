import { METER_GATE_ATTRIBUTE, readMeterGate } from '@newsroom/rules/paywall-meter-gate';

/**
 * AB-08: whether ads inside `element`'s story may load. Outside an adaptive story at once (true);
 * inside one, once its meter has answered: true when it left the story open, false when it
 * closed the gate. While the meter is asked this waits, watching the story's attribute.
 */
export function storyOpenForAds(element: Element): Promise<boolean> {
  const story = element.closest(`[${METER_GATE_ATTRIBUTE}]`);
  if (!story) return Promise.resolve(true);
  const gate = () => readMeterGate(story.getAttribute(METER_GATE_ATTRIBUTE));
  if (gate() !== 'pending') return Promise.resolve(gate() === 'open');
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (gate() === 'pending') return;
      observer.disconnect();
      resolve(gate() === 'open');
    });
    observer.observe(story, { attributes: true, attributeFilter: [METER_GATE_ATTRIBUTE] });
  });
}
