// React's act() is used below: tell React this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { NewsletterSignup } from './NewsletterSignup.tsx';

// Issue 27, AB-13: what a reader typed into the server's field before the component woke is what
// the woken form holds and sends; hydration does not wipe it.

const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.replaceChildren();
});

function signup(subscribe: (request: { sid: string; email: string }) => Promise<unknown>) {
  return (
    <NewsletterSignup
      sid="markets"
      subscribe={subscribe}
      label="Your e-mail"
      thanks={<p>Thank you.</p>}
      idBase="newsletter-test"
      nativePost={{ action: '/newsletters/subscribe', hidden: { sid: 'markets', return: '/story' } }}
    />
  );
}

/** The server's HTML in the page, as a reader without the island's script has it. */
function serverPage(element: React.ReactElement) {
  const host = document.createElement('div');
  host.innerHTML = renderToString(element);
  document.body.append(host);
  return host;
}

/** Types as a reader does, before any script of the page listens. */
function typeInto(input: HTMLInputElement, text: string) {
  input.focus();
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

it('AB-13: the address typed before hydration stays in the field and is the one sent', async () => {
  const subscribe = vi.fn(async () => ({ accepted: true }));
  const host = serverPage(signup(subscribe));
  const field = host.querySelector<HTMLInputElement>('input[name="email"]')!;
  expect(host.querySelector('form')).toHaveProperty('method', 'post');
  typeInto(field, 'early@example.com');

  await act(async () => {
    roots.push(hydrateRoot(host, signup(subscribe)));
  });
  expect(host.querySelector<HTMLInputElement>('input[name="email"]')).toBe(field);
  expect(field.value).toBe('early@example.com');

  await act(async () => {
    host.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  });
  expect(subscribe).toHaveBeenCalledWith({ sid: 'markets', email: 'early@example.com' });
  await vi.waitFor(() => expect(host.textContent).toContain('Thank you.'));
});

it('AB-13: a prefill fills an empty field, never one the reader typed in', async () => {
  const subscribe = vi.fn(async () => ({ accepted: true }));
  const prefilled = (
    <NewsletterSignup
      sid="markets"
      subscribe={subscribe}
      prefill={async () => 'reader@demo.ledger'}
      label="Your e-mail"
      thanks={<p>Thank you.</p>}
      idBase="newsletter-prefill"
    />
  );
  const host = serverPage(prefilled);
  const field = host.querySelector<HTMLInputElement>('input[name="email"]')!;
  await act(async () => {
    roots.push(hydrateRoot(host, prefilled));
  });
  await vi.waitFor(() => expect(field.value).toBe('reader@demo.ledger'));

  const typed = serverPage(prefilled);
  const typedField = typed.querySelector<HTMLInputElement>('input[name="email"]')!;
  typeInto(typedField, 'mine@example.com');
  await act(async () => {
    roots.push(hydrateRoot(typed, prefilled));
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(typedField.value).toBe('mine@example.com');
});
