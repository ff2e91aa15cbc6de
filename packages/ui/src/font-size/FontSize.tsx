import {
  type FontSize as FontSizeValue,
  fontSizeMachine,
  parseFontSize,
  selectFontSize,
} from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type MouseEvent,
  useContext,
  useMemo,
} from 'react';
import type { ActorRefFrom } from 'xstate';

/**
 * AR-10 font-size control, headless. Behaviour, ARIA and `data-state` only; the site styles it.
 *
 *   <FontSize.Root initial={restored} onApply={applyToArticle} onPersist={keepInSessionStorage}>
 *     <FontSize.Group aria-label="Text size">
 *       <FontSize.Option value="small">Small</FontSize.Option>
 *       <FontSize.Option value="medium">Medium</FontSize.Option>
 *       <FontSize.Option value="large">Large</FontSize.Option>
 *     </FontSize.Group>
 *   </FontSize.Root>
 *
 * The options form a WAI-ARIA radio group: one tab stop (the checked option), arrow keys move the
 * focus and the choice together (wrapping, as radio groups do), Home / End go to the ends, Space
 * or a click chooses. `Decrease` / `Increase` are optional stepper buttons, bounded at the ends
 * (`aria-disabled` there, still focusable). Rendering touches no browser API, so it server-renders;
 * the callbacks run only when the size changes, never on mount.
 *
 * Hydration: the server cannot read session storage, so render and hydrate with the same `initial`
 * (the default), then choose the stored size in an effect (`useFontSize().choose`); see README.md.
 */

type FontSizeActor = ActorRefFrom<typeof fontSizeMachine>;

const FontSizeContext = createContext<FontSizeActor | null>(null);

function useFontSizeActor(part: string): FontSizeActor {
  const actor = useContext(FontSizeContext);
  if (!actor) throw new Error(`<FontSize.${part}> must be rendered inside <FontSize.Root>.`);
  return actor;
}

export interface UseFontSize {
  /** The current size. */
  size: FontSizeValue;
  /** The machine's events, for custom controls (e.g. restoring the stored size after hydration). */
  choose: (size: FontSizeValue) => void;
  increase: () => void;
  decrease: () => void;
}

/** The current size and the events, for anything inside <FontSize.Root>. */
export function useFontSize(): UseFontSize {
  const actor = useFontSizeActor('useFontSize');
  const size = useSelector(actor, selectFontSize);
  const events = useMemo(
    () => ({
      choose: (next: FontSizeValue) => actor.send({ type: 'CHOOSE', size: next }),
      increase: () => actor.send({ type: 'INCREASE' }),
      decrease: () => actor.send({ type: 'DECREASE' }),
    }),
    [actor],
  );
  return { size, ...events };
}

