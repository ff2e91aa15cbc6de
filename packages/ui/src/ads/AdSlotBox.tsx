import type { AdLoaderPhase } from '@newsroom/machines/ad-loader';
import type { ReactNode } from 'react';

/**
 * AB-23 an ad slot's reserved box, headless: a label line ("Advertisement", or "Sponsored") and a
 * frame of the creative's exact size, so nothing moves when the ad arrives, or when none does.
 *
 *   <AdSlotBox slot="mrec1" width={300} height={250} label="Advertisement" phase="requesting" />
 *
 * `fluid` (AB-03 the video slot): the frame takes its container's width and keeps the ratio of
 * width to height instead of their pixels, so a 16:9 player box fits any column from the first byte.
 *
 * `data-ad-state` is the ad loader's phase (adLoaderMachine): the server renders `requesting`
 * (or `off`), the browser's loader moves it on and puts the creative's frame inside
 * `[data-ad-frame]`. Not a landmark: a page holds several, and the visible label says what it is.
 */
export interface AdSlotBoxProps {
  slot: string;
  width: number;
  height: number;
  label: string;
  phase: AdLoaderPhase;
  /** The frame is as wide as its container, in the ratio `width` : `height` (the video slot). */
  fluid?: boolean;
  /** The creative, when shown (the browser's loader puts a frame here instead). */
  children?: ReactNode;
  className?: string;
  classNames?: Partial<Record<'label' | 'frame', string>>;
}

export function AdSlotBox({
  slot,
  width,
  height,
  label,
  phase,
  fluid = false,
  children,
  className,
  classNames = {},
}: AdSlotBoxProps) {
  return (
    <div
      className={className}
      data-ad-slot={slot}
      data-ad-state={phase}
      data-ad-format={fluid ? 'video' : undefined}
      style={fluid ? undefined : { maxWidth: width }}
    >
      <span className={classNames.label}>{label}</span>
      <div
        className={classNames.frame}
        data-ad-frame=""
        style={fluid ? { width: '100%', aspectRatio: `${width} / ${height}` } : { width, height }}
      >
        {children}
      </div>
    </div>
  );
}
