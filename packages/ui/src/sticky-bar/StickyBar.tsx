import { stickyBarMachine } from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { type ComponentProps, useEffect } from 'react';

export interface StickyBarRootProps extends ComponentProps<'div'> {
  /**
   * Reports the article body's top, relative to the viewport, whenever it may have moved; returns
   * the function that stops watching. Injected so the headless part never reads the page itself.
   */
  watchBodyTop: (report: (top: number) => void) => () => void;
}

/**
 * AR-11 headless sticky bar: hidden in place, shown (`data-state="stuck"`) once the body's top
 * has reached the top of the viewport. The site styles and fills it (title, logo).
 */
function StickyBarRoot({ watchBodyTop, children, ...props }: StickyBarRootProps) {
  const actor = useActorRef(stickyBarMachine);
  const stuck = useSelector(actor, (snapshot) => snapshot.matches('stuck'));
  useEffect(() => watchBodyTop((top) => actor.send({ type: 'BODY_TOP', top })), [actor, watchBodyTop]);
  return (
    <div {...props} data-state={stuck ? 'stuck' : 'in-place'} hidden={!stuck}>
      {children}
    </div>
  );
}

export const StickyBar = { Root: StickyBarRoot };
export { StickyBarRoot };
