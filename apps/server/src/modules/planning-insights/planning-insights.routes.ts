import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClassIdParamsSchema,
  PlanningInsightsQuerySchema,
  PlanningInsightsResponseSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import type { PlanningInsightsService } from './planning-insights.service.js';

/** Planning insights (issue 16, decision 049): staff who see the class. */
export const planningInsightsRoutes: FastifyPluginAsyncZod<{
  insights: PlanningInsightsService;
  guard: AuthGuard;
}> = async (app, { insights, guard }) => {
  app.get(
    apiPaths.planningInsights,
    {
      preHandler: guard.staff,
      schema: {
        tags: ['Planning insights'],
        security: bearerSecurity,
        summary:
          "Each competency of the class's framework planned vs taught vs observed over a period (default the last 12 weeks), with the gaps",
        params: ClassIdParamsSchema,
        querystring: PlanningInsightsQuerySchema,
        response: { 200: PlanningInsightsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await insights.insights(actorOf(request), request.params.classId, request.query),
    }),
  );
};
