import type { Insertable } from 'kysely';
import { formatIst } from '../content/ist-time.ts';
import type { Random } from '../random.ts';
import type { CommentTable } from '../store/schema.ts';
import { minuteMs, seedNowMs } from './clock.ts';
import { avatarImageSize, type ImageAllocator } from './images.ts';
import { fill, type Slots } from './text/template.ts';

// Reader comments: threads of a top-level comment and replies nested up to four levels, as
// the comments drawer shows them (AR-02). Replies always come after what they answer.

export const maxCommentDepth = 4;
export const firstCommentId = 9_000_001;

const firstNames = [
  'Rajesh',
  'Meera',
  'Anand',
  'Sunita',
  'Rahul',
  'Kavya',
  'Imran',
  'Deepa',
  'Suresh',
  'Nikhil',
  'Ayesha',
  'Vinod',
  'Prakash',
  'Geeta',
  'Harpreet',
  'Joseph',
  'Lakshmi',
  'Manoj',
  'Ritu',
  'Sameer',
];
const lastNames = [
  'Joshi',
  'Pillai',
  'K',
  'R.',
  'Sharma',
  'Fernandes',
  'Khan',
  'Nair',
  'Iyer',
  'Gupta',
  'Patel',
  'Singh',
  'Bose',
  'Das',
  'Menon',
];
const handles = [
  'Mumbai Investor',
  'Long Term Bull',
  'Value Seeker',
  'Retired Banker',
  'NRI in Dubai',
  'Chartist',
  'Small Saver',
];
const locations = [
  'Mumbai',
  'Pune',
  'Bengaluru',
  'New Delhi',
  'Chennai',
  'Hyderabad',
  'Kolkata',
  'Dubai',
  'Singapore',
  'London',
  'New Jersey',
  'Ahmedabad',
  'Kochi',
  'Indore',
];

const opening = [
  'Good analysis.',
  'Very balanced article.',
  'Nothing new here.',
  'This was expected.',
  'Finally some sensible reporting.',
  'I have been saying this for months.',
  'Interesting read, thanks.',
  'Not convinced.',
  'Useful for small investors like me.',
  'The headline is misleading.',
];
const thoughts = [
  '{company} has been undervalued for a while and the market is only now waking up to it.',
  'Retail investors always enter at the top and exit at the bottom.',
  'The government should focus on jobs before anything else.',
  'Valuations in {sector} look stretched to me, so I am booking partial profits.',
  'What about the impact on the middle class? Nobody talks about that.',
  'I have held {company} for {years} years and it has never disappointed.',
  'The real problem is execution, not policy.',
  'Inflation in {city} is much higher than what the official data shows.',
  'SIP and forget is still the best strategy for salaried people.',
  'Foreign investors will come back once the dollar weakens.',
  'Please also cover the tax angle in a follow-up article.',
  'Smaller cities are where the real growth is happening.',
  'Too much hype. Let us wait for the next two quarters.',
  'Good for the long term, but expect volatility in the short term.',
];
const replies = [
  'Agree with you, {name}.',
  'Not really, {name}. The numbers say otherwise.',
  'Well said.',
  '{name}, do you have a source for that?',
  'Exactly my point.',
  'That was true five years ago, not now.',
  'Fair point, but the risks are real.',
  'Thanks, {name}, that is useful context.',
  'Let us agree to disagree.',
  'Could not have put it better.',
];

export interface CommentRequest {
  random: Random;
  msid: number;
  threads: number;
  publishedAtMs: number;
  slots: Slots;
  /** Force one thread to full depth, so nesting is always exercised on busy articles. */
  deepThread: boolean;
}

export interface CommentWriter {
  readonly rows: Insertable<CommentTable>[];
  write(request: CommentRequest): void;
}

export function createCommentWriter(images: ImageAllocator, avatarRandom: Random): CommentWriter {
  const rows: Insertable<CommentTable>[] = [];
  // A shared pool of profile pictures, as many readers never upload one.
  const avatars = Array.from({ length: 24 }, () => images.add(avatarImageSize, 'portrait'));

  return {
    rows,
    write(request) {
      const { random } = request;
      const span = Math.max(minuteMs, seedNowMs - request.publishedAtMs);
      const startTimes = Array.from({ length: request.threads }, () =>
        // Most comments arrive soon after publication.
        Math.round(request.publishedAtMs + span * random.next() ** 2),
      ).sort((a, b) => a - b);
      startTimes.forEach((startMs, index) => {
        const root = addComment(request, { parent: null, root: null, atMs: startMs, depth: 1 });
        growReplies(request, root, request.deepThread && index === 0);
      });
    },
  };

  interface Written {
    id: number;
    name: string;
    atMs: number;
    depth: number;
  }

  function addComment(
    request: CommentRequest,
    place: { parent: Written | null; root: Written | null; atMs: number; depth: number },
  ): Written {
    const { random } = request;
    const id = firstCommentId + rows.length;
    const name = random.chance(0.12)
      ? random.pick(handles)
      : `${random.pick(firstNames)} ${random.pick(lastNames)}`;
    const text = place.parent
      ? `${fill(random.pick(replies), { ...request.slots, name: place.parent.name.split(' ')[0] ?? '' })}${random.chance(0.4) ? ` ${fill(random.pick(thoughts), request.slots)}` : ''}`
      : commentText(request);
    rows.push({
      id,
      msid: request.msid,
      parent_id: place.parent?.id ?? null,
      root_id: place.root?.id ?? null,
      author_name: name,
      author_email: `${name
        .toLowerCase()
        .replace(/[^a-z]+/g, '.')
        .replace(/^\.|\.$/g, '')}${random.int(1, 99)}@example.com`,
      location: random.pick(locations),
      author_image_id: random.chance(0.35) ? avatarRandom.pick(avatars) : null,
      status_points: random.int(0, 2_500),
      text,
      created_at: formatIst(place.atMs),
      agree: random.chance(0.6) ? random.int(0, 140) : 0,
      disagree: random.chance(0.4) ? random.int(0, 60) : 0,
    });
    return { id, name, atMs: place.atMs, depth: place.depth };
  }

  function growReplies(request: CommentRequest, root: Written, forceDepth: boolean): void {
    const { random } = request;
    const grow = (parent: Written) => {
      if (parent.depth >= maxCommentDepth) return;
      const odds = [0, 0.35, 0.3, 0.25][parent.depth] ?? 0;
      let count = random.chance(odds) ? random.int(1, parent.depth === 1 ? 3 : 2) : 0;
      if (forceDepth) count = Math.max(count, 1);
      let atMs = parent.atMs;
      for (let i = 0; i < count; i += 1) {
        // A reply comes minutes to hours later, but never after the seed's "now".
        const room = Math.max(minuteMs, (seedNowMs - atMs) / 3);
        atMs = Math.min(seedNowMs, atMs + Math.min(room, random.int(2, 600) * minuteMs));
        const reply = addComment(request, { parent, root, atMs, depth: parent.depth + 1 });
        grow(reply);
      }
    };
    grow(root);
  }
}

function commentText(request: CommentRequest): string {
  const { random, slots } = request;
  const sentences = [random.pick(opening), fill(random.pick(thoughts), slots)];
  // A few long comments, well under the 1500-character limit (AR-03).
  const extra = random.chance(0.15) ? random.int(2, 5) : random.int(0, 1);
  for (let i = 0; i < extra; i += 1) sentences.push(fill(random.pick(thoughts), slots));
  return sentences.join(' ');
}
