import { AttendanceRepository } from '../attendance/attendance.repository.js';
import type { ServerModule } from '../module-context.js';
import { ReportsRepository } from './reports.repository.js';
import { reportsRoutes } from './reports.routes.js';
import { ReportsService } from './reports.service.js';

/** The school's downloadable reports (decision 037). */
export const registerReportsModule: ServerModule = async ({ app, db, schools, guard }) => {
  const reports = new ReportsService({
    repository: new ReportsRepository(db),
    attendance: new AttendanceRepository(db),
    schools,
  });
  await app.register(reportsRoutes, { reports, guard });
};
