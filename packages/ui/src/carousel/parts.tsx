import type { CarouselView } from '@newsroom/machines';
import type { ComponentProps, ReactNode } from 'react';
import type { CarouselActor } from './useCarouselActor.ts';

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
  actor: CarouselActor;
  view: CarouselView;
  classNames?: Partial<Record<'controls' | 'status' | 'button', string>>;
  prevLabel: string;
  nextLabel: string;
  /** More attributes of an arrow (its state, or a class of its own). */
  prev?: ArrowProps;
  next?: ArrowProps;
  /** Between the status and the next arrow (AB-18's PLAY/PAUSE). */
  children?: ReactNode;
}

/** Previous, "n / m", anything else, next: the arrows send PREV and NEXT. */
export function StepControls({
  actor,
  view,
  classNames = {},
  prevLabel,
  nextLabel,
  prev,
  next,
  children,
}: StepControlsProps) {
  return (
    <div className={classNames.controls}>
      <button
        type="button"
        className={classNames.button}
        aria-label={prevLabel}
        {...prev}
        onClick={() => actor.send({ type: 'PREV' })}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <span className={classNames.status}>
        {view.index + 1} / {view.slides}
      </span>
      {children}
      <button
        type="button"
        className={classNames.button}
        aria-label={nextLabel}
        {...next}
        onClick={() => actor.send({ type: 'NEXT' })}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
