import { z } from 'zod';
import type { Contract } from '../contract.ts';

// AR-10 byline toolbar tools and the AR-11 sticky bar: article-page widgets whose data is the
// article itself. None takes settings; where and in what order they show is the layout's.
const none = z.strictObject({});
export type NoProps = z.infer<typeof none>;

// The id and trigger stay literal types: the widget registry is keyed by id and checks that a
// tool that hydrates has its island.
const tool = <const Id extends string, const Hydrate extends Contract<NoProps>['hydrate']>(
  id: Id,
  description: string,
  hydrate: Hydrate,
): Contract<NoProps> & { id: Id; hydrate: Hydrate } => ({ id, description, props: none, hydrate });

export const shareContract = tool(
  'share',
  'Share the article (AR-10): the Web Share sheet where the browser has one, else copy link, e-mail, WhatsApp, X and LinkedIn. Article toolbar.',
  'interaction',
);
export const fontSizeContract = tool(
  'font-size',
  'The reader’s text size for story bodies, kept in the browser (AR-10). Article toolbar.',
  'interaction',
);
export const mailContract = tool(
  'mail',
  'Mail this article (AR-08): the dialog with its captcha; a signed-in reader’s name and e-mail filled in. Article toolbar.',
  'interaction',
);
export const bookmarkContract = tool(
  'bookmark',
  'Save the article to the reader’s bookmarks (AR-10); anonymous readers are asked to sign in. Article toolbar.',
  'interaction',
);
export const printContract = tool(
  'print',
  'A link to the article’s print view (AR-01, AR-10); no script. Article toolbar.',
  'none',
);
export const commentCountContract = tool(
  'comments',
  'The comment button with the article’s comment count, opening the comments drawer (AR-02, AR-10); left out when the count cannot be had. Article toolbar.',
  'interaction',
);
export const stickyBarContract = tool(
  'sticky-bar',
  'The bar with the logo and the story’s title that stays at the top once the reader reaches the body (AR-11). Wakes on the first scroll. Article `top`.',
  'scroll',
);
