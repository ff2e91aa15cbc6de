import type { AskInput } from '@newsroom/machines';
import { publication } from '@newsroom/rules/publication';
import { ChatAssistant } from '@newsroom/ui';
import { askAssistant, logAssistantFailure } from './askAssistant.ts';

/**
 * AB-25 "Ask the Ledger": the float fixed at the bottom right and, once opened, its panel. The
 * same markup on the server (only the float: the panel is not there until it opens) and in the
 * island, which the runtime loads when the reader reaches for the float.
 */
export function ChatAssistantView({
  label,
  msid,
  ask = askAssistant,
  onError = logAssistantFailure,
}: {
  label: string;
  msid: string | null;
  ask?: (input: AskInput, signal: AbortSignal) => Promise<unknown>;
  /** Told of every failed question (the console on the site; a story's spy). */
  onError?: (error: unknown) => void;
}) {
  return (
    <ChatAssistant.Root className="chat-assistant" ask={ask} msid={msid} onError={onError}>
      <ChatAssistant.Float className="chat-assistant__float">
        <ChatIcon />
        <span>{label}</span>
      </ChatAssistant.Float>
      <ChatAssistant.Panel className="chat-assistant__panel">
        <div className="chat-assistant__head">
          <ChatAssistant.Title className="chat-assistant__title">{label}</ChatAssistant.Title>
          <ChatAssistant.Close className="chat-assistant__close" aria-label={`Close ${label}`}>
            <span aria-hidden="true">×</span>
          </ChatAssistant.Close>
        </div>
        <ChatAssistant.Conversation
          className="chat-assistant__log"
          aria-label="Conversation"
          tabIndex={0}
          empty={
            <p className="chat-assistant__intro">
              Ask about a story or a topic, such as “What changed for H-1B visas?”. Answers come from{' '}
              {publication.name}’s own reporting, with links to the stories.
            </p>
          }
          classNames={{
            list: 'chat-assistant__exchanges',
            exchange: 'chat-assistant__exchange',
            question: 'chat-assistant__question',
            answer: 'chat-assistant__answer',
            sourcesLabel: 'chat-assistant__sources-label',
            sources: 'chat-assistant__sources',
            source: 'chat-assistant__source',
          }}
        />
        <ChatAssistant.Status className="chat-assistant__status" asking="Looking through our stories…" />
        <ChatAssistant.Form className="chat-assistant__form">
          <ChatAssistant.Field
            className="chat-assistant__field"
            labelClassName="chat-assistant__label"
            label="Your question"
            placeholder="Type a question"
          />
          <ChatAssistant.Error className="chat-assistant__error" />
          <ChatAssistant.Submit className="chat-assistant__submit">Ask</ChatAssistant.Submit>
          <ChatAssistant.Retry className="chat-assistant__retry">Try again</ChatAssistant.Retry>
        </ChatAssistant.Form>
      </ChatAssistant.Panel>
    </ChatAssistant.Root>
  );
}

function ChatIcon() {
  return (
    <svg className="chat-assistant__icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
      <path
        d="M3 4.5A1.5 1.5 0 0 1 4.5 3h11A1.5 1.5 0 0 1 17 4.5v8a1.5 1.5 0 0 1-1.5 1.5H9l-4 3v-3h-.5A1.5 1.5 0 0 1 3 12.5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}
