import type { ChatAssistantProps } from '@newsroom/contracts/widgets/chat-assistant';
import { defineIsland } from '../../lib/defineIsland.ts';
import { ChatAssistantView } from './ChatAssistantView.tsx';
import type { ChatAssistantData } from './chatAssistant.tsx';

/**
 * AB-25 "Ask the Ledger" (widget `chat-assistant`, hydrate "interaction"): the spec's "chat
 * assistant script is loaded externally" as an island chunk of its own, loaded only when the
 * reader reaches for the float (hover, focus or a press, which is replayed and opens the panel).
 */
function ChatAssistantIsland({ props, data }: { props: ChatAssistantProps; data: ChatAssistantData }) {
  return <ChatAssistantView label={props.label} msid={data.msid} />;
}

export default defineIsland('chat-assistant', ChatAssistantIsland);
