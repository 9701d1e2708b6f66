import type { ServerModule } from '../module-context.js';
import { BugReportRepository } from './bug-report.repository.js';
import { bugReportRoutes } from './bug-report.routes.js';
import { BugReportService } from './bug-report.service.js';

/** The report-issue button: a staff member's report with their own screenshots. */
export const registerBugReportModule: ServerModule = async ({
  app,
  db,
  clock,
  audit,
  schools,
  media,
  guard,
}) => {
  const bugReports = new BugReportService({
    repository: new BugReportRepository(db),
    media,
    schools,
    audit,
    clock,
  });
  await app.register(bugReportRoutes, { bugReports, guard });
};
