import type { AssistantToolName } from '@cue/contracts';

/** The quick prompt chips: each asks for one tool and prefills an example of what to type. */
export const quickPrompts = [
  { tool: 'attendance', labelKey: 'cueChat.chips.attendance', exampleKey: 'cueChat.examples.attendance' },
  { tool: 'observation', labelKey: 'cueChat.chips.observation', exampleKey: 'cueChat.examples.observation' },
  {
    tool: 'announcement',
    labelKey: 'cueChat.chips.announcement',
    exampleKey: 'cueChat.examples.announcement',
  },
] as const satisfies readonly { tool: AssistantToolName; labelKey: string; exampleKey: string }[];
