/**
 * DV-02: the page's styles for a frame a story writes itself (an ad's creative), as the frame
 * served by `/ads/creative` wears the site's stylesheet. The web fonts are `font-display:
 * optional`, so a frame whose first text came before them would be set in the fallback faces on
 * one run and not on the next; the copy waits for them (`block`), so the picture is the same.
 */
export function stylesForFrame(): string {
  return [...document.querySelectorAll('style, link[rel="stylesheet"]')]
    .map((element) => element.outerHTML)
    .join('')
    .replace(/font-display:\s*optional/g, 'font-display: block');
}
