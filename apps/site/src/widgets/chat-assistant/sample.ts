import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { ChatAssistantData } from './chatAssistant.tsx';

// DV-02 AB-25 "Ask the Ledger" beside an NRI story: the float, its questions asked from this story.
export const samples = {
  'chat-assistant': {
    props: {},
    data: { msid: '126003950' } satisfies ChatAssistantData,
    region: 'aside',
  },
} satisfies WidgetSamples;
