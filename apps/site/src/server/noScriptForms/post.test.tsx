import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentUnavailable } from '../../content/http.ts';
import { FieldRefusal, refusalFor } from '../../lib/forms/FieldRefusal.tsx';
import type { FormCaller, FormRefusal, NoScriptForm } from '../../lib/forms/form.ts';
import { anonymousReader } from '../../lib/reader.ts';
import { safeReturnPath } from '../../lib/returnPath.ts';
import { answerNoScriptPost, type NoScriptPost, withAnchor } from './post.tsx';

// Issue 27: the shared answer to a form posted without script — the API proxy's Origin check,
// body limit and identity, the backend's refusal next to its field with the reader's input kept,
// and a return path that only ever leads back onto this site.

const ORIGIN = 'https://www.ledger.test';

const anonymous: FormCaller = {
  reader: anonymousReader,
  anonymousId: 'anonAnonAnonAnonAnon12',
  clientAddress: '203.0.113.9',
};
const signedIn: FormCaller = {
  reader: { ...anonymousReader, tier: 'loggedIn', token: 'tok_reader' },
  anonymousId: null,
  clientAddress: '203.0.113.9',
};

/** A form of two fields, as a feature would describe it. */
function EmailForm({ fields, refusal }: { fields: URLSearchParams; refusal: FormRefusal | null }) {
  return (
    <form method="post" action="/example">
      <input
        name="email"
        defaultValue={fields.get('email') ?? ''}
        aria-invalid={refusalFor(refusal, 'email') ? true : undefined}
      />
      <FieldRefusal refusal={refusal} field="email" id="email-refusal" />
      <textarea name="note" defaultValue={fields.get('note') ?? ''} />
      <FieldRefusal refusal={refusal} field="note" />
    </form>
  );
}

const exampleForm: NoScriptForm = {
  path: '/example',
  bodyLimit: 4000,
  headings: { done: 'Signed up', refused: 'You were not signed up' },
  call: (fields) =>
    fields.get('id') === 'bad'
      ? { field: null, message: 'It could not be sent. Please reload the page and try again.' }
      : {
          path: '/backend/example',
          search: '?x=1',
          body: new URLSearchParams({ address: fields.get('email') ?? '', text: fields.get('note') ?? '' }),
          sameWriteParts: [fields.get('email') ?? '', fields.get('note') ?? ''],
        },
  outcome: (answer) => {
    if (answer.status === 200) return { kind: 'done', message: 'Thank you for signing up.' };
    if (answer.status === 204) return { kind: 'back', anchor: 'signed-up' };
    const error = (answer.body as { error?: { param?: string; message?: string } } | null)?.error;
    const field = error?.param === 'address' ? 'email' : error?.param === 'text' ? 'note' : null;
    return {
      kind: 'refused',
      status: answer.status,
      refusal: { field, message: error?.message ?? 'Refused.' },
    };
  },
  Form: EmailForm,
};

function request(body: string, headers: Record<string, string> = {}): IncomingMessage {
  const req = Readable.from([Buffer.from(body)]) as unknown as IncomingMessage;
  req.headers = { host: 'www.ledger.test', 'content-length': String(Buffer.byteLength(body)), ...headers };
  return req;
}

interface Sent {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  body: string;
}

