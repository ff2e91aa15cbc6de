import { chatAssistantContract } from '@newsroom/contracts/widgets/chat-assistant';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Article } from '../../content/schemas.ts';
import type { WidgetContext } from '../types.ts';
import { chatAssistant } from './chatAssistant.tsx';

// AB-25 the chat-assistant float as the server renders it: the button alone, the same for every
// reader, loading nothing on the server.

describe('AB-25 chat-assistant widget', () => {
  it('takes an optional label; wakes on interaction ("loaded externally")', () => {
    expect(chatAssistantContract.props.parse({})).toEqual({ label: 'Ask the Ledger' });
    for (const bad of [{ label: '' }, { label: 'x'.repeat(41) }, { label: 3 }, { open: true }]) {
      expect(chatAssistantContract.props.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(chatAssistantContract.hydrate).toBe('interaction');
  });

  it('gives the island the story’s id only, and asks the backend nothing', async () => {
    const ctx = {
      content: {},
      page: {},
      article: { msid: '125400177' } as Article,
    } as unknown as WidgetContext;
    expect(await chatAssistant.load(ctx, { label: 'Ask the Ledger' })).toEqual({ msid: '125400177' });
    expect(await chatAssistant.load({ ...ctx, article: undefined } as WidgetContext, { label: 'x' })).toEqual(
      {
        msid: null,
      },
    );
  });

  it('server HTML: the float button alone, closed, with no ids (nothing to mismatch on hydration)', () => {
    const html = renderToStaticMarkup(
      <chatAssistant.View props={{ label: 'Ask the Ledger' }} data={{ msid: '125400177' }} />,
    );
    expect(html).toMatch(/^<div class="chat-assistant" data-chat-assistant="" data-state="closed">/);
    expect(html).toContain(
      '<button class="chat-assistant__float" type="button" aria-haspopup="dialog" aria-expanded="false" data-state="closed">',
    );
    expect(html).toContain('<span>Ask the Ledger</span>');
    expect(html).not.toMatch(/ id=|aria-controls|role="dialog"|<form/);
  });
});
