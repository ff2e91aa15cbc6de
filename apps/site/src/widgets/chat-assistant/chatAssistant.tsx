import { chatAssistantContract } from '@newsroom/contracts/widgets/chat-assistant';
import { defineWidget } from '../types.ts';
import ChatAssistantIsland from './chat-assistant.island.tsx';

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
