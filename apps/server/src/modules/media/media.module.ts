import type { ServerModule } from '../module-context.js';
import { mediaUsageRoutes } from './media-usage.routes.js';
import { mediaRoutes } from './media.routes.js';
import { MediaRepository } from './media.repository.js';
import { MediaUsageService } from './media.quota.js';
import { registerMediaSweep, scheduleMediaSweep } from './media.sweep.js';

/** Upload and read routes of the one media service (core: other modules attach uploads through it). */
export const registerMediaModule: ServerModule = async ({ app, media, guard, db, schools, clock, jobs }) => {
  await app.register(mediaRoutes, { media, guard, limits: media.limits });
  const usage = new MediaUsageService({
    repository: new MediaRepository(db),
    schools,
    quota: media.quota,
    clock,
  });
  await app.register(mediaUsageRoutes, { usage, guard });
  // Unused uploads are swept hourly, from the start (tests that never listen run it by hand).
  registerMediaSweep(jobs, media, clock);
  app.addHook('onListen', async () => scheduleMediaSweep(db, clock));
};
