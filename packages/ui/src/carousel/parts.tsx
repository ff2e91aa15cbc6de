import type { ComponentProps, ReactNode } from 'react';

/**
 * The parts the one-slide carousels (AB-10 masterclass, AB-18 slideshow and deck, HM-04 strips)
 * draw alike: a slide in the WAI-ARIA carousel pattern, and the row of arrows round an "n / m".
 */

export interface SlideGroupProps {
  index: number;
  slides: number;
  active: boolean;
  className?: string;
  children?: ReactNode;
}

/** One slide a whole track wide; out of view it is `inert` (not focusable, not read). */
export function SlideGroup({ index, slides, active, className, children }: SlideGroupProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not form fields
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${slides}`}
      className={className}
      data-state={active ? 'active' : 'inactive'}
      inert={!active}
      style={{ flex: '0 0 100%', minWidth: 0 }}
    >
      {children}
    </div>
  );
}

/** A button's attributes, `data-*` ones included. */
export type ArrowProps = ComponentProps<'button'> & { [data: `data-${string}`]: string | undefined };

export interface StepControlsProps {
  className?: string;
  statusClassName?: string;
  index: number;
  slides: number;
  /** The arrows' attributes (name, class, state, `onClick`). */
  prev: ArrowProps;
  next: ArrowProps;
  /** Between the status and the next arrow (AB-18's PLAY/PAUSE). */
  children?: ReactNode;
}

/** Previous, "n / m", anything else, next. */
export function StepControls({
  className,
  statusClassName,
  index,
  slides,
  prev,
  next,
  children,
}: StepControlsProps) {
  return (
    <div className={className}>
      <button type="button" {...prev}>
        <span aria-hidden="true">‹</span>
      </button>
      <span className={statusClassName}>
        {index + 1} / {slides}
      </span>
      {children}
      <button type="button" {...next}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
