import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SchoolSettingsResponseSchema, UpdateSchoolSettingsInputSchema, apiPaths } from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import { bearerSecurity, clientErrors } from '../../lib/route-docs.js';
import type { SchoolModulesService } from './school-modules.service.js';

const tags = ['School setup'];

/** permissions/settings: GET school_settings/ is the schools module's; this is the write. */
export const schoolModulesRoutes: FastifyPluginAsyncZod<{
  schoolModules: SchoolModulesService;
  guard: AuthGuard;
}> = async (app, { schoolModules, guard }) => {
  app.post(
    apiPaths.schoolSettings,
    {
      preHandler: guard.staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Switch some of the school's modules on or off (admin_portal.settings)",
        body: UpdateSchoolSettingsInputSchema,
        response: { 200: SchoolSettingsResponseSchema, ...clientErrors },
      },
    },
    async (request) => ({
      result: await schoolModules.updateSwitches(actorOf(request), request.body),
    }),
  );
};
