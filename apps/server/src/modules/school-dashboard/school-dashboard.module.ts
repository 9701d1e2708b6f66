import type { ServerModule } from '../module-context.js';
import { SchoolDashboardRepository } from './school-dashboard.repository.js';
import { schoolDashboardRoutes } from './school-dashboard.routes.js';
import { SchoolDashboardService } from './school-dashboard.service.js';

/** The school dashboard of school setup (decision 037). */
export const registerSchoolDashboardModule: ServerModule = async ({ app, db, schools, guard }) => {
  const schoolDashboard = new SchoolDashboardService({
    repository: new SchoolDashboardRepository(db),
    schools,
  });
  await app.register(schoolDashboardRoutes, { schoolDashboard, guard });
};
