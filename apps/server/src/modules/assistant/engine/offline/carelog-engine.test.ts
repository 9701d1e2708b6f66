import { ChatMessageSchema, type ChatMessage } from '@cue/contracts';
import { describe, expect, it } from 'vitest';
import { OfflineClassroomEngine } from './offline-engine.js';
import { careContextFor, careInstructions, expectedCareCalls } from './carelog-instructions.js';

const engine = new OfflineClassroomEngine();

async function finalAnswer(row: (typeof careInstructions)[number]): Promise<ChatMessage> {
  const finals: ChatMessage[] = [];
  const request = {
    userInput: row.say,
    mode: 'fast' as const,
    requestedTools: [],
    context: careContextFor(row),
  };
  for await (const event of engine.respond(request)) if (event.type === 'final') finals.push(event.message);
  expect(finals).toHaveLength(1);
  return finals[0]!;
}

describe('offline classroom engine: care log and journal instructions', () => {
  it('has a table of at least 40 care log instructions', () => {
    expect(careInstructions.filter((row) => row.agent === 'carelog').length).toBeGreaterThanOrEqual(40);
  });

  it.each(careInstructions.map((row) => [row.say, row] as const))('%s', async (_, row) => {
    const message = await finalAnswer(row);
    expect(message.additional_kwargs.agent).toBe(row.agent);
    expect(message.tool_calls.map(({ name, args }) => ({ name, args }))).toEqual(expectedCareCalls(row));
    for (const words of row.textIncludes ?? []) expect(message.content).toContain(words);
    expect(ChatMessageSchema.parse(message)).toEqual(message);
  });
});
