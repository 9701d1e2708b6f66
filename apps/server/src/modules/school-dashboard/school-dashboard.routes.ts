import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SchoolDashboardResponseSchema, apiPaths } from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import type { SchoolDashboardService } from './school-dashboard.service.js';

export const schoolDashboardRoutes: FastifyPluginAsyncZod<{
  schoolDashboard: SchoolDashboardService;
  guard: AuthGuard;
}> = async (app, { schoolDashboard, guard }) => {
  app.get(
    apiPaths.schoolDashboard,
    {
      preHandler: guard.staff,
      schema: {
        tags: ['School setup'],
        security: bearerSecurity,
        summary: "The school's counts and what needs attention (admin_portal.dashboard)",
        response: { 200: SchoolDashboardResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await schoolDashboard.dashboard(actorOf(request)) }),
  );
};
