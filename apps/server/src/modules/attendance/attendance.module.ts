import type { ServerModule } from '../module-context.js';
import { AttendanceRepository } from './attendance.repository.js';
import { attendanceRoutes } from './attendance.routes.js';
import { AttendanceService } from './attendance.service.js';

/** Registers, dashboards, summaries, excusals; the service is returned for Cue's commands. */
export const registerAttendanceModule: ServerModule<AttendanceService> = async ({
  app,
  db,
  clock,
  schools,
  hub,
  guard,
}) => {
  const attendance = new AttendanceService({ repository: new AttendanceRepository(db), schools, hub, clock });
  await app.register(attendanceRoutes, { attendance, guard });
  return attendance;
};
