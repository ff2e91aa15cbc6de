import { type ShareStatus, selectShareStatus, shareMachine } from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type MouseEvent,
  useContext,
  useId,
  useMemo,
  useRef,
} from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';

/**
 * AR-10 share, headless: a disclosure button that opens the Web Share sheet when `canShare`,
 * else a menu of links (a plain list, the WAI-ARIA disclosure pattern, so Tab moves through it).
 *
 *   <Share.Root canShare={…} nativeShare={…} copyLink={…}>
 *     <Share.Trigger>Share</Share.Trigger>
 *     <Share.Menu aria-label="Share this story">
 *       <Share.Copy copied="Link copied" failed="Could not copy">Copy link</Share.Copy>
 *       <Share.Link href={links.email}>E-mail</Share.Link> …
 *     </Share.Menu>
 *   </Share.Root>
 *
 * Escape closes the menu and gives focus back to the trigger; following a link closes it.
 */

type ShareActor = ActorRefFrom<typeof shareMachine>;
interface ShareParts {
  actor: ShareActor;
  menuId: string;
  trigger: React.RefObject<HTMLButtonElement | null>;
}
const ShareContext = createContext<ShareParts | null>(null);

function useShareParts(part: string): ShareParts {
  const parts = useContext(ShareContext);
  if (!parts) throw new Error(`<Share.${part}> must be rendered inside <Share.Root>.`);
  return parts;
}

export function useShareStatus(): ShareStatus {
  return useSelector(useShareParts('useShareStatus').actor, selectShareStatus);
}

export interface ShareRootProps extends ComponentProps<'div'> {
  /** Whether the Web Share API takes this page's data (read once, at mount). */
  canShare: boolean;
  /** Opens the native share sheet; rejects with an AbortError when the reader cancels. */
  nativeShare: () => Promise<void>;
  /** Writes the link to the clipboard. */
  copyLink: () => Promise<void>;
}

function ShareRoot({ canShare, nativeShare, copyLink, onKeyDown, ...props }: ShareRootProps) {
  const machine = useMemo(
    () =>
      shareMachine.provide({
        actors: { nativeShare: fromPromise(() => nativeShare()), copyLink: fromPromise(() => copyLink()) },
      }),
    [nativeShare, copyLink],
  );
  const actor = useActorRef(machine, { input: { canShare } });
  const status = useSelector(actor, selectShareStatus);
  const menuId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const parts = useMemo(() => ({ actor, menuId, trigger }), [actor, menuId]);
  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.key !== 'Escape' || status === 'closed' || status === 'sharing')
      return;
    actor.send({ type: 'CLOSE' });
    trigger.current?.focus();
  };
  return (
    <ShareContext value={parts}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape from the trigger or a menu item bubbles here; the div itself takes no focus */}
      <div {...props} data-state={status} onKeyDown={closeOnEscape} />
    </ShareContext>
  );
}

const isOpen = (status: ShareStatus) => status !== 'closed' && status !== 'sharing';

function ShareTrigger({ onClick, ...props }: Omit<ComponentProps<'button'>, 'type'>) {
  const { actor, menuId, trigger } = useShareParts('Trigger');
  const status = useSelector(actor, selectShareStatus);
  return (
    <button
      {...props}
      ref={trigger}
      type="button"
      aria-expanded={isOpen(status)}
      aria-controls={isOpen(status) ? menuId : undefined}
      data-state={status}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) actor.send({ type: 'OPEN' });
      }}
    />
  );
}

/** The menu; rendered only while open. Give it an accessible name. */
function ShareMenu(props: ComponentProps<'div'>) {
  const { actor, menuId } = useShareParts('Menu');
  const status = useSelector(actor, selectShareStatus);
  if (!isOpen(status)) return null;
  // biome-ignore lint/a11y/useSemanticElements: a named group of links and a button, not form fields
  return <div role="group" {...props} id={menuId} data-state={status} />;
}

export interface ShareCopyProps extends Omit<ComponentProps<'button'>, 'type'> {
  /** Shown (and announced) for the named delay after a copy. */
  copied: string;
  /** Shown when the clipboard refused. */
  failed: string;
}

function ShareCopy({ copied, failed, children, onClick, ...props }: ShareCopyProps) {
  const { actor } = useShareParts('Copy');
  const status = useSelector(actor, selectShareStatus);
  return (
    <button
      {...props}
      type="button"
      data-state={status}
      aria-busy={status === 'copying' || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) actor.send({ type: 'COPY' });
      }}
    >
      {children}
      <span role="status" data-part="copy-status">
        {status === 'copied' ? copied : status === 'copyFailed' ? failed : ''}
      </span>
    </button>
  );
}

/** A share link: opens in a new tab (`mailto:` in place); following it closes the menu. */
function ShareLink({ onClick, href, ...props }: ComponentProps<'a'>) {
  const { actor } = useShareParts('Link');
  const external = href?.startsWith('http') === true;
  return (
    <a
      {...props}
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) actor.send({ type: 'PICKED' });
      }}
    />
  );
}

export { ShareCopy, ShareLink, ShareMenu, ShareRoot, ShareTrigger };

export const Share = {
  Root: ShareRoot,
  Trigger: ShareTrigger,
  Menu: ShareMenu,
  Copy: ShareCopy,
  Link: ShareLink,
} as const;
