// HM-13: the reader's place on a page, kept across the page refresh's reload: which block of the
// page (a slot of a layout region) is at the top of the window and how far into it, so a list that
// grew or shrank above it does not move the reader (a plain scroll offset would).

export const READER_PLACE_KEY = 'newsroom:reader-place';
/** A place older than this is not the refresh's: a reader who came back later starts at the top. */
export const READER_PLACE_TTL_MS = 30_000;

interface Place {
  path: string;
  block: number;
  offset: number;
  scrollY: number;
  savedAt: number;
}

const blocksOf = (doc: Document) => [...doc.querySelectorAll<HTMLElement>('[data-region] > *')];

/** Notes where the reader is; false when storage refuses (private mode): the reload starts at the top. */
export function notePlace(win: Window, now: number): boolean {
  const blocks = blocksOf(win.document);
  const block = blocks.findIndex((each) => each.getBoundingClientRect().bottom > 0);
  const place: Place = {
    path: win.location.pathname + win.location.search,
    block,
    offset: block >= 0 ? -blocks[block]!.getBoundingClientRect().top : 0,
    scrollY: win.scrollY,
    savedAt: now,
  };
  try {
    win.sessionStorage.setItem(READER_PLACE_KEY, JSON.stringify(place));
    return true;
  } catch {
    return false;
  }
}

/** Brings the reader back to a place noted on this page moments ago; true when it did. */
export function restorePlace(win: Window, now: number): boolean {
  let place: Partial<Place> | null = null;
  try {
    const raw = win.sessionStorage.getItem(READER_PLACE_KEY);
    win.sessionStorage.removeItem(READER_PLACE_KEY);
    place = raw ? (JSON.parse(raw) as Partial<Place>) : null;
  } catch {
    return false;
  }
  if (
    !place ||
    place.path !== win.location.pathname + win.location.search ||
    typeof place.savedAt !== 'number' ||
    now - place.savedAt > READER_PLACE_TTL_MS ||
    now < place.savedAt
  )
    return false;
  const block = typeof place.block === 'number' ? blocksOf(win.document)[place.block] : undefined;
  const offset = typeof place.offset === 'number' && Number.isFinite(place.offset) ? place.offset : 0;
  const top = block
    ? block.getBoundingClientRect().top + win.scrollY + offset
    : typeof place.scrollY === 'number' && Number.isFinite(place.scrollY)
      ? place.scrollY
      : 0;
  win.scrollTo({ top: Math.max(0, top), behavior: 'instant' });
  return true;
}
