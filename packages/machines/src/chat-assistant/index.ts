// The question rules and their words, for the panel's parts and stories (one source: the rules).
export { assistantRules, assistantTexts } from '@newsroom/rules/assistant';
export {
  ASSISTANT_ANSWER_TIMEOUT_MS,
  ASSISTANT_CONVERSATION_MAX,
  ASSISTANT_TEXTS,
  type AskInput,
  type AssistantExchange,
  type AssistantFailure,
  AssistantRequestError,
  AssistantTimeoutError,
  AssistantUnreadableAnswerError,
  assistantRefusal,
  assistantRequestError,
  type ChatAssistantContext,
  type ChatAssistantEvent,
  type ChatAssistantInput,
  type ChatAssistantMachine,
  type ChatAssistantTalk,
  chatAssistantMachine,
  selectAssistantOpen,
  selectAssistantTalk,
} from './chatAssistant.machine.ts';
