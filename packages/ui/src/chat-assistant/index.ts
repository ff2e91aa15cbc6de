export {
  ChatAssistant,
  type ChatAssistantRootProps,
  type ChatAssistantTalk,
  type ConversationClassNames,
  type ConversationProps,
  useChatAssistant,
} from './ChatAssistant.tsx';
