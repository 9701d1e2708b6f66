import type { AssistantMode } from '@cue/contracts';
import { HumanMessage, SystemMessage, type AIMessage } from '@langchain/core/messages';
import type { RunnableConfig } from '@langchain/core/runnables';
import { Annotation, END, START, StateGraph } from '@langchain/langgraph';
import type { ChatOpenAICompletions } from '@langchain/openai';
import type { ClassroomContext } from '../engine.js';
import type { DraftAnswer } from '../offline/draft-answer.js';
import { readInstruction } from '../offline/reading.js';
import { gatherStory } from '../offline/story-agent.js';
import { agentPrompt, supervisorPrompt, teacherMessage } from './prompts.js';
import { storyMaterialBlock } from './story-prompt.js';
import { lessonMaterialBlock, unitMaterialBlock } from './planning-prompt.js';
import { gatherUnit } from '../offline/unit-agent.js';
import { analysisText, gatherLesson } from '../offline/lesson-analysis-agent.js';
import { gatherProgress } from '../offline/progress-comments-agent.js';
import { gatherEvidence } from '../offline/evidence-gaps-agent.js';
import { evidenceMaterialBlock, progressMaterialBlock } from './progress-prompt.js';
import {
  agentToolNames,
  assistantTool,
  ROUTE_TOOL_NAME,
  RouteToAgentArgsSchema,
  routedAgents,
  routeTool,
  type RoutedAgent,
} from './tools.js';

/**
 * The supervisor graph: START → supervisor → (attendance | observation | announcement | carelog |
 * journal | story | unit | lesson_analysis | progress_comments | evidence_gaps | END).
 * The supervisor makes one model call that either answers in plain text (and may name children
 * with mentioned_students) or hands the instruction to an agent through its internal routing
 * tool; the agent makes one model call with its own tool (and mentioned_students to ask which
 * child was meant). A quick prompt chip that names one agent skips the routing call. Nodes return
 * only the route: what the models say reaches the engine through the graph's 'messages' stream.
 */

export const GraphState = Annotation.Root({
  /** The teacher's instruction, children already pseudonymised. */
  instruction: Annotation<string>,
  mode: Annotation<AssistantMode>,
  context: Annotation<ClassroomContext>,
  /** The agent a quick prompt chip pinned, if any. */
  pinned: Annotation<RoutedAgent | undefined>,
  /** Where the supervisor sent the instruction; undefined when it answered itself. */
  route: Annotation<RoutedAgent | undefined>,
  /** The teacher's own words: read on the server to gather a story's material, never sent. */
  userInput: Annotation<string>,
  /**
   * An agent's own answer when the model has nothing to work from (no observations for a story,
   * no theme for a unit, nothing planned or observed to analyse): no model call then.
   */
  ownAnswer: Annotation<DraftAnswer | undefined>,
});
type State = typeof GraphState.State;

export type ModelsByMode = Record<AssistantMode, ChatOpenAICompletions>;

const agentTools = (agent: RoutedAgent, context: ClassroomContext) => {
  const own = agentToolNames[agent];
  return [...(own ? [assistantTool(own, context)] : []), assistantTool('mentioned_students', context)];
};

/**
 * How every model call binds its tools (issue 18). One call per answer: a server that honours
 * `parallel_tool_calls: false` (llama.cpp, vLLM, OpenAI) stops after it, instead of letting a
 * small model repeat a call until it runs out of tokens. `tool_choice` is the string "auto", the
 * form every server reads; a named tool is never forced (llama.cpp ignores a named choice, and the
 * agents may rightly answer in text: a child not on the roster, a class she cannot post to).
 */
const oneCallAtATime = { parallel_tool_calls: false, tool_choice: 'auto' } as const;

/** The system prompt and the teacher's message, in the order a prompt cache keeps (prompts.ts). */
const conversation = (system: string, state: State) => [
  new SystemMessage(system),
  new HumanMessage(teacherMessage(state.context, state.instruction)),
];

function routeOf(message: AIMessage): RoutedAgent | undefined {
  const call = message.tool_calls?.find((c) => c.name === ROUTE_TOOL_NAME);
  const parsed = RouteToAgentArgsSchema.safeParse(call?.args);
  return parsed.success ? parsed.data.agent : undefined;
}

