import ChatAssistantIsland from '../../islands/chat-assistant.island.tsx';
import { defineWidget } from '../types.ts';
import { chatAssistantContract } from './contract.ts';

/** What the page gives the island: the story the questions are asked from, nothing personal. */
export interface ChatAssistantData {
  msid: string | null;
}

/**
 * AB-25 the chat-assistant float, for readers in India (the layout's condition). The server loads
 * nothing: the questions go from the reader's browser through the site's /api/assistant/ask.
 */
export const chatAssistant = defineWidget(chatAssistantContract, {
  async load(ctx): Promise<ChatAssistantData> {
    return { msid: ctx.article?.msid ?? null };
  },
  View: ChatAssistantIsland,
});