function backend(answer: () => Response) {
  const sent: Sent[] = [];
  const content: NoScriptPost['content'] = {
    forward: async (method, path, search, init = {}) => {
      sent.push({ method, path, search, headers: init.headers ?? {}, body: init.body ?? '' });
      return answer();
    },
  };
  return { sent, content };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

async function post(
  body: string,
  options: { headers?: Record<string, string>; caller?: FormCaller; answer?: () => Response } = {},
) {
  const { sent, content } = backend(options.answer ?? (() => json(200, { ok: true })));
  const answer = await answerNoScriptPost(
    { req: request(body, options.headers), siteOrigin: ORIGIN, caller: options.caller ?? anonymous, content },
    exampleForm,
  );
  return { ...answer, sent, html: answer.page.redirect ? '' : renderToStaticMarkup(answer.page.body) };
}

describe('answerNoScriptPost', () => {
  it('refuses a post from another site in words, without calling the backend', async () => {
    const { page, sent, html } = await post('email=a%40b.example', {
      headers: { origin: 'https://evil.example' },
    });
    expect(page.status).toBe(403);
    expect(html).toContain('Requests from other sites are refused.');
    expect(sent).toEqual([]);
  });

  it('refuses a body over the form’s limit (413), closes the connection and calls nobody', async () => {
    const { page, sent, html, closeConnection } = await post(`note=${'x'.repeat(4001)}`, {
      headers: { origin: ORIGIN },
    });
    expect(page.status).toBe(413);
    expect(closeConnection).toBe(true);
    expect(html).toContain('The request is too large.');
    expect(sent).toEqual([]);
  });

  it('calls the backend as the API proxy does: address, anonymous reader id, form body', async () => {
    const { page, sent, html } = await post('email=a%40b.example&note=hello&return=%2Fstory', {
      headers: { origin: ORIGIN },
    });
    expect(page.status).toBe(200);
    expect(page.maxAge).toBe(0);
    expect(html).toContain('Thank you for signing up.');
    expect(html).toContain('<a href="/story">Back to the story</a>');
    expect(sent).toHaveLength(1);
    const [call] = sent;
    expect(call).toMatchObject({ method: 'POST', path: '/backend/example', search: '?x=1' });
    expect(call!.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(call!.headers['x-anonymous-reader']).toBe(anonymous.anonymousId);
    expect(call!.headers.authorization).toBeUndefined();
    expect(new URLSearchParams(call!.body).get('address')).toBe('a@b.example');
  });

  it('sends a signed-in reader’s session, never the anonymous id', async () => {
    const { sent } = await post('email=a%40b.example', { caller: signedIn });
    expect(sent[0]!.headers.authorization).toBe('Bearer tok_reader');
    expect(sent[0]!.headers['x-anonymous-reader']).toBeUndefined();
  });

  it('sends the same idempotency key for the same post again (a reload), another for other words', async () => {
    const first = await post('email=a%40b.example&note=hello');
    const again = await post('email=a%40b.example&note=hello');
    const other = await post('email=a%40b.example&note=hello!');
    const key = first.sent[0]!.headers['idempotency-key'];
    expect(key).toMatch(/^nojs-[0-9a-f]{32}$/);
    expect(again.sent[0]!.headers['idempotency-key']).toBe(key);
    expect(other.sent[0]!.headers['idempotency-key']).not.toBe(key);
  });

  it('shows the backend’s refusal next to the field it names, the reader’s input kept', async () => {
    const { page, html } = await post('email=not-an-address&note=my+words+%3Cb%3E', {
      answer: () => json(400, { error: { param: 'address', message: 'Please enter a valid email' } }),
    });
    expect(page.status).toBe(400);
    expect(html).toContain('You were not signed up');
    // The input as sent, marked invalid, its refusal right after it.
    expect(html).toMatch(
      /<input aria-invalid="true" name="email" value="not-an-address"\/><p class="form-refusal" id="email-refusal" role="alert" data-field="email">Please enter a valid email<\/p>/,
    );
    expect(html).toContain('>my words &lt;b&gt;</textarea>');
    // Said once, next to the field, not again as the page's message.
    expect(html.match(/Please enter a valid email/g)).toHaveLength(1);
  });

  it('says a refusal of the whole form as the page’s message', async () => {
    const { page, html } = await post('email=a%40b.example', {
      answer: () => json(429, { error: { param: null, message: 'slow down' } }, { 'retry-after': '30' }),
    });
    expect(page.status).toBe(429);
    expect(html).toMatch(/<p class="form-outcome__message" role="alert">slow down<\/p>/);
  });

  it('refuses a field the form never sends that way (its own check) without calling the backend', async () => {
    const { page, sent, html } = await post('id=bad');
    expect(page.status).toBe(400);
    expect(sent).toEqual([]);
    expect(html).toContain('It could not be sent. Please reload the page and try again.');
  });

  it('says the service is unavailable when the backend cannot be reached, as the island would read it', async () => {
    const { page, html } = await post('email=a%40b.example', {
      answer: () => {
        throw new ContentUnavailable('down');
      },
    });
    expect(page.status).toBe(502);
    expect(html).toContain('This service is unavailable just now. Please try again.');
  });

  it('goes back (303) to the page at its anchor when there is nothing to say', async () => {
    const { page } = await post('return=%2Fstory%2Farticleshow%2F42.cms%23top', {
      answer: () => new Response(null, { status: 204 }),
    });
    expect(page.status).toBe(303);
    expect(page.redirect).toBe('/story/articleshow/42.cms#signed-up');
  });

  it.each([
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['https://evil.example/'],
    ['/\t/evil.example'],
    ['/.//evil.example'],
    ['javascript:alert(1)'],
    [`/${'a'.repeat(1200)}`],
  ])('never leads back off the site: return=%s goes home', async (hostile) => {
    const done = await post(`email=a%40b.example&return=${encodeURIComponent(hostile)}`);
    expect(done.html).toContain('<a href="/">Back to the story</a>');
    const back = await post(`return=${encodeURIComponent(hostile)}`, {
      answer: () => new Response(null, { status: 204 }),
    });
    expect(back.page.redirect).toBe('/#signed-up');
  });
});

describe('withAnchor', () => {
  it('ends the path at an element id, and ignores one that is not', () => {
    const story = safeReturnPath('/a/articleshow/1.cms?x=1#old');
    expect(withAnchor(story, 'comment-12')).toBe('/a/articleshow/1.cms?x=1#comment-12');
    expect(withAnchor(story, '"><script>')).toBe(story);
    expect(withAnchor(story, undefined)).toBe(story);
  });
});

describe('a form shown again from what the backend says (loadForm)', () => {
  /** A form whose choices only the backend knows (as the poll's answers). */
  const choiceForm: NoScriptForm = {
    ...exampleForm,
    Form: undefined,
    call: (fields) =>
      fields.get('choice')
        ? { path: '/backend/choose', search: '', body: new URLSearchParams(fields) }
        : { field: 'choice', message: 'Please choose one first.' },
    loadForm: async ({ fields, refusal }, content) => {
      const answer = await content.forward('GET', '/backend/choices', '');
      if (!answer.ok) return null;
      const { choices } = (await answer.json()) as { choices: string[] };
      return (
        <form method="post" action="/example">
          {choices.map((choice) => (
            <input key={choice} type="radio" name="choice" value={choice} />
          ))}
          <input type="hidden" name="id" value={fields.get('id') ?? ''} />
          <FieldRefusal refusal={refusal} field="choice" />
        </form>
      );
    },
  };

  async function postChoice(body: string, answer: () => Response) {
    const { sent, content } = backend(answer);
    const result = await answerNoScriptPost(
      { req: request(body, { origin: ORIGIN }), siteOrigin: ORIGIN, caller: anonymous, content },
      choiceForm,
    );
    return { ...result, sent, html: renderToStaticMarkup(result.page.body) };
  }

  it('loads what the form needs and shows the refusal next to its field', async () => {
    const { page, sent, html } = await postChoice('id=7', () => json(200, { choices: ['a', 'b'] }));
    expect(page.status).toBe(400);
    expect(sent.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /backend/choices']);
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    expect(html).toContain('data-field="choice">Please choose one first.</p>');
    expect(html.match(/Please choose one first\./g)).toHaveLength(1);
  });

  it('says the refusal as the page’s message when the form cannot be had', async () => {
    const { html } = await postChoice('id=7', () => {
      throw new ContentUnavailable('down');
    });
    expect(html).not.toContain('type="radio"');
    expect(html).toMatch(/role="alert">Please choose one first\.<\/p>/);
  });
});