export function buildSupervisorGraph(models: ModelsByMode) {
  const supervisor = async (state: State, config: RunnableConfig): Promise<Partial<State>> => {
    if (state.pinned) return { route: state.pinned };
    const model = models[state.mode].bindTools(
      [routeTool, assistantTool('mentioned_students', state.context)],
      oneCallAtATime,
    );
    const answer = await model.invoke(
      conversation(supervisorPrompt(state.context, state.mode), state),
      config,
    );
    return { route: routeOf(answer) };
  };

  const agentNode = (agent: RoutedAgent) => async (state: State, config: RunnableConfig) => {
    const model = models[state.mode].bindTools(agentTools(agent, state.context), oneCallAtATime);
    await model.invoke(conversation(agentPrompt(agent, state.context, state.mode), state), config);
    return {};
  };

  // The story agent gathers its observations first; with none (or a child to ask about) it
  // answers without the model, through `ownAnswer`.
  const storyNode = async (state: State, config: RunnableConfig): Promise<Partial<State>> => {
    const gathering = await gatherStory(readInstruction(state.userInput, state.context), state.context);
    if (!gathering.ok) return { ownAnswer: gathering.answer };
    const model = models[state.mode].bindTools(agentTools('story', state.context), oneCallAtATime);
    const prompt = agentPrompt(
      'story',
      state.context,
      state.mode,
      storyMaterialBlock(gathering.story, state.context),
    );
    await model.invoke(conversation(prompt, state), config);
    return {};
  };

  // Issue 16: the unit agent reads the request and finds library units first (no theme: it
  // asks, without the model); the model writes the unit from them and the class's framework.
  const unitNode = async (state: State, config: RunnableConfig): Promise<Partial<State>> => {
    const gathering = await gatherUnit(readInstruction(state.userInput, state.context), state.context);
    if (!gathering.ok) return { ownAnswer: gathering.answer };
    const model = models[state.mode].bindTools(agentTools('unit', state.context), oneCallAtATime);
    const prompt = agentPrompt('unit', state.context, state.mode, unitMaterialBlock(gathering.unit));
    await model.invoke(conversation(prompt, state), config);
    return {};
  };

  // The lesson analysis gathers the days' plan and observations; with neither it says so itself.
  const lessonNode = async (state: State, config: RunnableConfig): Promise<Partial<State>> => {
    const reading = readInstruction(state.userInput, state.context);
    const lesson = await gatherLesson(reading, state.context);
    if (lesson.items.length === 0 && lesson.observations.length === 0) {
      return {
        ownAnswer: { agent: 'lesson_analysis', text: analysisText(lesson, state.context), toolCalls: [] },
      };
    }
    const model = models[state.mode].bindTools(agentTools('lesson_analysis', state.context), oneCallAtATime);
    const prompt = agentPrompt(
      'lesson_analysis',
      state.context,
      state.mode,
      lessonMaterialBlock(lesson, state.context),
    );
    await model.invoke(conversation(prompt, state), config);
    return {};
  };

  // Issue 17: progress card comments gather the child's evidence of the current cycle first; with
  // no cycle, no evidence or a child to ask about, the agent answers without the model.
  const progressNode = async (state: State, config: RunnableConfig): Promise<Partial<State>> => {
    const gathering = await gatherProgress(readInstruction(state.userInput, state.context), state.context);
    if (!gathering.ok) return { ownAnswer: gathering.answer };
    const model = models[state.mode].bindTools(
      agentTools('progress_comments', state.context),
      oneCallAtATime,
    );
    const prompt = agentPrompt(
      'progress_comments',
      state.context,
      state.mode,
      progressMaterialBlock(gathering.progress, state.context),
    );
    await model.invoke(conversation(prompt, state), config);
    return {};
  };

  // An evidence question reads its competency, goal or domain and the cycle's observations; with
  // none to ask about or no cycle it says so itself.
  const evidenceNode = async (state: State, config: RunnableConfig): Promise<Partial<State>> => {
    const gathering = await gatherEvidence(readInstruction(state.userInput, state.context), state.context);
    if (!gathering.ok) return { ownAnswer: gathering.answer };
    const model = models[state.mode].bindTools(agentTools('evidence_gaps', state.context), oneCallAtATime);
    const prompt = agentPrompt(
      'evidence_gaps',
      state.context,
      state.mode,
      evidenceMaterialBlock(gathering.evidence, state.context),
    );
    await model.invoke(conversation(prompt, state), config);
    return {};
  };

  return new StateGraph(GraphState)
    .addNode('supervisor', supervisor)
    .addNode('attendance', agentNode('attendance'))
    .addNode('observation', agentNode('observation'))
    .addNode('announcement', agentNode('announcement'))
    .addNode('carelog', agentNode('carelog'))
    .addNode('journal', agentNode('journal'))
    .addNode('story', storyNode)
    .addNode('unit', unitNode)
    .addNode('lesson_analysis', lessonNode)
    .addNode('progress_comments', progressNode)
    .addNode('evidence_gaps', evidenceNode)
    .addEdge(START, 'supervisor')
    .addConditionalEdges('supervisor', (state: State) => state.route ?? END, [...routedAgents, END])
    .addEdge('attendance', END)
    .addEdge('observation', END)
    .addEdge('announcement', END)
    .addEdge('carelog', END)
    .addEdge('journal', END)
    .addEdge('story', END)
    .addEdge('unit', END)
    .addEdge('lesson_analysis', END)
    .addEdge('progress_comments', END)
    .addEdge('evidence_gaps', END)
    .compile();
}

export type SupervisorGraph = ReturnType<typeof buildSupervisorGraph>;
