// What the test site's fake backend knows of readers and stories, for it, its fake poll and
// newsletters and the tests: one module that imports none of them.

/** A Prime reader's session token. */
export const TOKEN = 'tok_0123456789abcdefABCDEF';
/** AR-16 readers who are not Prime: one who may see the Prime nudge bar, one first-time eligible. */
export const READER_TOKEN = 'tok_reader_0123456789abcdef';
export const NEW_TOKEN = 'tok_new_0123456789abcdefgh';
export const EDITOR_TOKEN = 'tok_editor_0123456789abcdef';
/** a reader whose Prime ran out. */
export const EXPIRED_TOKEN = 'tok_expired_0123456789abcde';

/** One story the fake backend knows: msid 42. */
export const ARTICLE_PATH = '/markets/news/sensex-climbs/articleshow/42.cms';
export const article = {
  msid: '42',
  title: 'Sensex climbs 600 points as banks rally',
  url: ARTICLE_PATH,
  img: 'https://www.ledger.test/photos/42.png',
  authors: [],
  highlights: [],
  date: '2026-11-20T09:15:00+05:30',
  updated: '2026-11-20T11:00:00+05:30',
  storyJSON: {
    node: 'root',
    child: [{ node: 'element', tag: 'p', child: [{ node: 'text', text: 'Markets rose on Friday.' }] }],
  },
  prime_blocker: 0,
  hostid: '153',
};
