import type { Handler } from '../http/reply.ts';
import { countArticles } from '../store/articles.ts';
import { storeKindOf } from '../store/dialect.ts';

/** `GET /health`: answers only when the store answers, so a probe sees a broken database. */
export const getHealth: Handler = async ({ db }) => ({
  kind: 'json',
  status: 200,
  body: { ok: true, store: storeKindOf(db), articles: await countArticles(db) },
  headers: { 'cache-control': 'no-store' },
});
