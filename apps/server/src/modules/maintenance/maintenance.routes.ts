import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MaintenanceResponseSchema, apiPaths } from '@cue/contracts';
import type { MaintenanceService } from './maintenance.service.js';

export const maintenanceRoutes: FastifyPluginAsyncZod<{ maintenance: MaintenanceService }> = async (
  app,
  { maintenance },
) => {
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
};
