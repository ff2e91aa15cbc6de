import { listExpanderMachine, selectListExpander } from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { type ComponentProps, type ReactNode, useEffect } from 'react';

/**
 * AB-12 most-searched stocks, headless: a list whose first `first` rows show, "Load more" adding
 * `step` rows a press, then "Load less" (`listExpanderMachine`). Every row is in the HTML; rows not
 * shown carry `hidden`, so a press shows rows already there (nothing fetched, nothing above moves)
 * and the server's HTML holds the whole list for readers without JavaScript and for search.
 *
 * `data-state` on the root: `collapsed`, `growing` or `expanded`.
 */

export interface ExpandableListProps extends Omit<ComponentProps<'div'>, 'children'> {
  rows: readonly { key: string; content: ReactNode }[];
  first: number;
  step: number;
  /** The list element's props (e.g. `aria-label`, className). */
  listProps?: ComponentProps<'ol'>;
  moreLabel?: string;
  lessLabel?: string;
  buttonClassName?: string;
  /** Content between the list and the button (e.g. a note on the figures). */
  footer?: ReactNode;
}

export function ExpandableList({
  rows,
  first,
  step,
  listProps,
  moreLabel = 'Load more',
  lessLabel = 'Load less',
  buttonClassName,
  footer,
  ...props
}: ExpandableListProps) {
  const actor = useActorRef(listExpanderMachine, { input: { total: rows.length, first, step } });
  const view = useSelector(actor, selectListExpander, (a, b) => a.state === b.state && a.shown === b.shown);
  useEffect(() => actor.send({ type: 'TOTAL', total: rows.length }), [actor, rows.length]);
  const button = view.canLoadMore ? 'more' : view.canLoadLess ? 'less' : null;
  return (
    <div {...props} data-state={view.state}>
      <ol {...listProps}>
        {rows.map((row, index) => (
          <li key={row.key} hidden={index >= view.shown}>
            {row.content}
          </li>
        ))}
      </ol>
      {footer}
      {button && (
        <button
          type="button"
          className={buttonClassName}
          data-action={button}
          onClick={() => actor.send({ type: button === 'more' ? 'LOAD_MORE' : 'LOAD_LESS' })}
        >
          {button === 'more' ? moreLabel : lessLabel}
        </button>
      )}
    </div>
  );
}
