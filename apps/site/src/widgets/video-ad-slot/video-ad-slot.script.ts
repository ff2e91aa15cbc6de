/**
 * AB-03 / AB-23 the mid-article video slot's island: the same ad loader as every ad slot
 * (ad-slot.script.ts: the adLoaderMachine with the page's ad server), woken as its box comes near
 * the view. The box names its slot (`video`); the ad server answers it a video creative.
 */
export { start } from '../ad-slot/ad-slot.script.ts';
