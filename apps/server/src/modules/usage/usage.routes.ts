import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SchoolUsageResponseSchema, apiPaths } from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import type { UsageService } from './usage.service.js';

export const usageRoutes: FastifyPluginAsyncZod<{ usage: UsageService; guard: AuthGuard }> = async (
  app,
  { usage, guard },
) => {
  app.get(
    apiPaths.schoolUsage,
    {
      preHandler: guard.staff,
      schema: {
        tags: ['School setup'],
        security: bearerSecurity,
        summary:
          'Records made per week over the last 12 weeks, and the most active staff (admin_portal.usage)',
        response: { 200: SchoolUsageResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({ result: await usage.usage(actorOf(request)) }),
  );
};
