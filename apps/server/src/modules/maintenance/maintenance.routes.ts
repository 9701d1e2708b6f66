import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  MaintenanceResponseSchema,
  SetMaintenanceInputSchema,
  apiPaths,
} from '@cue/contracts';
import { actorOf, type AuthGuard } from '../../plugins/auth-guard.js';
import type { MaintenanceService } from './maintenance.service.js';

export const maintenanceRoutes: FastifyPluginAsyncZod<{
  maintenance: MaintenanceService;
  guard: AuthGuard;
}> = async (app, { maintenance, guard }) => {
  app.get(
    apiPaths.appMaintenance,
    {
      schema: {
        tags: ['Platform'],
        summary: 'Maintenance status of the web app (no sign-in needed)',
        response: { 200: MaintenanceResponseSchema },
      },
    },
    async () => ({ result: await maintenance.currentStatus('web') }),
  );

  app.post(
    apiPaths.setMaintenance,
    {
      preHandler: guard.staff,
      schema: {
        tags: ['Platform'],
        security: [{ bearer: [] }],
        summary: 'Open or close the maintenance window of the web app (platform admins)',
        body: SetMaintenanceInputSchema,
        response: {
          200: MaintenanceResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
        },
      },
    },
    async (request) => ({
      result: await maintenance.setWindowAsAdmin(actorOf(request), 'web', request.body),
    }),
  );
};
