import type { ServerModule } from '../module-context.js';
import { UsageRepository } from './usage.repository.js';
import { usageRoutes } from './usage.routes.js';
import { UsageService } from './usage.service.js';

/** The usage page of school setup (decision 037). */
export const registerUsageModule: ServerModule = async ({ app, db, clock, schools, guard }) => {
  const usage = new UsageService({ repository: new UsageRepository(db), schools, clock });
  await app.register(usageRoutes, { usage, guard });
};
