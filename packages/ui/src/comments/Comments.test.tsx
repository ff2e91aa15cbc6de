import { type Comment, FLAG_REASONS } from '@newsroom/machines';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CommentBoxes } from './CommentBoxes.tsx';
import { CommentForm } from './CommentForm.tsx';
import { CommentList } from './CommentList.tsx';
import { CommentsDrawer } from './CommentsDrawer.tsx';
import { FlagBox } from './FlagBox.tsx';
import { ReplyBox } from './ReplyBox.tsx';
import { VoteButtons, VoteToast } from './VoteButtons.tsx';

// AR-02..AR-07: every part server-renders (Node: no window, no document, no storage) and nothing
// runs an effect while rendering.

const never = () => new Promise<never>(() => {});

const comment = (id: string, text: string, children: Comment[] = []): Comment => ({
  _id: id,
  A_D_N: `Reader ${id}`,
  C_D: 'Nov 20, 2026',
  C_T: text,
  PIU: null,
  user_reward: { statusPoints: 0 },
  AC_A_C: 4,
  AC_D_C: 1,
  CHILD: children,
});

function List({ firstPage }: { firstPage?: unknown }) {
  return (
    <CommentList.Root msid="1" fetchPage={never} firstPage={firstPage}>
      <CommentList.Status>Loading comments…</CommentList.Status>
      <CommentList.Error />
      <CommentList.Empty>No comments yet.</CommentList.Empty>
      <CommentList.Items aria-label="Comments">
        {(c, { depth, rootId }) => (
          <article data-root={rootId} data-d={depth}>
            <CommentList.Text comment={c} />
          </article>
        )}
      </CommentList.Items>
      <CommentList.LoadMore>Load more</CommentList.LoadMore>
    </CommentList.Root>
  );
}

