import { FONT_SIZE_SCALE, FONT_SIZE_STORAGE_KEY, type FontSize } from '@newsroom/machines';

/** The CSS variable the article text is scaled by (see styles/article.css). */
export const FONT_SCALE_VAR = '--font-scale';

/**
 * AR-10: runs in the page head before first paint, so a reader who chose a size earlier in the
 * session sees the article at that size at once, with no jump and before any island loads.
 * Built from the same constants as the machine, so the two cannot disagree.
 */
export const fontSizeBootScript = `try{var m=${JSON.stringify(FONT_SIZE_SCALE)},s=sessionStorage.getItem(${JSON.stringify(
  FONT_SIZE_STORAGE_KEY,
)});if(Object.prototype.hasOwnProperty.call(m,s))document.documentElement.style.setProperty(${JSON.stringify(
  FONT_SCALE_VAR,
)},m[s])}catch(e){}`;

/** The island's side effects: the same two things the boot script reads back. */
export function applyFontSize(size: FontSize): void {
  document.documentElement.style.setProperty(FONT_SCALE_VAR, String(FONT_SIZE_SCALE[size]));
}

export function persistFontSize(size: FontSize): void {
  try {
    sessionStorage.setItem(FONT_SIZE_STORAGE_KEY, size);
  } catch {
    // Storage can be full or blocked (private modes); the size still applies to this page.
  }
}

export function readStoredFontSize(): string | null {
  try {
    return sessionStorage.getItem(FONT_SIZE_STORAGE_KEY);
  } catch {
    return null;
  }
}
