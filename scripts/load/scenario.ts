// One load run against a running content API: 50 clients, each behind its own X-Forwarded-For
// label, post 40 comments each (every tenth sent twice with the same Idempotency-Key, as a
// network retry would), then every comment of the targeted articles is read back through
// GET /comments and the markers in the texts are counted.
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  type Comment,
  CommentsPage,
  LatestNewsAnswer,
  PostedComment,
} from '../../apps/content-api/src/contract.ts';

export interface LoadShape {
  clients: number;
  postsPerClient: number;
  /** Every n-th post of a client is sent a second time with the same key (0: none). */
  retryEvery: number;
  articles: number;
  pageSize: number;
  requestTimeoutMs: number;
  /** Client n posts from 203.0.113.(n + clientOffset): runs on one store keep apart buckets. */
  clientOffset?: number;
}

export const LOAD_SHAPE: LoadShape = {
  clients: 50,
  postsPerClient: 40,
  /** Every n-th post of a client is sent a second time with the same key. */
  retryEvery: 10,
  articles: 5,
  pageSize: 25,
  /** One request may take this long before it counts as an error. */
  requestTimeoutMs: 15_000,
};

/** What one POST got back: an HTTP status, or 0 when no answer came (network error, timeout). */
export interface PostAnswer {
  status: number;
  ms: number;
  id?: string;
  replayed: boolean;
  detail?: string;
}

export interface PostRecord {
  client: number;
  n: number;
  marker: string;
  msid: string;
  first: PostAnswer;
  retry?: PostAnswer;
}

export interface RunResult {
  msids: string[];
  attempted: number;
  accepted: number;
  refused: number;
  /** Posts that got neither a 200 nor only 429s. */
  failed: number;
  retried: number;
  retryReplayed: number;
  retryRefusedAgain: number;
  retryStoredAfterRefusal: number;
  lost: number;
  duplicated: number;
  refusedButStored: number;
  /** Non-200/429 answers, retries that did not behave, and read-back faults. */
  otherErrors: number;
  /** The first few lost, duplicated and other problems, for the report. */
  samples: string[];
  /** Clients whose first `burst` posts were all accepted (checked with limits on). */
  clientsWithFullBurst: number;
  /** The fewest and the most posts of one client that were accepted (a limit counted across instances caps the most). */
  acceptedPerClient: { min: number; max: number };
  requests: number;
  postSeconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  readBack: { comments: number; pages: number; seconds: number };
}

/**
 * `apiUrls`: one backend, or several sharing a store; a client's posts go to each in turn and a
 * retry goes to another than its first try, so idempotency and limits are tested across them.
 * Comments are read back from the first.
 */
