import { count } from 'drizzle-orm';
import { uniformSchoolPermissions, type RolePermissions } from '@cue/contracts';
import type { Database } from '../client.js';
import * as t from '../schema/index.js';
import { newObjectId } from '../../lib/object-id.js';
import { seedDemoDay } from './demo-day.js';
import { seedDemoObservations } from './demo-observations.js';
import { seedDemoStories } from './demo-stories.js';
import { seedDemoResources } from './demo-resources.js';
import { seedDemoPlanning } from './demo-planning.js';
import { seedDemoAssessment } from './demo-assessment.js';
import { seedDemoHpc } from './demo-hpc.js';
import { adminPermissions, memberPermissions } from './demo-permissions.js';
import { demoClassRosters } from './demo-rosters.js';

export { demoClassRosters };

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
/** The demo children joined their classes when the academic year began. */
const DEMO_TERM_START = '2026-06-01';

const { nurseryA, playgroupB, butterflies, mapleSprouts } = demoClassRosters;

function splitName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = fullName, ...rest] = fullName.split(' ');
  return { firstName, lastName: rest.join(' ') };
}

/**
 * Seeds the demo school (README "Demo school") into an empty database, once.
 * Returns false when the database already holds data, so a restart never re-seeds. Earlier days
 * of school life (demo-day.ts) are dated back from `now`.
 */
