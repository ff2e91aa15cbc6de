import type { Comment } from '@newsroom/machines';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackendAnswer, BackendCall, FormCaller, FormRefusal } from '../../lib/forms/form.ts';
import { anonymousReader, type Reader } from '../../lib/reader.ts';
import { ChromeContext } from '../../lib/readerTier.ts';
import { safeReturnPath } from '../../lib/returnPath.ts';
import { READER_TOKEN } from '../../server/testing/fakeReaders.ts';
import { form, sessionCookieHeader, startTestSite, type TestSite } from '../../server/testing/testSite.ts';
import { CommentsDrawerView } from '../CommentsDrawerView.tsx';
import { CommentThread } from '../CommentThread.tsx';
import { flagForm, postCommentForm, replyForm, voteForm } from './forms.tsx';
import { PlainCommentForm, PlainFlagForm, PlainVoteForm } from './PlainForms.tsx';

// Issue 27: the four comment writes as plain forms — their markup (form, action, named fields,
// ids, the return path), the backend call each makes (the drawer's own payload), the refusals in
// the drawer's words, and the site answering them: never cached, under the page's CSP.

const back = safeReturnPath('/opinions/42.cms');

function comment(id: string, name: string, children: Comment[] = []): Comment {
  return {
    _id: id,
    A_D_N: name,
    C_D: '2026-11-22T19:46:49+05:30',
    C_T: `Words of ${name}`,
    PIU: null,
    user_reward: { statusPoints: 0 },
    AC_A_C: 4,
    AC_D_C: 1,
    CHILD: children,
  };
}

/** The `<form …>` elements of some markup, each with its inner HTML. */
function formsIn(html: string): { attributes: string; inner: string }[] {
  return [...html.matchAll(/<form([^>]*)>(.*?)<\/form>/gs)].map(([, attributes = '', inner = '']) => ({
    attributes,
    inner,
  }));
}

/** The attributes of the first `<tag …>` whose attributes match `has`. */
function tagWith(html: string, tag: string, has: RegExp): string {
  const found = [...html.matchAll(new RegExp(`<${tag}([^>]*)>`, 'g'))].find(([, attributes]) =>
    has.test(attributes!),
  );
  if (!found) throw new Error(`no <${tag}> with ${has}`);
  return found[1]!;
}

