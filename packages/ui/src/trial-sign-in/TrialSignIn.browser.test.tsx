// React's act() is used below: tell React this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { TrialSignIn } from './TrialSignIn.tsx';

// Issue 27, AB-09: the trial sign-in's steps are real forms. Without script the channel buttons
// submit a GET form (channel=…); once awake they choose in place, and each step's form carries
// what a native post needs (the channel, the address under its name, the challenge, the story).

let root: Root | null = null;
afterEach(() => {
  if (root) act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

const carried = { return: '/story', trial: '1' };

function signIn(requestCode = vi.fn(async () => ({ challengeId: 'A'.repeat(22), sentTo: 'tr*al@x.in' }))) {
  return (
    <TrialSignIn.Root requestCode={requestCode} verifyCode={async () => ({ ok: true })} onSignedIn={() => {}}>
      <TrialSignIn.ChannelForm action="/login" carry={{ with: 'code', ...carried }}>
        <TrialSignIn.ChannelButton channel="email">Continue with e-mail</TrialSignIn.ChannelButton>
        <TrialSignIn.ChannelButton channel="mobile">Continue with mobile number</TrialSignIn.ChannelButton>
      </TrialSignIn.ChannelForm>
      <TrialSignIn.AddressForm nativePost={{ action: '/login/code', hidden: carried }}>
        <TrialSignIn.AddressField />
        <TrialSignIn.Submit>Send code</TrialSignIn.Submit>
      </TrialSignIn.AddressForm>
      <TrialSignIn.CodeForm nativePost={{ action: '/login/code/verify', hidden: carried }}>
        <TrialSignIn.CodeField />
        <TrialSignIn.Submit>Start my free trial</TrialSignIn.Submit>
      </TrialSignIn.CodeForm>
    </TrialSignIn.Root>
  );
}

/** Types into a field React controls, as a reader's keyboard would. */
function typeInto(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const fieldsOf = (form: HTMLFormElement | null) => (form ? Object.fromEntries(new FormData(form)) : null);

it('AB-09: the server’s channel buttons submit a GET form to the code sign-in page', () => {
  const host = document.createElement('div');
  host.innerHTML = renderToString(signIn());
  const form = host.querySelector('form')!;
  expect(form.getAttribute('method')).toBe('get');
  expect(form.getAttribute('action')).toBe('/login');
  expect(fieldsOf(form)).toEqual({ with: 'code', return: '/story', trial: '1' });
  const buttons = [...form.querySelectorAll('button')];
  expect(buttons.map((button) => [button.type, button.name, button.value])).toEqual([
    ['submit', 'channel', 'email'],
    ['submit', 'channel', 'mobile'],
  ]);
});

it('AB-09: awake, the steps run in place, and each step’s form carries what its native post needs', async () => {
  const requestCode = vi.fn(async () => ({ challengeId: 'A'.repeat(22), sentTo: 'tr*al@x.in' }));
  const host = document.createElement('div');
  document.body.append(host);
  await act(async () => {
    root = createRoot(host);
    root.render(signIn(requestCode));
  });
  const submitted = vi.fn((event: SubmitEvent) => {
    // Anything the component did not prevent would leave the test's page.
    if (!event.defaultPrevented) event.preventDefault();
    return event.defaultPrevented;
  });
  document.addEventListener('submit', submitted);
  await act(async () => {
    host.querySelector<HTMLButtonElement>('button[value="email"]')!.click();
  });
  const addressForm = host.querySelector<HTMLFormElement>('form[data-step="address"]');
  expect(addressForm?.getAttribute('action')).toBe('/login/code');
  expect(addressForm?.getAttribute('method')).toBe('post');
  const field = addressForm!.querySelector<HTMLInputElement>('input[name="email"]')!;
  await act(async () => typeInto(field, 'trial@x.in'));
  expect(fieldsOf(addressForm)).toEqual({
    return: '/story',
    trial: '1',
    channel: 'email',
    email: 'trial@x.in',
  });

  await act(async () => {
    addressForm!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  });
  expect(requestCode).toHaveBeenCalledWith({ channel: 'email', address: 'trial@x.in' });
  const codeForm = await vi.waitFor(() => {
    const form = host.querySelector<HTMLFormElement>('form[data-step="code"]');
    expect(form).not.toBeNull();
    return form!;
  });
  expect(codeForm.getAttribute('action')).toBe('/login/code/verify');
  expect(fieldsOf(codeForm)).toEqual({
    return: '/story',
    trial: '1',
    channel: 'email',
    email: 'trial@x.in',
    challengeId: 'A'.repeat(22),
    code: '',
  });
  document.removeEventListener('submit', submitted);
  // Choosing posted nothing; the address step's post was the island's own, the native one prevented.
  expect(submitted.mock.results.map((result) => result.value)).toEqual([true]);
});
