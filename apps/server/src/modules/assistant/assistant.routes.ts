import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClassIdParamsSchema,
  CueConversationResponseSchema,
  CueWidgetAskInputSchema,
  CueWidgetAskResponseSchema,
  MarkCueToolCallSavedInputSchema,
  MarkCueToolCallSavedResponseSchema,
  apiPaths,
} from '@cue/contracts';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import type { AssistantService } from './assistant.service.js';

const tags = ['Assistant'];

/** The assistant over HTTP: the stored conversation of a class, its saved cards, the widget. */
export const assistantRoutes: FastifyPluginAsyncZod<{
  assistant: AssistantService;
  guard: AuthGuard;
}> = async (app, { assistant, guard }) => {
  app.get(
    apiPaths.cueConversation,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The teacher's conversation with Cue in a class, with the cards already saved",
        params: ClassIdParamsSchema,
        response: { 200: CueConversationResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await assistant.conversation(actorOf(request), request.params.classId) }),
  );

  app.post(
    apiPaths.cueConversationSaved,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Record that a card of the conversation was saved (it shows Saved after a reload)',
        params: ClassIdParamsSchema,
        body: MarkCueToolCallSavedInputSchema,
        response: { 200: MarkCueToolCallSavedResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await assistant.markToolCallSaved(actorOf(request), request.params.classId, request.body),
    }),
  );

  app.post(
    apiPaths.cueWidgetAsk,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The floating widget's question to Cue, answered in one piece (nothing is saved)",
        body: CueWidgetAskInputSchema,
        response: { 200: CueWidgetAskResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: { message: await assistant.askFromWidget(actorOf(request), request.body) },
    }),
  );
};
