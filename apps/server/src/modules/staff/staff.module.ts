import type { ServerModule } from '../module-context.js';
import { StaffRepository } from './staff.repository.js';
import { staffRoutes } from './staff.routes.js';
import { StaffService } from './staff.service.js';

/** /admin/school-setup/staff (decision 034). */
export const registerStaffModule: ServerModule<StaffService> = async ({
  app,
  db,
  clock,
  schools,
  hub,
  guard,
}) => {
  const staff = new StaffService({ repository: new StaffRepository(db), schools, hub, clock });
  await app.register(staffRoutes, { staff, guard });
  return staff;
};
