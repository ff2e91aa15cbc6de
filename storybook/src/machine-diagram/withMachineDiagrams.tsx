/**
 * DV-01: the decorator that puts the live machine diagrams beside every story, switched from the
 * toolbar ("Machine diagrams"). Browsers driven by the tests (navigator.webdriver) get the story
 * alone, so each story's checks (play, axe) look at the widget; the diagrams have stories of their own.
 */
import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { LiveMachineDiagrams } from './LiveMachineDiagrams.tsx';
import { forgetLiveActors } from './liveActors.ts';

export const machineDiagramsGlobal = {
  machineDiagrams: {
    description: 'Diagrams of the machines the story runs, with their live state',
    toolbar: {
      title: 'Machine diagrams',
      icon: 'graphline',
      items: [
        { value: 'beside', title: 'Beside the story' },
        { value: 'hidden', title: 'Hidden' },
      ],
      dynamicTitle: true,
    },
  },
};

function ForgetOnMount({ storyId }: { storyId: string }) {
  // Before the story's own effects run: its actors are the only ones drawn.
  useLayoutEffect(() => {
    void storyId;
    forgetLiveActors();
  }, [storyId]);
  return null;
}

export const withMachineDiagrams: Decorator = (Story, context) => {
  const shown = context.globals.machineDiagrams !== 'hidden' && !navigator.webdriver;
  if (!shown || context.parameters.machineDiagrams === false) return <Story />;
  return (
    <>
      <ForgetOnMount storyId={context.id} />
      <Story />
      <LiveMachineDiagrams />
    </>
  );
};
