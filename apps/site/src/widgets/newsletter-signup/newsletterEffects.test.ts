import { CommentWriteError } from '@newsroom/machines';
import { describe, expect, it, vi } from 'vitest';
import type { Newsletter } from '../../content/newsletters.ts';
import { primaryEmail, subscribeNewsletter } from './newsletterEffects.ts';
import { chooseNewsletter } from './newsletterSignup.tsx';

// AB-13: which newsletter a sidebar offers, the sign-up call and the prefilled address.

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

const newsletter = (sid: string, sectionId: string | null): Newsletter => ({
  sid,
  name: sid,
  section: '',
  sectionId,
  desc: 'd',
  sampleLink: '/',
});
const all = [
  newsletter('morning-brief', null),
  newsletter('markets', '13352306'),
  newsletter('tech', '13357270'),
];

describe('AB-13 chooseNewsletter', () => {
  it('AB-13 offers the story’s top section’s newsletter, else the general one', () => {
    expect(chooseNewsletter(all, { sectionId: '13357270' })?.sid).toBe('tech');
    expect(chooseNewsletter(all, { sectionId: '837555174' })?.sid).toBe('morning-brief');
    expect(chooseNewsletter(all, {})?.sid).toBe('morning-brief');
  });

  it('AB-13 a layout may name one; none when the backend lacks it or has no general one', () => {
    expect(chooseNewsletter(all, { sid: 'markets', sectionId: '13357270' })?.sid).toBe('markets');
    expect(chooseNewsletter(all, { sid: 'gardening' })).toBeNull();
    expect(chooseNewsletter(all.slice(1), { sectionId: '1' })).toBeNull();
  });
});

describe('AB-13 subscribeNewsletter and primaryEmail', () => {
  it('AB-13 posts {sid, email} to the site and takes only an accepted sign-up as done', async () => {
    const fetchImpl = answer(200, { sid: 'tech', accepted: true });
    await subscribeNewsletter({ sid: 'tech', email: 'a@b.co' }, fetchImpl);
    const [path, init] = (fetchImpl as unknown as ReturnType<typeof vi.fn>).mock.calls[0] as [
      string,
      RequestInit,
    ];
    expect(path).toBe('/api/newsletters/subscribe');
    expect(init.body).toBe('sid=tech&email=a%40b.co');
    await expect(
      subscribeNewsletter({ sid: 'tech', email: 'a@b.co' }, answer(200, { ok: 1 })),
    ).rejects.toThrow();
  });

  it('AB-13 a refusal rejects with the field and the words', async () => {
    const error = await subscribeNewsletter(
      { sid: 'tech', email: 'a@b' },
      answer(400, { error: { param: 'email', message: 'Please enter a valid e-mail address.' } }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommentWriteError);
    expect(error).toMatchObject({
      status: 400,
      param: 'email',
      message: 'Please enter a valid e-mail address.',
    });
  });

  it('AB-13 prefills the session’s e-mail, and nothing for anyone else', async () => {
    expect(await primaryEmail(answer(200, { user: { firstName: 'Asha', email: 'asha@demo.ledger' } }))).toBe(
      'asha@demo.ledger',
    );
    expect(await primaryEmail(answer(200, { user: null }))).toBeNull();
    expect(await primaryEmail(answer(200, { user: { firstName: 'M', email: '' } }))).toBeNull();
    expect(await primaryEmail(answer(502, {}))).toBeNull();
    const offline = vi.fn(async () =>
      Promise.reject(new TypeError('Failed to fetch')),
    ) as unknown as typeof fetch;
    expect(await primaryEmail(offline)).toBeNull();
  });
});
