import type { AssistantMode } from '@cue/contracts';
import { HumanMessage, SystemMessage, type AIMessage } from '@langchain/core/messages';
import type { RunnableConfig } from '@langchain/core/runnables';
import { Annotation, END, START, StateGraph } from '@langchain/langgraph';
import type { ChatOpenAICompletions } from '@langchain/openai';
import type { ClassroomContext } from '../engine.js';
import { agentPrompt, supervisorPrompt } from './prompts.js';
import {
  agentToolNames,
  assistantTools,
  ROUTE_TOOL_NAME,
  RouteToAgentArgsSchema,
  routedAgents,
  routeTool,
  type RoutedAgent,
} from './tools.js';

/**
 * The supervisor graph: START → supervisor → (attendance | observation | announcement | carelog |
 * journal | END).
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
});
type State = typeof GraphState.State;

export type ModelsByMode = Record<AssistantMode, ChatOpenAICompletions>;

const agentTools = (agent: RoutedAgent) => [
  assistantTools[agentToolNames[agent]],
  assistantTools.mentioned_students,
];

function routeOf(message: AIMessage): RoutedAgent | undefined {
  const call = message.tool_calls?.find((c) => c.name === ROUTE_TOOL_NAME);
  const parsed = RouteToAgentArgsSchema.safeParse(call?.args);
  return parsed.success ? parsed.data.agent : undefined;
}

export function buildSupervisorGraph(models: ModelsByMode) {
  const supervisor = async (state: State, config: RunnableConfig): Promise<Partial<State>> => {
    if (state.pinned) return { route: state.pinned };
    const model = models[state.mode].bindTools([routeTool, assistantTools.mentioned_students]);
    const answer = await model.invoke(
      [new SystemMessage(supervisorPrompt(state.context, state.mode)), new HumanMessage(state.instruction)],
      config,
    );
    return { route: routeOf(answer) };
  };

  const agentNode = (agent: RoutedAgent) => async (state: State, config: RunnableConfig) => {
    const model = models[state.mode].bindTools(agentTools(agent));
    await model.invoke(
      [new SystemMessage(agentPrompt(agent, state.context, state.mode)), new HumanMessage(state.instruction)],
      config,
    );
    return {};
  };

  return new StateGraph(GraphState)
    .addNode('supervisor', supervisor)
    .addNode('attendance', agentNode('attendance'))
    .addNode('observation', agentNode('observation'))
    .addNode('announcement', agentNode('announcement'))
    .addNode('carelog', agentNode('carelog'))
    .addNode('journal', agentNode('journal'))
    .addEdge(START, 'supervisor')
    .addConditionalEdges('supervisor', (state: State) => state.route ?? END, [...routedAgents, END])
    .addEdge('attendance', END)
    .addEdge('observation', END)
    .addEdge('announcement', END)
    .addEdge('carelog', END)
    .addEdge('journal', END)
    .compile();
}

export type SupervisorGraph = ReturnType<typeof buildSupervisorGraph>;
