import type { ServerModule } from '../module-context.js';
import { TodayRepository } from './today.repository.js';
import { todayRoutes } from './today.routes.js';
import { TodayService } from './today.service.js';

/** The staff home's today view. */
export const registerTodayModule: ServerModule = async ({ app, db, clock, schools, guard }) => {
  await app.register(todayRoutes, {
    today: new TodayService({ repository: new TodayRepository(db), schools, clock }),
    guard,
  });
};