describe('comments server rendering', () => {
  it('runs without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('AR-02 the list renders loading, with its status region, and fetches nothing', () => {
    const fetchPage = vi.fn(never);
    const html = renderToString(
      <CommentList.Root msid="1" fetchPage={fetchPage}>
        <CommentList.Status>Loading comments…</CommentList.Status>
      </CommentList.Root>,
    );
    expect(html).toContain('data-state="loading"');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('--comment-indent:20px');
    expect(html).toMatch(/<div role="status" data-state="busy">Loading comments…<\/div>/);
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('AR-02 a given first page renders nested replies with data-depth and --depth, text escaped', () => {
    const thread = comment('a', '<script>alert(1)</script>', [
      comment('b', 'reply', [comment('c', 'deeper')]),
    ]);
    const html = renderToString(
      <List firstPage={[{ totalcount: 4, cmt_c: 3 }, thread, comment('d', 'x')]} />,
    );
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(
      [...html.matchAll(/<li data-depth="(\d)" data-comment-id="(\w)" style="--depth:(\d)">/g)].map((m) =>
        m.slice(1),
      ),
    ).toEqual([
      ['0', 'a', '0'],
      ['1', 'b', '1'],
      ['2', 'c', '2'],
      ['0', 'd', '0'],
    ]);
    expect([...html.matchAll(/data-root="(\w)"/g)].map((m) => m[1])).toEqual(['a', 'a', 'a', 'd']);
    expect(html).not.toContain('Load more'); // a short page: nothing more
  });

  it('AR-02 a first page that is not a comments page renders the error text', () => {
    const html = renderToString(<List firstPage={{ nope: 1 }} />);
    expect(html).toContain(
      '<div role="alert" data-state="error">Error: Invalid data format received from the server.</div>',
    );
  });

  it('AR-02 an empty first page renders the empty state', () => {
    const html = renderToString(<List firstPage={[{ totalcount: 0, cmt_c: 0 }]} />);
    expect(html).toContain('<p data-state="empty">No comments yet.</p>');
    expect(html).not.toContain('<ul');
  });

  it('AR-03 the form renders closed: the trigger only', () => {
    const html = renderToString(
      <CommentForm.Root msid="1" submit={never}>
        <CommentForm.Trigger>Post a Comment</CommentForm.Trigger>
        <CommentForm.Form aria-label="Post a comment">
          <CommentForm.Message />
        </CommentForm.Form>
      </CommentForm.Root>,
    );
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('data-state="closed"');
    expect(html).not.toContain('<form');
  });

  it('AR-04 a reply box renders with the counter at 1500', () => {
    const html = renderToString(
      <ReplyBox.Root msid="1" commentId="9" submit={never}>
        <ReplyBox.Form aria-label="Reply">
          <ReplyBox.Message aria-label="Your reply" />
          <ReplyBox.Counter />
        </ReplyBox.Form>
      </ReplyBox.Root>,
    );
    expect(html).toMatch(/data-state="within" data-left="1500">1500</);
    expect(html).toContain('aria-live="polite"');
    expect(html).toMatch(/<textarea[^>]*aria-describedby="[^"]*counter"/);
  });

  it('AR-06 inside the coordinator, a box renders only when open (none at first)', () => {
    const html = renderToString(
      <CommentBoxes.Root>
        <CommentBoxes.Trigger kind="reply" commentId="9">
          Reply
        </CommentBoxes.Trigger>
        <ReplyBox.Root msid="1" commentId="9" submit={never}>
          <ReplyBox.Form aria-label="Reply" />
        </ReplyBox.Root>
        <FlagBox.Root commentId="9" report={never}>
          <FlagBox.Form aria-label="Report" />
        </FlagBox.Root>
      </CommentBoxes.Root>,
    );
    expect(html).toBe(
      '<button type="button" aria-expanded="false" data-state="closed" data-kind="reply">Reply</button>',
    );
  });

  it('AR-05 a flag box renders the four reasons as native radios in a fieldset', () => {
    const html = renderToString(
      <FlagBox.Root commentId="9" report={never}>
        <FlagBox.Form aria-label="Report">
          <FlagBox.Reasons>
            <legend>Why?</legend>
            {FLAG_REASONS.map((r) => (
              <FlagBox.Reason key={r.value} value={r.value}>
                {r.label}
              </FlagBox.Reason>
            ))}
          </FlagBox.Reasons>
          <FlagBox.OtherText aria-label="Tell us more" />
        </FlagBox.Form>
      </FlagBox.Root>,
    );
    expect(html).toContain('<fieldset');
    expect(html.match(/type="radio"/g)).toHaveLength(4);
    expect(html).toContain('Inciting hatred against a certain community');
    expect(html).not.toContain('<textarea'); // only for "Others"
  });

  it('AR-07 votes render the served counts, unpressed, without reading the memory', () => {
    const memory = { recall: vi.fn(() => 'agree' as const), remember: vi.fn(), forget: vi.fn() };
    const html = renderToString(
      <VoteButtons.Root commentId="9" agree={7} disagree={2} send={never} memory={memory} aria-label="Vote">
        <VoteButtons.Agree>
          Agree <VoteButtons.Count vote="agree" />
        </VoteButtons.Agree>
        <VoteButtons.Disagree>
          Disagree <VoteButtons.Count vote="disagree" />
        </VoteButtons.Disagree>
        <VoteToast />
      </VoteButtons.Root>,
    );
    expect(html.match(/aria-pressed="false"/g)).toHaveLength(2);
    expect(html).toContain('<span data-vote="agree">7</span>');
    expect(html).toContain('<span data-vote="disagree">2</span>');
    expect(html).toContain('<div role="status" data-state="hidden"></div>');
    expect(memory.recall).not.toHaveBeenCalled();
  });

  it('AR-02 the drawer renders its trigger closed; the panel is not rendered on the server', () => {
    const html = renderToString(
      <CommentsDrawer.Root>
        <CommentsDrawer.Trigger>Comments</CommentsDrawer.Trigger>
        <CommentsDrawer.Content aria-describedby={undefined}>
          <CommentsDrawer.Title>Comments</CommentsDrawer.Title>
        </CommentsDrawer.Content>
      </CommentsDrawer.Root>,
    );
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).not.toContain('role="dialog"');
  });

  it.each([
    [
      'CommentList.Items',
      () => <CommentList.Items>{() => null}</CommentList.Items>,
      /inside <CommentList.Root>/,
    ],
    ['CommentForm.Message', () => <CommentForm.Message />, /inside <CommentForm.Root> or <ReplyBox.Root>/],
    ['ReplyBox.Counter', () => <ReplyBox.Counter />, /inside <CommentForm.Root> or <ReplyBox.Root>/],
    ['FlagBox.Report', () => <FlagBox.Report />, /<FlagBox.Report> must be rendered inside <FlagBox.Root>/],
    ['VoteToast', () => <VoteToast />, /<VoteToast> must be rendered inside <VoteButtons.Root>/],
    [
      'CommentBoxes.Trigger',
      () => <CommentBoxes.Trigger kind="flag" commentId="1" />,
      /must be rendered inside <CommentBoxes.Root>/,
    ],
  ])('refuses %s outside its Root', (_, render, message) => {
    expect(() => renderToString(render())).toThrow(message);
  });
});
