import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StaffTodayResponseSchema, apiPaths } from '@cue/contracts';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import type { TodayService } from './today.service.js';

/** The staff home's today view (issue 10; not in the spec, which has no dashboard call). */
export const todayRoutes: FastifyPluginAsyncZod<{ today: TodayService; guard: AuthGuard }> = async (
  app,
  { today, guard },
) => {
  app.get(
    apiPaths.staffToday,
    {
      preHandler: guard.staff,
      schema: {
        tags: ['Today'],
        security: bearerSecurity,
        summary:
          "The school's today for each of the staff member's classes: register, requests waiting, observations",
        response: { 200: StaffTodayResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await today.staffToday(actorOf(request)) }),
  );
};