export async function seedDemoSchool(db: Database, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(t.organizations);
    if ((existing?.n ?? 0) > 0) return false;

    const sunbeamOrg = newObjectId();
    const mapleOrg = newObjectId();
    await tx.insert(t.organizations).values([
      { id: sunbeamOrg, name: 'Sunbeam Early Years' },
      // Maple Kids is a school group with the reduced menu (spec section 6).
      { id: mapleOrg, name: 'Maple Kids', menuProfile: 'reduced' },
    ]);
    const sunbeam = newObjectId();
    const maple = newObjectId();
    await tx.insert(t.schools).values([
      {
        id: sunbeam,
        organizationId: sunbeamOrg,
        name: 'Sunbeam Nursery',
        address: '12 Lake Road, Bengaluru 560001',
        academicYear: '01-06-2026 - 31-03-2027',
      },
      { id: maple, organizationId: mapleOrg, name: 'Maple Kids Koramangala' },
    ]);
    await tx.insert(t.schoolSettings).values([
      { schoolId: sunbeam, schoolPermissions: uniformSchoolPermissions(true) },
      { schoolId: maple, schoolPermissions: uniformSchoolPermissions(true) },
    ]);

    const classRows = [
      {
        key: 'nurseryA',
        schoolId: sunbeam,
        name: 'Nursery A',
        ageRange: '3-4 years',
        color: '#f59f00',
        academicYear: '01-06-2026 - 31-03-2027',
        students: nurseryA,
      },
      {
        key: 'playgroupB',
        schoolId: sunbeam,
        name: 'Playgroup B',
        ageRange: '2-3 years',
        color: '#40c057',
        academicYear: '01-06-2026 - 31-03-2027',
        students: playgroupB,
      },
      {
        key: 'butterflies',
        schoolId: sunbeam,
        name: 'Butterflies Kindergarten With A Very Long Class Name',
        ageRange: '4-5 years',
        color: '#7950f2',
        academicYear: '01-06-2026 - 31-03-2027',
        students: butterflies,
      },
      {
        key: 'sprouts',
        schoolId: maple,
        name: 'Sprouts',
        ageRange: '3-4 years',
        color: '#228be6',
        academicYear: '-',
        students: mapleSprouts,
      },
    ].map((c) => ({ ...c, id: newObjectId() }));
    await tx.insert(t.classes).values(
      classRows.map((c) => ({
        id: c.id,
        schoolId: c.schoolId,
        name: c.name,
        academicYear: c.academicYear,
        ageRange: c.ageRange,
        classDays: weekdays,
        // Decision 049: Sunbeam (Bengaluru) plans against the NCF, Maple Kids against the EYFS.
        curriculum: c.schoolId === sunbeam ? 'NCF Foundational Stage 2022' : 'Early Years Foundation Stage',
        classCurriculum: c.schoolId === sunbeam ? 'ncf_fs_2022' : 'eyfs_2024',
        startTime: '09:00 AM',
        endTime: '12:30 PM',
        color: c.color,
      })),
    );

    const childIds = new Map<string, string>();
    for (const c of classRows) {
      const rows = c.students.map((fullName) => ({
        id: newObjectId(),
        schoolId: c.schoolId,
        ...splitName(fullName),
        photoConsent: true,
      }));
      await tx.insert(t.children).values(rows);
      const enrolments = rows.map((child) => ({ schoolId: c.schoolId, classId: c.id, childId: child.id }));
      await tx.insert(t.classEnrollments).values(enrolments);
      await tx
        .insert(t.enrollmentPeriods)
        .values(enrolments.map((e) => ({ ...e, startDate: DEMO_TERM_START })));
      for (const child of rows) childIds.set(`${child.firstName} ${child.lastName}`, child.id);
    }
    const classId = (key: string) => classRows.find((c) => c.key === key)!.id;
    const childId = (name: string) => childIds.get(name)!;

    const user = (
      phone: string,
      email: string,
      fullName: string,
      extra: Partial<typeof t.users.$inferInsert> = {},
    ) => ({
      id: newObjectId(),
      phone,
      email,
      ...splitName(fullName),
      ...extra,
    });
    const priya = user('9000000001', 'priya@sunbeam.test', 'Priya Nair');
    const farah = user('9000000002', 'farah@sunbeam.test', 'Farah Khan');
    const rahul = user('9000000003', 'rahul@family.test', 'Rahul Sharma', {
      currentChildId: childId('Aarav Sharma'),
    });
    const meera = user('9000000004', 'meera@sunbeam.test', 'Meera Iyer', {
      currentChildId: childId('Kabir Iyer'),
    });
    const sam = user('9000000005', 'sam@platform.test', 'Sam Platform');
    const anil = user('9000000006', 'anil@maplekids.test', 'Anil Kumar');
    await tx.insert(t.users).values([priya, farah, rahul, meera, sam, anil]);

    // Each school's roles (permissions/roles); a membership carries its role's switches.
    const role = (schoolId: string, name: string, permissions: RolePermissions) => ({
      id: newObjectId(),
      schoolId,
      name,
      permissions,
    });
    const teacher = role(sunbeam, 'Teacher', memberPermissions());
    const office = role(sunbeam, 'Administrator', adminPermissions({ superAdmin: false }));
    const platform = role(sunbeam, 'Platform admin', adminPermissions({ superAdmin: true }));
    const mapleOffice = role(maple, 'Administrator', adminPermissions({ superAdmin: false }));
    await tx.insert(t.schoolRoles).values([teacher, office, platform, mapleOffice]);
    const member = (
      schoolId: string,
      userId: string,
      isAdmin: boolean,
      withRole: { id: string; permissions: RolePermissions },
    ) => ({ schoolId, userId, isAdmin, roleId: withRole.id, rolePermissions: withRole.permissions });
    await tx
      .insert(t.staffMemberships)
      .values([
        member(sunbeam, priya.id, false, teacher),
        member(sunbeam, farah.id, true, office),
        member(sunbeam, meera.id, false, teacher),
        member(sunbeam, sam.id, true, platform),
        member(maple, anil.id, true, mapleOffice),
      ]);
    await tx.insert(t.classStaff).values([
      { schoolId: sunbeam, classId: classId('nurseryA'), userId: priya.id },
      { schoolId: sunbeam, classId: classId('playgroupB'), userId: priya.id },
      { schoolId: sunbeam, classId: classId('playgroupB'), userId: meera.id },
      { schoolId: maple, classId: classId('sprouts'), userId: anil.id },
    ]);
    await tx.insert(t.parentLinks).values([
      { schoolId: sunbeam, parentUserId: rahul.id, childId: childId('Aarav Sharma'), relation: 'father' },
      { schoolId: sunbeam, parentUserId: rahul.id, childId: childId('Anaya Sharma'), relation: 'father' },
      { schoolId: sunbeam, parentUserId: meera.id, childId: childId('Kabir Iyer'), relation: 'mother' },
    ]);
    await tx.insert(t.appMaintenance).values({ platform: 'web', status: false });
    const people = {
      schoolId: sunbeam,
      nurseryA: classId('nurseryA'),
      playgroupB: classId('playgroupB'),
      priya: priya.id,
      meera: meera.id,
      rahul: rahul.id,
      childId,
    };
    await seedDemoDay(tx, people, now);
    await seedDemoObservations(tx, people, now);
    await seedDemoStories(tx, people, now);
    await seedDemoResources(tx, people, now);
    await seedDemoPlanning(tx, people, now);
    const cycles = await seedDemoAssessment(tx, { ...people, farah: farah.id }, now);
    await seedDemoHpc(tx, { ...people, farah: farah.id }, cycles, now);
    return true;
  });
}
