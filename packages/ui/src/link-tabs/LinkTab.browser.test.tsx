import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ActionLink, LinkTab } from './LinkTab.tsx';

// Issue 27: a tab that is a link. In the server's HTML it is a plain link to the page's address
// for that tab (every tab in the Tab order); hydrated, it chooses in place: no navigation, Radix's
// arrow keys and roving focus, `aria-selected` and `data-state` as on a button.

function Row({ opens = 'top' }: { opens?: string }) {
  const [value, setValue] = useState(opens);
  const [pressed, setPressed] = useState(false);
  return (
    <>
      <Tabs.Root value={value} onValueChange={setValue}>
        <Tabs.List aria-label="News">
          <LinkTab value="top" href="?#news" choose={setValue}>
            Top
          </LinkTab>
          <LinkTab value="latest" href="?top=latest#news" choose={setValue}>
            Latest
          </LinkTab>
          <LinkTab value="more" href="?top=more#news" choose={setValue}>
            More
          </LinkTab>
        </Tabs.List>
        <Tabs.Content value="top">Top panel</Tabs.Content>
        <Tabs.Content value="latest">Latest panel</Tabs.Content>
        <Tabs.Content value="more">More panel</Tabs.Content>
      </Tabs.Root>
      <ActionLink href="?pressed=1#news" act={() => setPressed(!pressed)} aria-pressed={pressed}>
        Toggle
      </ActionLink>
    </>
  );
}

let root: Root | null = null;
let host: HTMLElement | null = null;
/** Every click's and key's fate at the document, after the page's handlers; none leaves the test page. */
const fates: { type: string; prevented: boolean }[] = [];
const record = (event: Event) => {
  fates.push({ type: event.type, prevented: event.defaultPrevented });
  event.preventDefault();
};

async function hydrated(opens?: string) {
  host = document.createElement('div');
  host.innerHTML = renderToString(<Row {...(opens ? { opens } : {})} />);
  document.body.append(host);
  const server = host.innerHTML;
  flushSync(() => {
    root = hydrateRoot(host!, <Row {...(opens ? { opens } : {})} />, {
      onRecoverableError: (error) => {
        throw error;
      },
    });
  });
  document.addEventListener('click', record);
  fates.length = 0;
  // Awake: the effects that hand the Tab order back to Radix have run.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return server;
}

const tab = (name: string) =>
  [...host!.querySelectorAll<HTMLAnchorElement>('[role="tab"]')].find((each) => each.textContent === name)!;

afterEach(() => {
  root?.unmount();
  host?.remove();
  document.removeEventListener('click', record);
  root = null;
  host = null;
});

describe('issue 27 LinkTab', () => {
  it('the server’s HTML: links with their addresses, every tab in the Tab order, no button type', async () => {
    const server = await hydrated();
    const links = new DOMParser().parseFromString(server, 'text/html').querySelectorAll('a[role="tab"]');
    expect([...links].map((link) => link.getAttribute('href'))).toEqual([
      '?#news',
      '?top=latest#news',
      '?top=more#news',
    ]);
    expect([...links].map((link) => link.getAttribute('tabindex'))).toEqual(['0', '0', '0']);
    expect([...links].some((link) => link.hasAttribute('type'))).toBe(false);
    // Hydrated: the Tab order is Radix's roving focus again (the arrow keys move along the row).
    expect(tab('Latest').tabIndex).toBe(-1);
    expect(tab('More').tabIndex).toBe(-1);
  });

  it('opens on the tab the page chose (no mismatch), and a click chooses in place, never navigating', async () => {
    await hydrated('latest');
    expect(tab('Latest').getAttribute('aria-selected')).toBe('true');
    await userEvent.click(tab('Top'));
    expect(tab('Top').getAttribute('aria-selected')).toBe('true');
    expect(tab('Top').dataset.state).toBe('active');
    expect(host!.textContent).toContain('Top panel');
    expect(fates).toEqual([{ type: 'click', prevented: true }]);
  });

  it('a click without its mouse down (a screen reader’s) chooses too', async () => {
    await hydrated();
    tab('More').click();
    await expect.poll(() => tab('More').getAttribute('aria-selected')).toBe('true');
    expect(fates).toEqual([{ type: 'click', prevented: true }]);
  });

  it('the keyboard: arrows move along the tabs, Enter and Space choose without leaving or scrolling', async () => {
    await hydrated();
    tab('Top').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Latest'));
    expect(tab('Latest').getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(tab('More').getAttribute('aria-selected')).toBe('true');
    expect(fates.every((fate) => fate.prevented)).toBe(true);
    tab('Top').focus();
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    tab('Top').dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    await expect.poll(() => tab('Top').getAttribute('aria-selected')).toBe('true');
  });

  it('a click asking for a new tab is the browser’s: the link is followed, nothing chosen', async () => {
    await hydrated();
    await userEvent.click(tab('Latest'), { modifiers: ['Control'] });
    expect(tab('Top').getAttribute('aria-selected')).toBe('true');
    expect(fates).toEqual([{ type: 'click', prevented: false }]);
  });
});

describe('issue 27 ActionLink', () => {
  it('a link to the choice’s address that acts in place once awake: click, Enter and Space', async () => {
    await hydrated();
    const toggle = host!.querySelector<HTMLAnchorElement>('a[role="button"]')!;
    expect(toggle.getAttribute('href')).toBe('?pressed=1#news');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    toggle.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    expect(fates.every((fate) => fate.prevented)).toBe(true);
  });
});