const hidden = (inner: string) =>
  Object.fromEntries(
    [...inner.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map(([, n, v]) => [n, v]),
  );

describe('the plain comment forms (markup)', () => {
  it('AR-03: the comment form posts its named fields, the story and the return path', () => {
    const [post] = formsIn(renderToStaticMarkup(<PlainCommentForm msid="42" returnTo={back} />));
    expect(post!.attributes).toContain('method="post"');
    expect(post!.attributes).toContain('action="/comments/post"');
    expect(post!.attributes).toContain('noValidate=""');
    expect(hidden(post!.inner)).toEqual({ msid: '42', return: '/opinions/42.cms' });
    for (const name of ['message', 'name', 'email', 'location'])
      expect(post!.inner).toContain(`name="${name}"`);
    expect(post!.inner).toMatch(/<button type="submit"[^>]*>Post<\/button>/);
    // The server's words, not the browser's: no required or maxlength to stop the post.
    expect(post!.inner).not.toMatch(/ required=| maxLength=| maxlength=/);
  });

  it('AR-03: a signed-in reader is not asked for a name or an e-mail', () => {
    const html = renderToStaticMarkup(
      <ChromeContext
        value={{
          tier: 'loggedIn',
          path: '/',
          trialEligible: false,
          firstTimeEligible: false,
          expiredSubscription: false,
        }}
      >
        <PlainCommentForm msid="42" returnTo={back} />
      </ChromeContext>,
    );
    expect(html).toContain('You comment under your account’s name.');
    expect(html).not.toContain('name="email"');
  });

  it('keeps what the reader sent and says the refusal next to its field', () => {
    const fields = new URLSearchParams({
      msid: '42',
      message: 'My <b>words</b>',
      name: 'Kavya',
      email: 'k@x',
    });
    const refusal: FormRefusal = { field: 'email', message: 'Please enter a valid email' };
    const html = renderToStaticMarkup(
      <PlainCommentForm msid="42" returnTo={back} fields={fields} refusal={refusal} />,
    );
    expect(html).toContain('>My &lt;b&gt;words&lt;/b&gt;</textarea>');
    expect(html).toContain('value="Kavya"');
    const email = tagWith(html, 'input', /id="post-comment-email"/);
    for (const attribute of [
      'name="email"',
      'value="k@x"',
      'aria-invalid="true"',
      'aria-describedby="post-comment-email-refusal"',
    ])
      expect(email).toContain(attribute);
    // The refusal right after its field.
    expect(html).toContain(
      `<input${email}><p class="form-refusal" id="post-comment-email-refusal" role="alert" data-field="email">Please enter a valid email</p>`,
    );
  });

  it('AR-04, AR-05, AR-07: each comment on the /opinions page carries its vote, reply and flag', () => {
    const html = renderToStaticMarkup(
      <CommentThread
        comments={[comment('7', 'Asha', [comment('8', 'Ravi')])]}
        forms={{ msid: '42', returnTo: back }}
      />,
    );
    expect(html).toContain('<li id="comment-7"');
    const forms = formsIn(html);
    const of = (action: string) => forms.filter((f) => f.attributes.includes(`action="${action}"`));
    expect(of('/comments/vote').map((f) => hidden(f.inner))).toEqual([
      { commentid: '7', return: '/opinions/42.cms' },
      { commentid: '8', return: '/opinions/42.cms' },
    ]);
    const votes = of('/comments/vote')[0]!.inner;
    for (const [vote, words] of [
      ['agree', 'Agree 4'],
      ['disagree', 'Disagree 1'],
    ]) {
      const button = tagWith(votes, 'button', new RegExp(`value="${vote}"`));
      expect(button).toContain('type="submit"');
      expect(button).toContain('name="vote"');
      expect(votes).toContain(`<button${button}>${words}</button>`);
    }
    // A reply to a reply stays in its thread (rootid: the thread's first comment).
    expect(of('/comments/reply').map((f) => hidden(f.inner))).toEqual([
      { msid: '42', parentid: '7', rootid: '7', return: '/opinions/42.cms' },
      { msid: '42', parentid: '8', rootid: '7', return: '/opinions/42.cms' },
    ]);
    const flags = of('/comments/flag');
    expect(flags.map((f) => hidden(f.inner))).toEqual([
      { commentid: '7', return: '/opinions/42.cms' },
      { commentid: '8', return: '/opinions/42.cms' },
    ]);
    expect(
      [...flags[0]!.inner.matchAll(/type="radio" name="reason" value="([^"]+)"/g)].map(([, v]) => v),
    ).toEqual(['foul-language', 'slanderous', 'inciting-hatred', 'others']);
    expect(forms.every((f) => f.attributes.includes('method="post"'))).toBe(true);
    // Replies and flags are disclosures, which open without script.
    expect(html.match(/<details class="comment__box">/g)).toHaveLength(4);
  });

  it('keeps the chosen reason of a refused report', () => {
    const fields = new URLSearchParams({ commentid: '7', reason: 'others' });
    const html = renderToStaticMarkup(
      <PlainFlagForm
        commentId="7"
        returnTo={back}
        label="Your report"
        fields={fields}
        refusal={{ field: 'otherText', message: 'Please describe the reason' }}
      />,
    );
    expect(tagWith(html, 'input', /value="others"/)).toContain('checked=""');
    expect(tagWith(html, 'input', /value="slanderous"/)).not.toContain('checked');
    expect(html).toContain('data-field="otherText">Please describe the reason</p>');
  });

  it('the vote form shows the served counts', () => {
    const html = renderToStaticMarkup(
      <PlainVoteForm commentId="7" agree={0} disagree={12} returnTo={back} label="Vote" />,
    );
    expect(html).toContain('>Agree 0</button>');
    expect(html).toContain('>Disagree 12</button>');
  });

  it('the comment button is a GET form to the comments page when no island takes its click', () => {
    const html = renderToStaticMarkup(
      <CommentsDrawerView msid="42" count={3}>
        <p>panel</p>
      </CommentsDrawerView>,
    );
    const [open] = formsIn(html);
    expect(open!.attributes).toContain('method="get"');
    expect(open!.attributes).toContain('action="/opinions/42.cms"');
    expect(open!.inner).toMatch(/<button type="submit"[^>]*aria-label="Comments: 3 comments"/);
  });
});

const anonymous: FormCaller = { reader: anonymousReader, anonymousId: null, clientAddress: '203.0.113.9' };
const signedIn: FormCaller = {
  reader: {
    ...anonymousReader,
    tier: 'loggedIn',
    token: 'tok',
    user: { email: 'asha@reader.example', userInfo: { firstName: 'Asha' } },
  } as unknown as Reader,
  anonymousId: null,
  clientAddress: '203.0.113.9',
};

const callOf = (made: BackendCall | FormRefusal): BackendCall => {
  if (!('path' in made)) throw new Error(`refused: ${made.message}`);
  return made;
};
const refusal = (
  status: number,
  param: string | null,
  message: string,
  retryAfter: string | null = null,
): BackendAnswer => ({
  status,
  body: { error: { param, message } },
  retryAfter,
});

describe('the comment writes’ backend calls and outcomes', () => {
  it('AR-03: a comment is the drawer’s payload, trimmed, to post_comment.cms', () => {
    const fields = new URLSearchParams({
      msid: '42',
      message: '  Margins!  ',
      name: ' Kavya ',
      email: 'k@example.com',
      location: '',
      return: '/x',
    });
    const call = callOf(postCommentForm.call(fields, anonymous));
    expect(call.path).toBe('/post_comment.cms');
    expect(call.search).toBe('?feedtype=json');
    expect(Object.fromEntries(call.body)).toEqual({
      message: 'Margins!',
      fromname: 'Kavya',
      fromaddress: 'k@example.com',
      location: '',
      check_twitter: '0',
      ArticleID: '42',
      msid: '42',
      userid: '',
      loggedstatus: '0',
      configid: 'newsroom',
      appkey: 'web',
    });
    expect(call.sameWriteParts).toEqual(['42', 'Kavya', 'Margins!']);
  });

  it('AR-03: a signed-in reader posts under the session’s name and e-mail', () => {
    const fields = new URLSearchParams({
      msid: '42',
      message: 'Hi',
      name: 'Mallory',
      email: 'm@evil.example',
    });
    const body = callOf(postCommentForm.call(fields, signedIn)).body;
    expect([body.get('fromname'), body.get('fromaddress'), body.get('loggedstatus')]).toEqual([
      'Asha',
      'asha@reader.example',
      '1',
    ]);
  });

  it('says a field’s refusal next to it, in the server’s words (the shared rules’)', () => {
    const fields = new URLSearchParams({ msid: '42', message: 'Hi', name: 'K', email: 'k@x' });
    expect(
      postCommentForm.outcome(refusal(400, 'fromaddress', 'Please enter a valid email'), fields),
    ).toEqual({
      kind: 'refused',
      status: 400,
      refusal: { field: 'email', message: 'Please enter a valid email' },
    });
    // A signed-in reader's form has no e-mail field: the refusal is the form's.
    const theirs = new URLSearchParams({ msid: '42', message: 'Hi' });
    expect(postCommentForm.outcome(refusal(400, 'fromname', 'Please enter your name'), theirs)).toMatchObject(
      {
        refusal: { field: null, message: 'Please enter your name' },
      },
    );
  });

  it('says the rate limit as the drawer does, with the wait', () => {
    const fields = new URLSearchParams({ msid: '42' });
    expect(postCommentForm.outcome(refusal(429, 'rate_limit', 'slow', '20'), fields)).toMatchObject({
      status: 429,
      refusal: {
        field: null,
        message: 'Too many comments from you just now. Please try again in 20 seconds.',
      },
    });
    expect(replyForm.outcome(refusal(429, 'rate_limit', 'slow', '600'), fields)).toMatchObject({
      refusal: { message: 'Too many replies from you just now. Please try again in 10 minutes.' },
    });
  });

  it('AR-03: the stored comment, as the server answered it, and the way back to it', () => {
    const outcome = postCommentForm.outcome(
      { status: 200, body: comment('901', 'Kavya'), retryAfter: null },
      new URLSearchParams(),
    );
    expect(outcome).toMatchObject({
      kind: 'done',
      message: 'Thank you for your comment.',
      anchor: 'comment-901',
    });
    // An answer that is not a comment is no made-up copy.
    expect(
      postCommentForm.outcome({ status: 200, body: { ok: 1 }, retryAfter: null }, new URLSearchParams()),
    ).toMatchObject({
      kind: 'refused',
      refusal: { message: 'The server’s answer could not be read. Please try again.' },
    });
  });

  it('AR-04: a reply adds its parent and thread', () => {
    const fields = new URLSearchParams({
      msid: '42',
      message: 'Yes',
      name: 'A',
      email: 'a@b.example',
      parentid: '8',
      rootid: '7',
    });
    const call = callOf(replyForm.call(fields, anonymous));
    expect(call.path).toBe('/post_reply.cms');
    expect([call.body.get('parentid'), call.body.get('rootid')]).toEqual(['8', '7']);
    expect(
      replyForm.outcome({ status: 200, body: comment('902', 'A'), retryAfter: null }, fields),
    ).toMatchObject({
      message: 'Thank you for your reply.',
    });
  });

  it('AR-05: a report sends the reason’s label, Others’ text only with Others', () => {
    const others = callOf(
      flagForm.call(
        new URLSearchParams({ commentid: '7', reason: 'others', otherText: ' Spam ', name: ' Ravi ' }),
        anonymous,
      ),
    );
    expect(others.path).toBe('/report_abuse.cms');
    expect(Object.fromEntries(others.body)).toEqual({
      commentid: '7',
      reason: 'Others',
      reasontext: 'Spam',
      username: 'Ravi',
    });
    const listed = callOf(
      flagForm.call(new URLSearchParams({ commentid: '7', reason: 'slanderous', otherText: 'x' }), signedIn),
    );
    expect(Object.fromEntries(listed.body)).toEqual({
      commentid: '7',
      reason: 'Slanderous',
      reasontext: '',
      username: 'Asha',
    });
    const none = callOf(
      flagForm.call(new URLSearchParams({ commentid: '7', reason: '<script>' }), anonymous),
    );
    expect(none.body.get('reason')).toBe('');
    expect(
      flagForm.outcome(refusal(400, 'reasontext', 'Please describe the reason'), new URLSearchParams()),
    ).toMatchObject({
      refusal: { field: 'otherText', message: 'Please describe the reason' },
    });
    expect(
      flagForm.outcome(
        { status: 200, body: { reported: true, id: '3' }, retryAfter: null },
        new URLSearchParams(),
      ),
    ).toEqual({
      kind: 'done',
      message: 'Thank you. The moderators will look at this comment.',
    });
  });

  it('AR-07: the pressed button is the vote (typeid 100 / 101, rateid 1); anything else is not sent', () => {
    const agree = callOf(voteForm.call(new URLSearchParams({ commentid: '7', vote: 'agree' }), anonymous));
    expect([agree.path, Object.fromEntries(agree.body)]).toEqual([
      '/rate_comment.cms',
      { opinionid: '7', typeid: '100', rateid: '1' },
    ]);
    expect(
      callOf(voteForm.call(new URLSearchParams({ commentid: '7', vote: 'disagree' }), anonymous)).body.get(
        'typeid',
      ),
    ).toBe('101');
    expect(voteForm.call(new URLSearchParams({ commentid: '7', vote: '100' }), anonymous)).toEqual({
      field: null,
      message: 'It could not be sent. Please reload the page and try again.',
    });
    expect(
      voteForm.outcome(
        { status: 200, body: { counted: false, reason: 'already voted' }, retryAfter: null },
        new URLSearchParams(),
      ),
    ).toEqual({
      kind: 'done',
      message: "You've already voted!",
    });
    expect(voteForm.outcome(refusal(429, 'rate_limit', 'x', '30'), new URLSearchParams())).toMatchObject({
      refusal: { message: 'Too many votes from you just now. Please try again in 30 seconds.' },
    });
  });
});

describe('the site answers the plain comment forms', () => {
  let site: TestSite | null = null;
  afterEach(async () => {
    await site?.close();
    site = null;
  });

  it('answers a refused post with the outcome page: not cached, the page’s CSP, the text kept, the reader’s session passed on', async () => {
    site = await startTestSite();
    const answer = await fetch(
      `${site.url}/comments/post`,
      form(
        { msid: '42', message: 'Keep <these> words', return: '/opinions/42.cms' },
        { cookie: sessionCookieHeader(READER_TOKEN), origin: 'https://www.ledger.test' },
      ),
    );
    expect(answer.status).toBe(429);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-security-policy')).toMatch(/script-src 'nonce-/);
    const html = await answer.text();
    expect(html).toContain('Your comment was not posted');
    expect(html).toContain('Too many comments from you just now. Please try again in a minute.');
    expect(html).toContain('>Keep &lt;these&gt; words</textarea>');
    expect(html).toContain('<a href="/opinions/42.cms">Back to the comments</a>');
    // Signing in from there comes back to the comments, not to the form's path.
    const anonymous = await fetch(
      `${site.url}/comments/post`,
      form({ msid: '42', return: '/opinions/42.cms' }),
    );
    expect(await anonymous.text()).toContain('href="/login?return=%2Fopinions%2F42.cms"');
    const call = site.calls.find((c) => c.path === '/post_comment.cms?feedtype=json')!;
    expect(call.headers.get('authorization')).toBe(`Bearer ${READER_TOKEN}`);
    expect(call.headers.get('x-forwarded-for')).toBe('127.0.0.1');
    expect(call.headers.get('idempotency-key')).toMatch(/^nojs-/);
  });

  it('refuses another site’s post (403) and a body over the comment’s limit (413), calling nobody', async () => {
    site = await startTestSite();
    const foreign = await fetch(
      `${site.url}/comments/vote`,
      form({ commentid: '7', vote: 'agree' }, { origin: 'https://evil.example' }),
    );
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toContain('Requests from other sites are refused.');
    const huge = await fetch(`${site.url}/comments/post`, form({ msid: '42', message: 'x'.repeat(40_000) }));
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain('The request is too large.');
    expect(site.calls.some((c) => /post_comment|rate_comment/.test(c.path))).toBe(false);
  });

  it('AR-01: the /opinions page holds the comment form, coming back to itself', async () => {
    site = await startTestSite();
    const html = await (await fetch(`${site.url}/opinions/42.cms`)).text();
    const post = formsIn(html).find((f) => f.attributes.includes('action="/comments/post"'));
    expect(hidden(post!.inner)).toEqual({ msid: '42', return: '/opinions/42.cms' });
  });
});