export async function runScenario(
  apiUrls: string | string[],
  signal: AbortSignal,
  burst: number,
  shape: LoadShape = LOAD_SHAPE,
): Promise<RunResult> {
  const targets = typeof apiUrls === 'string' ? [apiUrls] : apiUrls;
  const apiUrl = targets[0]!;
  const problems = { lost: [] as string[], duplicated: [] as string[], other: [] as string[] };
  const msids = await pickArticles(apiUrl, signal, shape);
  // Markers carry a per-run tag so nothing seeded or left from another run can match them.
  const tag = randomBytes(4).toString('hex');

  const started = performance.now();
  const perClient = await Promise.all(
    Array.from({ length: shape.clients }, (_, index) =>
      runClient(targets, tag, index + 1, msids, signal, shape),
    ),
  );
  const postSeconds = (performance.now() - started) / 1000;
  const records = perClient.flat();

  const readStarted = performance.now();
  const reads = await Promise.all(msids.map((msid) => readAll(apiUrl, msid, signal, shape)));
  const readSeconds = (performance.now() - readStarted) / 1000;
  const found = new Map<string, number>();
  const markerPattern = new RegExp(`\\[load:${tag}:c\\d{2,3}:n\\d{2,3}\\]`, 'g');
  let comments = 0;
  let pages = 0;
  for (const read of reads) {
    comments += read.texts.length;
    pages += read.pages;
    problems.other.push(...read.errors);
    for (const text of read.texts) {
      for (const match of text.matchAll(markerPattern)) found.set(match[0], (found.get(match[0]) ?? 0) + 1);
    }
  }

  let accepted = 0;
  let refused = 0;
  let failed = 0;
  let lost = 0;
  let refusedButStored = 0;
  let retried = 0;
  let retryReplayed = 0;
  let retryRefusedAgain = 0;
  let retryStoredAfterRefusal = 0;
  const acceptedBy = new Map<number, number>();
  const fullBurst = new Set<number>(Array.from({ length: shape.clients }, (_, index) => index + 1));
  for (const record of records) {
    const answers = record.retry ? [record.first, record.retry] : [record.first];
    for (const answer of answers) {
      if ((answer.status !== 200 && answer.status !== 429) || (answer.status === 200 && !answer.id)) {
        problems.other.push(
          `${record.marker} to ${record.msid}: ${answer.status || 'no answer'} ${answer.detail ?? ''}`,
        );
      }
    }
    const stored = found.get(record.marker) ?? 0;
    if (answers.some((answer) => answer.status === 200)) {
      accepted++;
      acceptedBy.set(record.client, (acceptedBy.get(record.client) ?? 0) + 1);
      if (stored === 0) {
        lost++;
        problems.lost.push(`${record.marker}: accepted as ${acceptedId(record)} but not read back`);
      }
    } else if (answers.every((answer) => answer.status === 429)) {
      refused++;
      if (stored > 0) refusedButStored++;
    } else failed++;
    if (record.n <= burst && record.first.status !== 200) fullBurst.delete(record.client);

    const { first, retry } = record;
    if (!retry) continue;
    retried++;
    if (first.status === 200 && retry.status === 200 && retry.replayed && retry.id === first.id) {
      retryReplayed++;
    } else if (first.status === 429 && retry.status === 429) {
      retryRefusedAgain++;
    } else if (first.status === 429 && retry.status === 200 && !retry.replayed) {
      retryStoredAfterRefusal++;
    } else if (first.status === 200 || retry.status === 200) {
      problems.other.push(
        `${record.marker}: retry with the same key answered ${retry.status}` +
          ` (id ${retry.id ?? '-'}, replayed ${retry.replayed}) after ${first.status} (id ${first.id ?? '-'})`,
      );
    }
  }
  let duplicated = 0;
  for (const [marker, count] of found) {
    if (count > 1) {
      duplicated++;
      problems.duplicated.push(`${marker}: read back ${count} times`);
    }
  }
  const latencies = records
    .flatMap((record) => (record.retry ? [record.first.ms, record.retry.ms] : [record.first.ms]))
    .sort((a, b) => a - b);
  return {
    msids,
    attempted: records.length,
    accepted,
    refused,
    failed,
    retried,
    retryReplayed,
    retryRefusedAgain,
    retryStoredAfterRefusal,
    lost,
    duplicated,
    refusedButStored,
    otherErrors: problems.other.length,
    samples: [
      ...problems.lost.slice(0, 5),
      ...problems.duplicated.slice(0, 5),
      ...problems.other.slice(0, 5),
    ],
    clientsWithFullBurst: fullBurst.size,
    acceptedPerClient: {
      min: Math.min(...Array.from({ length: shape.clients }, (_, index) => acceptedBy.get(index + 1) ?? 0)),
      max: Math.max(0, ...acceptedBy.values()),
    },
    requests: latencies.length,
    postSeconds,
    requestsPerSecond: latencies.length / postSeconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    readBack: { comments, pages, seconds: readSeconds },
  };
}

/** The first few articles of the latest-news list (seeded, so the same ones every run). */
async function pickArticles(apiUrl: string, signal: AbortSignal, shape: LoadShape): Promise<string[]> {
  const response = await fetch(
    `${apiUrl}/request?type=getdata&searchtype=metadata&metatype=latestnewsflag&solrtypeid=1001&platform=web&top=${shape.articles}`,
    { signal },
  );
  if (!response.ok) throw new Error(`latest news answered ${response.status}`);
  const latest = LatestNewsAnswer.parse(await response.json());
  const msids = latest.searchResult[0].data.map((item) => item.msid);
  if (msids.length < shape.articles) throw new Error(`only ${msids.length} articles in the latest news`);
  return msids;
}

