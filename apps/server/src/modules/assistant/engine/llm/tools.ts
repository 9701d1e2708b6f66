import { assistantToolSchemas, toolIdFields, type AssistantToolName } from '@cue/contracts';
import { z } from 'zod';
import type { ClassroomContext } from '../engine.js';

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

/** The ids a request's tools may hold: the class's roster and the classes the teacher may address. */
interface ToolIds {
  children: readonly string[];
  classes: readonly string[];
}

function functionTool(name: string, schema: z.ZodType, ids?: ToolIds): OpenAiFunctionTool {
  const json = z.toJSONSchema(schema, {
    // A grammar-constrained server can then write only a real child or class (issue 18).
    override: ({ zodSchema, jsonSchema }) => {
      const idOf = toolIdFields.get(zodSchema)?.idOf;
      const allowed = idOf === 'child' ? ids?.children : idOf === 'class' ? ids?.classes : undefined;
      if (allowed && allowed.length > 0) jsonSchema.enum = [...allowed];
    },
  });
  // Some local servers (llama.cpp grammars) reject unknown meta keys; the dialect is implied.
  const { $schema: _dialect, ...parameters } = grammarPatterns(json) as Record<string, unknown>;
  return { type: 'function', function: { name, description: schema.description ?? name, parameters } };
}

/**
 * A tool as one request sends it: its schema with the class's roster ids and class ids as enums.
 * The same class gives byte-identical tools all day, so a server's prompt cache keeps them.
 */
export function assistantTool(name: AssistantToolName, context: ClassroomContext): OpenAiFunctionTool {
  const classes = [
    context.classId,
    ...context.classes.map((c) => c.id).filter((id) => id !== context.classId),
  ];
  return functionTool(name, assistantToolSchemas[name], {
    children: context.students.map((s) => s.id),
    classes,
  });
}

export const routeTool = functionTool(ROUTE_TOOL_NAME, RouteToAgentArgsSchema);

/** Which agent a quick prompt chip pins, when the teacher picked exactly one. */
export function pinnedAgent(requestedTools: readonly string[]): RoutedAgent | undefined {
  const picked = routedAgents.filter((agent) => {
    const tool = agentToolNames[agent];
    return tool !== null && requestedTools.includes(tool);
  });
  return picked.length === 1 ? picked[0] : undefined;
}
