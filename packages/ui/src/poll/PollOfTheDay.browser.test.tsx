// React's act() is used below: tell React this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { PollOfTheDay } from './PollOfTheDay.tsx';

// Issue 27, AB-14: the answer a reader chose on the server's radios before the component woke is
// the one the woken poll holds and votes; hydration does not clear it.

const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.replaceChildren();
});

const notVoted = { signedIn: true, voted: false, optionno: null, result: null };

function poll(vote: (pollId: string, optionno: number) => Promise<unknown>) {
  return (
    <PollOfTheDay
      pollId="126000104"
      question="Which technology?"
      options={[
        { optionno: 1, description: 'AI' },
        { optionno: 2, description: 'Chips' },
        { optionno: 3, description: 'UPI' },
      ]}
      signedIn
      heading="Poll of the day"
      loadStatus={async () => notVoted}
      vote={vote}
      signInPrompt="Sign in"
      idBase="poll-test"
      answerName="PRadio"
      nativePost={{ action: '/poll/vote', hidden: { txtPolliD: '126000104', return: '/story' } }}
    />
  );
}

function serverPage(element: ReactElement) {
  const host = document.createElement('div');
  host.innerHTML = renderToString(element);
  document.body.append(host);
  return host;
}

it('AB-14: the server’s form posts the vote natively: its action, the poll, the answers', () => {
  const host = serverPage(poll(async () => notVoted));
  const form = host.querySelector('form')!;
  expect(form.getAttribute('method')).toBe('post');
  expect(form.getAttribute('action')).toBe('/poll/vote');
  expect(Object.fromEntries(new FormData(form))).toEqual({ txtPolliD: '126000104', return: '/story' });
  host.querySelector<HTMLInputElement>('input[value="2"]')!.checked = true;
  expect(new FormData(form).get('PRadio')).toBe('2');
});

it('AB-14: the answer chosen before hydration is kept and voted', async () => {
  const vote = vi.fn(async (_poll: string, optionno: number) => ({
    signedIn: true,
    voted: true,
    optionno,
    result: { totalvotes: 1, options: [{ optionno, optionperc: 100 }] },
  }));
  const host = serverPage(poll(vote));
  const chips = host.querySelector<HTMLInputElement>('input[value="2"]')!;
  chips.click();
  expect(chips.checked).toBe(true);

  await act(async () => {
    roots.push(hydrateRoot(host, poll(vote)));
  });
  expect(chips.checked).toBe(true);
  await act(async () => {
    host.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  });
  await vi.waitFor(() => expect(vote).toHaveBeenCalledWith('126000104', 2));
});
