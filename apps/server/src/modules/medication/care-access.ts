import { forbidden, notFound } from '../../lib/app-error.js';
import type { Actor } from '../auth/session.service.js';
import type { StaffAccess } from '../schools/schools.policy.js';
import type { SchoolsService } from '../schools/schools.service.js';
import type { CareChild } from './care-people.repository.js';

/**
 * A child whose care records a staff member works with: 404 when the child is of another school
 * (or none), 403 when none of the child's classes is one they may see (admins see every class of
 * their school), 403 while the school has `daycare` off. Shared by medication and incidents.
 */
export async function careChildForStaff(
  schools: SchoolsService,
  actor: Actor,
  child: CareChild | null,
  missing: () => Error = () => notFound('Student not found'),
): Promise<{ access: StaffAccess; child: CareChild }> {
  const access = await schools.staffAccess(actor);
  if (!child || child.schoolId !== access.schoolId) throw missing();
  const visible = new Set((await schools.listStaffClasses(actor)).map((c) => c._id));
  if (!access.isAdmin && !child.classIds.some((id) => visible.has(id))) throw forbidden();
  await schools.requireModule(access.schoolId, 'daycare');
  return { access, child };
}
