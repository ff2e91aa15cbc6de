import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';

/**
 * AB-12: a figure's explanation (e.g. potential upside, market cap) in a Radix Tooltip, opened by
 * hover or keyboard focus on a small "i" button. Radix keeps it on screen: it flips to the other
 * side when the preferred one would overflow (`avoidCollisions`, with `collisionPadding` from the
 * screen's edges) and shifts along it; the side it took is the content's `data-side`.
 *
 * The button is named "About {term}", and the open tip describes it. The explanation is also in
 * the HTML for readers without JavaScript (visually hidden beside the button).
 */
export interface InfoTipProps {
  term: string;
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  className?: string;
  contentClassName?: string;
  /** Opens it from the start (stories). */
  defaultOpen?: boolean;
}

export function InfoTip({
  term,
  children,
  side = 'top',
  className,
  contentClassName,
  defaultOpen,
}: InfoTipProps) {
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root {...(defaultOpen ? { defaultOpen } : {})}>
        <Tooltip.Trigger asChild>
          <button type="button" className={className} aria-label={`About ${term}`}>
            <span aria-hidden="true">i</span>
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content side={side} sideOffset={6} collisionPadding={8} className={contentClassName}>
            {children}
            <Tooltip.Arrow />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
