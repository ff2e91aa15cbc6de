import {
  type MissedStory,
  primeMissedStoriesMachine,
  selectMissedStories,
  selectPrimeMissedStoriesStatus,
} from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { type ComponentProps, type ReactNode, useId, useMemo } from 'react';
import { fromPromise } from 'xstate';

/**
 * AB-17 "Prime stories you missed", headless: behaviour, ARIA and `data-state` only.
 *
 *   <PrimeMissedStories load={…} title="Prime stories you missed" renderStory={(s) => <a …/>} />
 *
 * It asks `load` once, on mount (in the browser: the server's render stays in `loading`). Until
 * there are stories to show, and for good when there are none or the call fails, the section is
 * in the document but `hidden` and empty, so the server's markup and the first render in the
 * browser are the same and a reader never sees an empty heading. Shown, it is a section named
 * by its heading holding a list.
 */
export interface PrimeMissedStoriesProps extends Omit<ComponentProps<'section'>, 'children' | 'title'> {
  /** The stories to show; none when the display rule does not hold. */
  load: () => Promise<readonly MissedStory[]>;
  /** Failures are logged only (spec §8); default console.error. */
  onLog?: (error: unknown) => void;
  title: ReactNode;
  titleClassName?: string;
  listClassName?: string;
  itemClassName?: string;
  renderStory: (story: MissedStory) => ReactNode;
}

export function PrimeMissedStories({
  load,
  onLog,
  title,
  titleClassName,
  listClassName,
  itemClassName,
  renderStory,
  ...props
}: PrimeMissedStoriesProps) {
  const machine = useMemo(
    () =>
      primeMissedStoriesMachine.provide({
        actors: { loadMissed: fromPromise(() => load()) },
        actions: {
          logFailure: (_, { error }) =>
            (onLog ?? ((e: unknown) => console.error('Prime stories you missed: not loaded', e)))(error),
        },
      }),
    [load, onLog],
  );
  const actor = useActorRef(machine);
  const status = useSelector(actor, selectPrimeMissedStoriesStatus);
  const stories = useSelector(actor, selectMissedStories);
  const headingId = useId();
  if (status !== 'shown') {
    return <section {...props} data-state={status} hidden />;
  }
  return (
    <section {...props} data-state={status} aria-labelledby={headingId}>
      <h2 id={headingId} className={titleClassName}>
        {title}
      </h2>
      <ul className={listClassName}>
        {stories.map((story) => (
          <li key={story.msid} className={itemClassName}>
            {renderStory(story)}
          </li>
        ))}
      </ul>
    </section>
  );
}
