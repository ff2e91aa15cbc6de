import { type FontSize as FontSizeName, parseFontSize } from '@newsroom/machines';
import { FontSize } from '@newsroom/ui';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { defineIsland } from '../../lib/defineIsland.ts';
import { applyFontSize, persistFontSize, readStoredFontSize } from './fontSizeBoot.ts';

const OPTIONS = [
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
] as const;

/**
 * AR-10 font size in the byline toolbar. Server HTML is only the "Aa" button, so the page is
 * identical for every reader and cacheable; the choices open after hydration (on the first
 * interaction, which the island runtime replays) with the size the reader chose earlier.
 */
/** Where the reader's size is read, applied and kept: the page and the browser's storage, or a story's. */
export interface FontSizeEffects {
  readStored: () => string | null;
  apply: (size: FontSizeName) => void;
  persist: (size: FontSizeName) => void;
}

const siteEffects: FontSizeEffects = {
  readStored: readStoredFontSize,
  apply: applyFontSize,
  persist: persistFontSize,
};

function FontSizeIsland({
  effects = siteEffects,
}: {
  props?: unknown;
  data?: unknown;
  effects?: FontSizeEffects;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  // Escape closes the panel from the button or from an option, and gives focus back to the button.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <div className="font-size">
      <button
        ref={toggle}
        type="button"
        onKeyDown={closeOnEscape}
        className="toolbar__button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label="Text size"
        title="Text size"
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">Aa</span>
      </button>
      {open && (
        <FontSize.Root
          id={panelId}
          className="font-size__panel"
          initial={parseFontSize(effects.readStored())}
          onKeyDown={closeOnEscape}
          onApply={effects.apply}
          onPersist={effects.persist}
        >
          <FontSize.Group aria-label="Text size" className="font-size__options">
            {OPTIONS.map((option) => (
              <FontSize.Option
                key={option.value}
                value={option.value}
                className={`font-size__option font-size__option--${option.value}`}
              >
                {option.label}
              </FontSize.Option>
            ))}
          </FontSize.Group>
        </FontSize.Root>
      )}
    </div>
  );
}

export default defineIsland('font-size', FontSizeIsland);
