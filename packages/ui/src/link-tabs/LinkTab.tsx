import * as Tabs from '@radix-ui/react-tabs';
import {
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useState,
} from 'react';

/**
 * Issue 27: tabs and toggles that are links. Without script (blocked, failed, or not yet run) a
 * tab is a plain link to the page's address for that tab, which the server renders with that tab
 * chosen; once the island has hydrated, the link chooses in place: a plain click (or Enter, or
 * Space) is kept from navigating and chooses the tab, and Radix's roving focus, arrow keys,
 * `aria-selected` and `data-state` are as they were on a button. A click that asks for a new
 * tab or window (a modifier key, the middle button) is left to the browser: the link opens.
 */

/** A plain primary click: the one a hydrated tab takes over. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * False in the server's HTML and through hydration, true after it: what a link may only do once
 * its island is awake (so the first client render is the server's, and nothing mismatches).
 */
export function useAwake(): boolean {
  const [awake, setAwake] = useState(false);
  useEffect(() => setAwake(true), []);
  return awake;
}

export interface LinkTabProps
  extends Omit<ComponentProps<typeof Tabs.Trigger>, 'asChild' | 'onClick' | 'children'> {
  value: string;
  /** The page's address with this tab chosen (e.g. `/?top=latest#top-news`). */
  href: string;
  /** Chooses the tab in place: the same as the Tabs root's `onValueChange`. */
  choose: (value: string) => void;
  children: ReactNode;
}

/**
 * A Radix tab trigger rendered as a link (`asChild`). Radix chooses on mouse down, Enter and
 * Space; `choose` also runs on a plain click (a screen reader's activation is a click with no
 * mouse down) and on Space, which a link would otherwise scroll the page with.
 *
 * Before hydration every tab is in the Tab order (`tabIndex` 0): the roving focus that keeps the
 * inactive ones out of it needs the arrow keys, which need the script. Once awake, Radix's
 * roving `tabIndex` is left alone.
 */
export function LinkTab({ value, href, choose, className, children, ...trigger }: LinkTabProps) {
  const awake = useAwake();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    choose(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== ' ') return;
    // A link scrolls the page on Space; a tab chooses itself (Radix skips a prevented key).
    event.preventDefault();
    choose(value);
  };
  return (
    <Tabs.Trigger value={value} asChild {...trigger}>
      <a
        href={href}
        className={className}
        // Radix gives its trigger `type="button"`; a link's `type` would name a MIME type.
        type={undefined}
        onClick={onClick}
        onKeyDown={onKeyDown}
        {...(awake ? {} : { tabIndex: 0 })}
      >
        {children}
      </a>
    </Tabs.Trigger>
  );
}

export interface ActionLinkProps extends Omit<ComponentProps<'a'>, 'href' | 'onClick' | 'role'> {
  /** The page's address with this choice made. */
  href: string;
  /** Makes the choice in place, once the island is awake. */
  act: () => void;
}

/**
 * A toggle or a choice (`role="button"`, with `aria-pressed` or `aria-expanded` as the caller
 * says) that is a link: without script it leads to the page's address with the choice made;
 * once awake a plain click, Enter or Space makes the choice in place.
 */
export function ActionLink({ href, act, onKeyDown, children, ...props }: ActionLinkProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a button once awake, a link without script (issue 27)
    <a
      {...props}
      href={href}
      role="button"
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        act();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || event.key !== ' ') return;
        // A button acts on Space; a link would scroll the page.
        event.preventDefault();
        act();
      }}
    >
      {children}
    </a>
  );
}
