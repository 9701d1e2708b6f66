import type { ServerModule } from '../module-context.js';
import { HealthRepository } from './health.repository.js';
import { healthRoutes } from './health.routes.js';
import { HealthService, type RedisStatus } from './health.service.js';

/** Load balancers' probes; readiness includes the socket server's Redis link. */
export const registerHealthModule: ServerModule<void, { redisStatus: () => RedisStatus }> = async (
  { app, db },
  { redisStatus },
) => {
  await app.register(healthRoutes, {
    health: new HealthService({ repository: new HealthRepository(db), redisStatus }),
  });
};
