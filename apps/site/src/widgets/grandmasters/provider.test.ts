import { describe, expect, it, vi } from 'vitest';
import type { ContentClient } from '../../content/client.ts';
import { ContentUnavailable } from '../../content/http.ts';
import type { PageResult } from '../../lib/pageResult.tsx';
import { loadLoginTicket, readTicket } from './provider.ts';
import { providerLogin } from './providerLogin.ts';

const ticket = { ticketId: 'T'.repeat(32), tokenId: 'k'.repeat(32) };
const form = new URLSearchParams({
  'ticket-id': ticket.ticketId,
  'token-id': ticket.tokenId,
  ru: '/etgrandmasters/12',
  'client-id': 'ledger-web',
  'site-app-code': 'economic-ledger',
  extra: 'dropped',
});
const contentAnswering = (response: Response) => {
  const forward = vi.fn(async () => response);
  return { content: { forward } as unknown as ContentClient, forward };
};
const refused = (refusal: { status: number; message: string }): PageResult =>
  ({ status: refusal.status, head: { title: refusal.message }, body: null }) as unknown as PageResult;

describe('AB-18 the masterclass provider’s form (POST /p/r)', () => {
  it('AB-18 passes on the five fields only and follows the provider to a path of the site', async () => {
    const { content, forward } = contentAnswering(
      new Response(null, { status: 303, headers: { location: '/etgrandmasters/12' } }),
    );
    const page = await providerLogin(form, '10.0.0.1', content, refused);
    expect(page).toMatchObject({ status: 303, redirect: '/etgrandmasters/12' });
    const sent = new URLSearchParams(
      (forward.mock.calls[0] as unknown as [string, string, string, { body: string }])[3].body,
    );
    expect([...sent.keys()]).toEqual(['token-id', 'ticket-id', 'ru', 'client-id', 'site-app-code']);
  });

  it('AB-18 never sends the reader to another host, whatever the provider says', async () => {
    for (const location of ['https://evil.example/', '//evil.example/x']) {
      const { content } = contentAnswering(new Response(null, { status: 303, headers: { location } }));
      const page = await providerLogin(form, '10.0.0.1', content, refused);
      expect(page.redirect).toMatch(/^\/(?!\/)/);
      expect(page.redirect).not.toContain('evil.example');
    }
  });

  it('AB-18 a refused ticket is told in the provider’s words; a provider failure is the site’s 503', async () => {
    const { content } = contentAnswering(
      Response.json(
        { error: { param: 'ticket-id', message: 'This sign-in has expired or was used already.' } },
        { status: 401 },
      ),
    );
    const page = await providerLogin(form, '10.0.0.1', content, refused);
    expect(page).toMatchObject({
      status: 401,
      head: { title: 'This sign-in has expired or was used already.' },
    });
    const failing = contentAnswering(new Response('down', { status: 502 }));
    await expect(providerLogin(form, '10.0.0.1', failing.content, refused)).rejects.toBeInstanceOf(
      ContentUnavailable,
    );
  });
});

describe('AB-18 the login ticket in the browser', () => {
  it('AB-18 trusts only both parts of the provider’s shape', () => {
    expect(readTicket(ticket)).toEqual(ticket);
    expect(readTicket({ ticketId: ticket.ticketId })).toBeNull();
    expect(readTicket({ ...ticket, tokenId: '<script>' })).toBeNull();
    expect(readTicket(null)).toBeNull();
  });

  it('AB-18 no ticket for an anonymous reader (401) or a failing call: the page opens instead', async () => {
    expect(await loadLoginTicket(async () => new Response('{}', { status: 401 }))).toBeNull();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await loadLoginTicket(async () => new Response('', { status: 500 }))).toBeNull();
    expect(
      await loadLoginTicket(async () => {
        throw new TypeError('offline');
      }),
    ).toBeNull();
    error.mockRestore();
    expect(await loadLoginTicket(async () => Response.json(ticket))).toEqual(ticket);
  });
});
