import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClassIdParamsSchema,
  TermPlanQuerySchema,
  TermPlanResponseSchema,
  TermShiftInputSchema,
  TermShiftResponseSchema,
  YearPlanInputSchema,
  YearPlanResponseSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import type { TermPlansService } from './term-plans.service.js';

const tags = ['Term planning'];

/** Long- and mid-term planning (issue 16, decision 049), staff of the class, module `term_planning`. */
export const termPlansRoutes: FastifyPluginAsyncZod<{
  termPlans: TermPlansService;
  guard: AuthGuard;
}> = async (app, { termPlans, guard }) => {
  app.get(
    apiPaths.yearPlan,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The class's year plan: every month of its academic year with theme, focus and projects",
        params: ClassIdParamsSchema,
        response: { 200: YearPlanResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await termPlans.yearPlan(actorOf(request), request.params.classId) }),
  );

  app.put(
    apiPaths.yearPlan,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Save months of the year plan (months left out stay; an empty month is cleared)',
        params: ClassIdParamsSchema,
        body: YearPlanInputSchema,
        response: { 200: YearPlanResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await termPlans.saveYearPlan(actorOf(request), request.params.classId, request.body),
    }),
  );

  app.get(
    apiPaths.termPlan,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The term as weeks: each week's theme, projects and planned/done activities",
        params: ClassIdParamsSchema,
        querystring: TermPlanQuerySchema,
        response: { 200: TermPlanResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await termPlans.termPlan(actorOf(request), request.params.classId, request.query),
    }),
  );

  app.post(
    apiPaths.termPlanShift,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          'After an unplanned holiday: move every project and weekly plan from a week on by whole weeks',
        params: ClassIdParamsSchema,
        body: TermShiftInputSchema,
        response: { 200: TermShiftResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await termPlans.shift(actorOf(request), request.params.classId, request.body),
    }),
  );
};
