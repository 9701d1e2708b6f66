import { assistantToolSchemas, type AssistantToolName } from '@cue/contracts';
import { z } from 'zod';

/**
 * The tools a model sees, in the OpenAI function format every compatible server reads (OpenAI,
 * Ollama, vLLM, llama.cpp): the contracts' zod schemas turned into JSON Schema, with their
 * `.describe()` texts as the descriptions. The supervisor has one more, internal tool to hand an
 * instruction to an agent; its calls never reach the browser.
 */

export const routedAgents = [
  'attendance',
  'observation',
  'announcement',
  'carelog',
  'journal',
  'story',
  'unit',
  'lesson_analysis',
  'progress_comments',
  'evidence_gaps',
] as const;
export type RoutedAgent = (typeof routedAgents)[number];

/** The tool each agent prepares its card with (none: the agent answers in text). */
export const agentToolNames: Record<RoutedAgent, AssistantToolName | null> = {
  attendance: 'attendance',
  observation: 'observation',
  announcement: 'announcement',
  carelog: 'carelog',
  journal: 'journal_post',
  story: 'story',
  unit: 'unit',
  lesson_analysis: null,
  progress_comments: 'progress_comments',
  evidence_gaps: null,
};

export const ROUTE_TOOL_NAME = 'route_to_agent';

export const RouteToAgentArgsSchema = z
  .object({
    agent: z
      .enum(routedAgents)
      .describe(
        "'attendance' to mark who is present or away, 'observation' to record what children did, 'announcement' to write a message to parents, 'carelog' to record meals, drinks, naps, nappies, mood, temperature, sunscreen or a care note, 'journal' to post to a class's journal, 'story' to write a learning story from a child's or a topic's observations, 'unit' to plan a unit of work on a theme, 'lesson_analysis' to look back at how the planned lessons of a day or week went, 'progress_comments' to draft a child's progress card comments (strengths and next steps per domain) for the current term, 'evidence_gaps' to find which children have no observations for a competency, curricular goal or domain this term",
      ),
  })
  .describe('Hands the teacher’s instruction to the agent that prepares that kind of card');

export interface OpenAiFunctionTool {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

/**
 * Patterns with `[0-9]` for `\d`: llama.cpp turns a tool's JSON Schema into a grammar, and its
 * converter does not support `\d` (it then accepts any string), while `[0-9]` lets the grammar
 * force a valid date or time (issue 18). The same strings match: JavaScript's `\d` is 0-9 only.
 */
function grammarPatterns(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(grammarPatterns);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === 'pattern' && typeof inner === 'string'
        ? inner.replaceAll('\\d', '[0-9]')
        : grammarPatterns(inner),
    ]),
  );
}

function functionTool(name: string, schema: z.ZodType): OpenAiFunctionTool {
  const { $schema: _dialect, ...parameters } = grammarPatterns(z.toJSONSchema(schema)) as Record<
    string,
    unknown
  >;
  // Some local servers (llama.cpp grammars) reject unknown meta keys; the dialect is implied.
  return { type: 'function', function: { name, description: schema.description ?? name, parameters } };
}

export const assistantTools: Record<AssistantToolName, OpenAiFunctionTool> = {
  attendance: functionTool('attendance', assistantToolSchemas.attendance),
  observation: functionTool('observation', assistantToolSchemas.observation),
  announcement: functionTool('announcement', assistantToolSchemas.announcement),
  mentioned_students: functionTool('mentioned_students', assistantToolSchemas.mentioned_students),
  carelog: functionTool('carelog', assistantToolSchemas.carelog),
  journal_post: functionTool('journal_post', assistantToolSchemas.journal_post),
  story: functionTool('story', assistantToolSchemas.story),
  unit: functionTool('unit', assistantToolSchemas.unit),
  progress_comments: functionTool('progress_comments', assistantToolSchemas.progress_comments),
};

export const routeTool = functionTool(ROUTE_TOOL_NAME, RouteToAgentArgsSchema);

/** Which agent a quick prompt chip pins, when the teacher picked exactly one. */
export function pinnedAgent(requestedTools: readonly string[]): RoutedAgent | undefined {
  const picked = routedAgents.filter((agent) => {
    const tool = agentToolNames[agent];
    return tool !== null && requestedTools.includes(tool);
  });
  return picked.length === 1 ? picked[0] : undefined;
}
