import { z } from 'zod';

/** Probes for load balancers and orchestrators; not in the spec (docs/decisions/016). */
export const healthPaths = {
  live: '/api/health/live',
  ready: '/api/health/ready',
} as const;

/** GET /api/health/live: 200 while the process runs. */
export const HealthLiveResponseSchema = z.object({ status: z.literal('live') });
export type HealthLiveResponse = z.infer<typeof HealthLiveResponseSchema>;

/**
 * GET /api/health/ready: 200 `ready` (or `degraded` when Redis is down: the API works, only
 * events across server processes wait for it), 503 `unavailable` when the database is down.
 */
export const HealthReadyResponseSchema = z.object({
  status: z.enum(['ready', 'degraded', 'unavailable']),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'not configured']),
});
export type HealthReadyResponse = z.infer<typeof HealthReadyResponseSchema>;