/** One reader: posts one after another, from its own address label. */
async function runClient(
  apiUrls: string[],
  tag: string,
  client: number,
  msids: string[],
  signal: AbortSignal,
  shape: LoadShape,
): Promise<PostRecord[]> {
  const label = (value: number) => String(value).padStart(2, '0');
  // 203.0.113.0/24 (TEST-NET-3, for documentation): only ever a header value, never a target.
  const forwardedFor = `203.0.113.${client + (shape.clientOffset ?? 0)}`;
  const records: PostRecord[] = [];
  for (let n = 1; n <= shape.postsPerClient; n++) {
    const msid = msids[(client + n) % msids.length]!;
    const marker = `[load:${tag}:c${label(client)}:n${label(n)}]`;
    const form = new URLSearchParams({
      message: `Load test comment ${marker}, number ${n} of client ${client}.`,
      fromname: `Load client ${client}`,
      fromaddress: `client${client}@load.example`,
      location: 'Load test',
      msid,
      ArticleID: msid,
      uid: `load-${tag}-c${label(client)}`,
      loggedstatus: '0',
    }).toString();
    const key = randomUUID();
    const to = (turn: number) => apiUrls[(client + n + turn) % apiUrls.length]!;
    const send = (apiUrl: string) => postComment(apiUrl, form, key, forwardedFor, signal, shape);
    const first = await send(to(0));
    // A network retry: the same request again, whatever the first answer was (to another
    // instance when there are several, as a load balancer's retry would go).
    const retry = shape.retryEvery > 0 && n % shape.retryEvery === 0 ? await send(to(1)) : undefined;
    records.push({ client, n, marker, msid, first, retry });
  }
  return records;
}

async function postComment(
  apiUrl: string,
  form: string,
  key: string,
  forwardedFor: string,
  deadline: AbortSignal,
  shape: LoadShape,
): Promise<PostAnswer> {
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  try {
    const response = await fetch(`${apiUrl}/post_comment.cms?feedtype=json`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': key,
        'x-forwarded-for': forwardedFor,
      },
      body: form,
      signal: AbortSignal.any([deadline, AbortSignal.timeout(shape.requestTimeoutMs)]),
    });
    const body = await response.text();
    const ms = elapsed();
    const replayed = response.headers.get('idempotent-replayed') === 'true';
    if (response.status !== 200) {
      return { status: response.status, ms, replayed, detail: body.slice(0, 200) };
    }
    const parsed = PostedComment.safeParse(parseJson(body));
    if (!parsed.success) return { status: 200, ms, replayed, detail: `not a Comment: ${body.slice(0, 200)}` };
    return { status: 200, ms, replayed, id: parsed.data._id };
  } catch (error) {
    if (deadline.aborted) throw deadline.reason;
    return { status: 0, ms: elapsed(), replayed: false, detail: (error as Error).message };
  }
}

/** Every comment text of an article: all pages, the header skipped, replies walked. */
async function readAll(
  apiUrl: string,
  msid: string,
  signal: AbortSignal,
  shape: LoadShape,
): Promise<{ texts: string[]; pages: number; errors: string[] }> {
  const texts: string[] = [];
  const errors: string[] = [];
  let header: { totalcount: number; cmt_c: number } | undefined;
  let threads = 0;
  let pages = 0;
  // Bounded: a page past the end is the header alone; 1000 pages would be 25,000 threads.
  for (let pagenum = 1; pagenum <= 1000; pagenum++) {
    const url = `${apiUrl}/comments?msid=${msid}&pagenum=${pagenum}&size=${shape.pageSize}`;
    let response: Response;
    let body: string;
    try {
      response = await fetch(url, {
        signal: AbortSignal.any([signal, AbortSignal.timeout(shape.requestTimeoutMs)]),
      });
      body = await response.text();
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      errors.push(`GET ${url}: no answer (${(error as Error).message})`);
      return { texts, pages, errors };
    }
    pages++;
    if (!response.ok) {
      errors.push(`GET ${url}: ${response.status} ${body.slice(0, 200)}`);
      return { texts, pages, errors };
    }
    const parsed = CommentsPage.safeParse(parseJson(body));
    if (!parsed.success) {
      errors.push(`GET ${url}: not a comments page (${parsed.error.issues[0]?.message})`);
      return { texts, pages, errors };
    }
    const [pageHeader, ...pageThreads] = parsed.data;
    header ??= pageHeader;
    if (pageThreads.length === 0) break;
    threads += pageThreads.length;
    const walk = (comment: Comment) => {
      texts.push(comment.C_T);
      comment.CHILD.forEach(walk);
    };
    pageThreads.forEach(walk);
  }
  if (header && (texts.length !== header.totalcount || threads !== header.cmt_c)) {
    errors.push(
      `msid ${msid}: read ${texts.length} comments in ${threads} threads, header says ${header.totalcount} in ${header.cmt_c}`,
    );
  }
  return { texts, pages, errors };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function acceptedId(record: PostRecord): string {
  return record.first.id ?? record.retry?.id ?? '?';
}

/** Nearest rank. */
function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}
