import { uniformSchoolPermissions, type RolePermissions } from '@cue/contracts';
import { adminPermissions, memberPermissions } from '../../apps/server/src/db/seed/demo-permissions';
import type { StaffPermissions, Viewer } from '../../apps/web/src/app/navigation/navigation-access';

/*
 * The demo school's people as the web app's navigation sees them, with the very permission
 * builders the seed stores, so the journeys derive what each person should see.
 */

/** Sunbeam Nursery has every school module switched on and its group has the full menu. */
const staff = (rolePermissions: RolePermissions): Viewer & { permissions: StaffPermissions } => ({
  kind: 'staff',
  permissions: { rolePermissions, schoolPermissions: uniformSchoolPermissions(true), menuProfile: 'full' },
});

export const demoViewers = {
  /** Priya Nair, teacher (Member) of Nursery A and Playgroup B. */
  priya: staff(memberPermissions()),
  /** Farah Khan, school admin. */
  farah: staff(adminPermissions({ superAdmin: false })),
  /** Sam Platform, admin and platform super admin. */
  sam: staff(adminPermissions({ superAdmin: true })),
  /** Rahul Sharma, parent of Aarav and Anaya. */
  rahul: { kind: 'parent' } as Viewer,
};
