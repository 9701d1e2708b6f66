import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthLiveResponseSchema, HealthReadyResponseSchema, healthPaths } from '@cue/contracts';
import type { HealthService } from './health.service.js';

/**
 * Probes for load balancers: no sign-in, and logged only when something is wrong (a probe every
 * few seconds would otherwise fill the log). While the server shuts down, Fastify answers every
 * request, these included, 503 (return503OnClosing), so a load balancer drains the process.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  app.get(
    healthPaths.live,
    {
      logLevel: 'warn',
      schema: {
        tags: ['Platform'],
        summary: 'Liveness: 200 while the server process runs',
        response: { 200: HealthLiveResponseSchema },
      },
    },
    async () => ({ status: 'live' as const }),
  );

  app.get(
    healthPaths.ready,
    {
      logLevel: 'warn',
      schema: {
        tags: ['Platform'],
        summary:
          'Readiness: 200 when the database answers (degraded when Redis is down), 503 when it does not or the server is shutting down',
        response: { 200: HealthReadyResponseSchema, 503: HealthReadyResponseSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await health.readiness();
      return reply.status(readiness.database === 'up' ? 200 : 503).send(readiness);
    },
  );
};
