import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import { organizations, schools, staffMemberships } from '../../db/schema/index.js';

export class SchoolSwitchRepository extends Repository<SchoolSwitchRepository> {
  protected bind(db: Database) {
    return new SchoolSwitchRepository(db);
  }

  /** The schools a person works in, with their organization, oldest membership first. */
  async listStaffSchools(userId: string) {
    return this.db
      .select({
        schoolId: schools.id,
        schoolName: schools.name,
        organizationId: organizations.id,
        organizationName: organizations.name,
        isAdmin: staffMemberships.isAdmin,
      })
      .from(staffMemberships)
      .innerJoin(schools, eq(schools.id, staffMemberships.schoolId))
      .innerJoin(organizations, eq(organizations.id, schools.organizationId))
      .where(and(eq(staffMemberships.userId, userId), isNull(staffMemberships.deactivatedAt)))
      .orderBy(asc(staffMemberships.createdAt), asc(staffMemberships.id));
  }

  /** The schools of these organizations other than `exceptSchoolIds`, by name. */
  async listOtherSchoolsOf(organizationIds: string[], exceptSchoolIds: string[]) {
    if (organizationIds.length === 0) return [];
    return this.db
      .select({
        schoolId: schools.id,
        schoolName: schools.name,
        organizationId: organizations.id,
        organizationName: organizations.name,
      })
      .from(schools)
      .innerJoin(organizations, eq(organizations.id, schools.organizationId))
      .where(
        and(
          inArray(schools.organizationId, organizationIds),
          exceptSchoolIds.length > 0 ? notInArray(schools.id, exceptSchoolIds) : undefined,
        ),
      )
      .orderBy(asc(schools.name), asc(schools.id));
  }

  async isStaffMember(userId: string, schoolId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: staffMemberships.id })
      .from(staffMemberships)
      .where(
        and(
          eq(staffMemberships.userId, userId),
          eq(staffMemberships.schoolId, schoolId),
          // A school that deactivated the member is not one they can switch to.
          isNull(staffMemberships.deactivatedAt),
        ),
      );
    return row !== undefined;
  }

  /** Every organization with its schools, by name. */
  async listOrganizationsWithSchools() {
    return this.db
      .select({
        organizationId: organizations.id,
        organizationName: organizations.name,
        schoolId: schools.id,
        schoolName: schools.name,
      })
      .from(organizations)
      .leftJoin(schools, eq(schools.organizationId, organizations.id))
      .orderBy(asc(organizations.name), asc(organizations.id), asc(schools.name));
  }
}