/** Calls the consumer's handler first; ours runs unless it called `event.preventDefault()`. */
function compose<E extends { defaultPrevented: boolean }>(
  theirs: ((event: E) => void) | undefined,
  ours: (event: E) => void,
) {
  return (event: E) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

/** A side effect that throws must not stop the machine (the control would freeze): log it instead. */
function runEffect(name: string, effect: ((size: FontSizeValue) => void) | undefined, size: FontSizeValue) {
  try {
    effect?.(size);
  } catch (error) {
    console.error(`FontSize: ${name}(${size}) failed`, error);
  }
}

export interface FontSizeRootProps extends ComponentProps<'div'> {
  /** The size to start with (e.g. read from session storage). Read once, on mount; default medium. */
  initial?: FontSizeValue | null;
  /** Keep the chosen size (session storage). Called after `onApply`, only when the size changes. */
  onPersist?: (size: FontSizeValue) => void;
  /** Apply the chosen size to the article text. Called only when the size changes. */
  onApply?: (size: FontSizeValue) => void;
}

function FontSizeRoot({ initial, onPersist, onApply, ...props }: FontSizeRootProps) {
  const machine = useMemo(
    () =>
      fontSizeMachine.provide({
        actions: {
          apply: (_, { size }) => runEffect('onApply', onApply, size),
          persist: (_, { size }) => runEffect('onPersist', onPersist, size),
        },
      }),
    [onApply, onPersist],
  );
  // @xstate/react keeps one actor for the component's life and swaps in the latest implementations,
  // so new callbacks are picked up without restarting the machine.
  const actor = useActorRef(machine, { input: { initial: parseFontSize(initial) } });
  const size = useSelector(actor, selectFontSize);
  return (
    <FontSizeContext value={actor}>
      <div {...props} data-state={size} />
    </FontSizeContext>
  );
}

type GroupLabel = { 'aria-label': string } | { 'aria-labelledby': string };

/** The radio group. It must be labelled: `aria-label` or `aria-labelledby` is required. */
export type FontSizeGroupProps = Omit<ComponentProps<'div'>, 'role'> & GroupLabel;

function FontSizeGroup(props: FontSizeGroupProps) {
  const size = useSelector(useFontSizeActor('Group'), selectFontSize);
  return <div {...props} role="radiogroup" data-state={size} />;
}

const MOVES: Readonly<Record<string, 'next' | 'previous' | 'first' | 'last'>> = {
  ArrowRight: 'next',
  ArrowDown: 'next',
  ArrowLeft: 'previous',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

export interface FontSizeOptionProps extends Omit<ComponentProps<'button'>, 'value' | 'role' | 'type'> {
  value: FontSizeValue;
}

function FontSizeOption({ value, onClick, onKeyDown, ...props }: FontSizeOptionProps) {
  const actor = useFontSizeActor('Option');
  const checked = useSelector(actor, (snapshot) => selectFontSize(snapshot) === value);

  const choose = () => actor.send({ type: 'CHOOSE', size: value });

  // Roving focus: the DOM order of the group's options is the order the arrows follow.
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const direction = MOVES[event.key];
    if (!direction || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const group = event.currentTarget.closest('[role="radiogroup"]');
    if (!group) return;
    const options = Array.from(group.querySelectorAll<HTMLButtonElement>('[role="radio"][data-value]'));
    const count = options.length;
    const here = options.indexOf(event.currentTarget);
    const index =
      direction === 'first'
        ? 0
        : direction === 'last'
          ? count - 1
          : (here + (direction === 'next' ? 1 : -1) + count) % count;
    const target = options[index];
    if (!target) return;
    event.preventDefault(); // no page scroll
    target.focus();
    actor.send({ type: 'CHOOSE', size: parseFontSize(target.dataset.value) });
  };

  // A button, not <input type="radio">: the option holds any content (a glyph, hidden text) and is
  // styled as a button; role, aria-checked and the roving tab stop give it radio semantics.
  return (
    // biome-ignore lint/a11y/useSemanticElements: a button with role="radio", as in the WAI-ARIA radio group pattern
    <button
      {...props}
      type="button"
      role="radio"
      aria-checked={checked}
      data-state={checked ? 'checked' : 'unchecked'}
      data-value={value}
      tabIndex={checked ? 0 : -1}
      onClick={compose<MouseEvent<HTMLButtonElement>>(onClick, choose)}
      onKeyDown={compose(onKeyDown, move)}
    />
  );
}

export type FontSizeStepProps = Omit<ComponentProps<'button'>, 'type'>;

function useStep(part: 'Decrease' | 'Increase', bound: FontSizeValue) {
  const actor = useFontSizeActor(part);
  const atBound = useSelector(actor, (snapshot) => selectFontSize(snapshot) === bound);
  const send = () => actor.send({ type: part === 'Increase' ? 'INCREASE' : 'DECREASE' });
  return { atBound, send };
}

/** One size smaller; `aria-disabled` (still focusable, a no-op) at small. */
function FontSizeDecrease({ onClick, ...props }: FontSizeStepProps) {
  const { atBound, send } = useStep('Decrease', 'small');
  return (
    <button
      {...props}
      type="button"
      aria-disabled={atBound || undefined}
      data-disabled={atBound ? '' : undefined}
      onClick={compose(onClick, send)}
    />
  );
}

/** One size larger; `aria-disabled` (still focusable, a no-op) at large. */
function FontSizeIncrease({ onClick, ...props }: FontSizeStepProps) {
  const { atBound, send } = useStep('Increase', 'large');
  return (
    <button
      {...props}
      type="button"
      aria-disabled={atBound || undefined}
      data-disabled={atBound ? '' : undefined}
      onClick={compose(onClick, send)}
    />
  );
}

export { FontSizeDecrease, FontSizeGroup, FontSizeIncrease, FontSizeOption, FontSizeRoot };

/** The compound component: `FontSize.Root`, `.Group`, `.Option`, `.Decrease`, `.Increase`. */
export const FontSize = {
  Root: FontSizeRoot,
  Group: FontSizeGroup,
  Option: FontSizeOption,
  Decrease: FontSizeDecrease,
  Increase: FontSizeIncrease,
} as const;
