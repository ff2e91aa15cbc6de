/** The backend could not answer usefully: down, slow, 5xx or a malformed body. */
export class ContentUnavailable extends Error {
  override name = 'ContentUnavailable';
}
