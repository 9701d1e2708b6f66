import { ChatMessageSchema, type ChatMessage, type StoryToolArgs } from '@cue/contracts';
import { describe, expect, it } from 'vitest';
import { demoStudentId } from '../demo-classrooms.js';
import type { StoryObservation } from '../story-material.js';
import { OfflineClassroomEngine } from './offline-engine.js';
import { storyRepliesIn } from './story-replies.js';
import {
  demoStoryObservations,
  expectedStoryFields,
  storyContextFor,
  storyInstructions,
  type StoryInstruction,
} from './story-instructions.js';
import { observationTitles } from './vocabulary.js';

const engine = new OfflineClassroomEngine();

async function finalAnswer(row: StoryInstruction): Promise<ChatMessage> {
  const finals: ChatMessage[] = [];
  const request = {
    userInput: row.say,
    mode: 'fast' as const,
    requestedTools: [],
    context: storyContextFor(row),
  };
  for await (const event of engine.respond(request)) if (event.type === 'final') finals.push(event.message);
  expect(finals).toHaveLength(1);
  return finals[0]!;
}

const storyCard = (message: ChatMessage) =>
  message.tool_calls.find((call) => call.name === 'story')?.args as StoryToolArgs | undefined;

const byId = new Map(demoStoryObservations.map((o) => [o.id, o]));
const areas = new Set(observationTitles.map((row) => row.title));
const english = storyRepliesIn('en');
const weekdayOf = (o: StoryObservation) => english.weekdays[new Date(`${o.date}T00:00:00Z`).getUTCDay()]!;
const quotedTitles = (cited: StoryObservation[]) => [...new Set(cited.map((o) => `“${o.title}”`))].join(', ');

/**
 * Where an English paragraph's every sentence comes from: the story part is a day and a cited
 * note as written; a learning line quotes sentences of cited notes under a learning area; the
 * other paragraphs are the fixed prompts, which name only the cited observations' titles.
 */
function untracedIn(paragraph: StoryToolArgs['paragraphs'][number]): string | null {
  const cited = paragraph.observation_ids.map((id) => byId.get(id)!);
  if (cited.length === 0) return 'cites no observation';
  const { text } = paragraph;
  if (paragraph.part === 'story') {
    const traced = cited.every((o) => {
      const lowered = o.note.charAt(0).toLowerCase() + o.note.slice(1);
      return (
        text.includes(`On ${weekdayOf(o)}, ${o.note}`) || text.includes(`On ${weekdayOf(o)}, ${lowered}`)
      );
    });
    return traced ? null : 'a story sentence that is not a note';
  }
  if (paragraph.part === 'next_steps') {
    return text === english.nextPrompt(quotedTitles(cited)) ? null : 'not the what-next prompt';
  }
  const titleCount = new Set(cited.map((o) => o.title)).size;
  if (text === english.learningPrompt(quotedTitles(cited), titleCount)) return null;
  const [label, ...rest] = text.split(': ');
  const unknown = label!.split(', ').find((area) => !areas.has(area));
  if (unknown) return `an unknown learning area '${unknown}'`;
  const quotes = [...rest.join(': ').matchAll(/“([^”]+)” \(([^,]+), (\w+)\)/g)];
  const rebuilt = quotes.map((q) => q[0]).join(' ');
  if (rebuilt !== rest.join(': ')) return 'words outside the quotes';
  for (const [, sentence, title, weekday] of quotes) {
    const from = cited.find(
      (o) => o.note.includes(sentence!) && o.title === title && weekdayOf(o) === weekday,
    );
    if (!from) return `a quote from no cited observation: ${sentence}`;
  }
  return null;
}

describe('offline classroom engine: learning stories over the demo observations', () => {
  it('has a table of at least 20 story instructions', () => {
    expect(storyInstructions.filter((row) => row.agent === 'story').length).toBeGreaterThanOrEqual(20);
  });

  it.each(storyInstructions.map((row) => [row.say, row] as const))('%s', async (_, row) => {
    const message = await finalAnswer(row);
    expect(message.additional_kwargs.agent).toBe(row.agent);
    expect(ChatMessageSchema.parse(message)).toEqual(message);
    if (row.onlyAgent) return;
    for (const words of row.textIncludes ?? []) expect(message.content).toContain(words);
    const card = storyCard(message);
    if (row.mentioned) {
      expect(message.tool_calls).toEqual([
        expect.objectContaining({
          name: 'mentioned_students',
          args: { students: row.mentioned.map((name) => ({ id: demoStudentId(name), name })) },
        }),
      ]);
      return;
    }
    if (!row.story) {
      expect(message.tool_calls).toEqual([]);
      return;
    }
    expect(card).toMatchObject(expectedStoryFields(row)!);
    // Every observation is told, once, in the story part; each paragraph cites only the card's.
    const storyIds = card!.paragraphs.filter((p) => p.part === 'story').flatMap((p) => p.observation_ids);
    expect(storyIds).toEqual(card!.observation_ids);
    const parts = card!.paragraphs.map((p) => p.part);
    expect(parts).toEqual([...parts].sort((a, b) => order(a) - order(b)));
    expect(parts).toContain('learning');
    expect(parts.at(-1)).toBe('next_steps');
  });

  it('writes every sentence of an English draft from an observation, or as a prompt with no claim', async () => {
    const english = storyInstructions.filter((row) => row.story && !row.language);
    expect(english.length).toBeGreaterThanOrEqual(12);
    for (const row of english) {
      const card = storyCard(await finalAnswer(row))!;
      for (const paragraph of card.paragraphs) {
        expect({ say: row.say, text: paragraph.text, problem: untracedIn(paragraph) }).toEqual({
          say: row.say,
          text: paragraph.text,
          problem: null,
        });
      }
    }
  });

  it('carries each note whole into Arabic and Hebrew drafts, with the prompts in the language', async () => {
    for (const row of storyInstructions.filter((r) => r.story && r.language)) {
      const card = storyCard(await finalAnswer(row))!;
      for (const paragraph of card.paragraphs.filter((p) => p.part === 'story')) {
        for (const id of paragraph.observation_ids) expect(paragraph.text).toContain(byId.get(id)!.note);
      }
      const next = card.paragraphs.at(-1)!;
      const cited = next.observation_ids.map((id) => byId.get(id)!);
      const replies = storyRepliesIn(row.language);
      const titles = [...new Set(cited.map((o) => replies.quote(o.title)))].join(', ');
      expect(next.text).toBe(replies.nextPrompt(titles));
    }
  });

  it('cites only the observations it gathered', async () => {
    const row = storyInstructions[0]!;
    const context = storyContextFor(row);
    for await (const event of engine.respond({
      userInput: row.say,
      mode: 'fast',
      requestedTools: [],
      context,
    })) {
      if (event.type !== 'final') continue;
      const card = storyCard(event.message)!;
      for (const id of card.observation_ids)
        expect(context.storyMaterial!.gathered.observationIds).toContain(id);
      expect(card.media_ids.every((id) => context.storyMaterial!.gathered.mediaIds.has(id))).toBe(true);
    }
  });
});

const order = (part: string) => ['story', 'learning', 'next_steps'].indexOf(part);
