import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { RolePermissions, SchoolPermissions } from '@cue/contracts';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import {
  firstRunTokens,
  organizations,
  schoolRoles,
  schoolSettings,
  schools,
  staffMemberships,
  users,
} from '../../db/schema/index.js';
import { newObjectId } from '../../lib/object-id.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';

export interface NewSchoolRow {
  organizationId: string;
  name: string;
  timeZone: string;
  editorDirection: 'l2r' | 'r2l';
  at: Date;
}

export class PlatformRepository extends Repository<PlatformRepository> {
  protected bind(db: Database) {
    return new PlatformRepository(db);
  }

  async countSchools(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(schools);
    return row?.n ?? 0;
  }

  // --- First-run tokens (only their SHA-256 hashes are stored).

  async insertFirstRunToken(tokenHash: string, at: Date): Promise<void> {
    await this.db.insert(firstRunTokens).values({ tokenHash, createdAt: at });
  }

  async findFirstRunToken(tokenHash: string) {
    const [row] = await this.db
      .select({ id: firstRunTokens.id, usedAt: firstRunTokens.usedAt })
      .from(firstRunTokens)
      .where(eq(firstRunTokens.tokenHash, tokenHash));
    return row ?? null;
  }

  /** Marks an unused token used; false when there is none (unknown, or used by a concurrent request). */
  async useFirstRunToken(tokenHash: string, at: Date): Promise<boolean> {
    const used = await this.db
      .update(firstRunTokens)
      .set({ usedAt: at })
      .where(and(eq(firstRunTokens.tokenHash, tokenHash), isNull(firstRunTokens.usedAt)))
      .returning({ id: firstRunTokens.id });
    return used.length > 0;
  }

  /** Kills every unused token (a new link replaces them, or the school was set up another way). */
  async killFirstRunTokens(at: Date): Promise<number> {
    const killed = await this.db
      .update(firstRunTokens)
      .set({ usedAt: at })
      .where(isNull(firstRunTokens.usedAt))
      .returning({ id: firstRunTokens.id });
    return killed.length;
  }

  // --- Organizations and schools.

  async findOrganization(id: string) {
    const [row] = await this.db
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, id));
    return row ?? null;
  }

  async findOrganizationByName(name: string) {
    const [row] = await this.db
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(sql`lower(${organizations.name}) = lower(${name})`)
      .limit(1);
    return row ?? null;
  }

  async insertOrganization(name: string, at: Date): Promise<string> {
    const id = newObjectId(at);
    await this.db.insert(organizations).values({ id, name, createdAt: at });
    return id;
  }

  async findSchoolByName(organizationId: string, name: string) {
    const [row] = await this.db
      .select({ id: schools.id, name: schools.name })
      .from(schools)
      .where(and(eq(schools.organizationId, organizationId), sql`lower(${schools.name}) = lower(${name})`))
      .limit(1);
    return row ?? null;
  }

  async insertSchool(row: NewSchoolRow, modules: SchoolPermissions): Promise<string> {
    const id = newObjectId(row.at);
    await this.db.insert(schools).values({
      id,
      organizationId: row.organizationId,
      name: row.name,
      timeZone: row.timeZone,
      editorDirection: row.editorDirection,
      createdAt: row.at,
    });
    await this.db
      .insert(schoolSettings)
      .values({ schoolId: id, schoolPermissions: modules, createdAt: row.at });
    return id;
  }

  async insertRole(schoolId: string, name: string, permissions: RolePermissions, at: Date): Promise<string> {
    const id = newObjectId(at);
    await this.db.insert(schoolRoles).values({ id, schoolId, name, permissions, createdAt: at });
    return id;
  }

  // --- People.

  async findUserByPhone(phone: string) {
    const [row] = await this.db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(and(eq(users.phone, phone), isNull(users.deletedAt)));
    return row ?? null;
  }

  async findUserIdByEmail(email: string): Promise<string | null> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1);
    return row?.id ?? null;
  }

  async insertUser(
    user: { firstName: string; lastName: string; phone: string; email: string | null },
    at: Date,
  ): Promise<string> {
    const id = newObjectId(at);
    await this.db.insert(users).values({ id, ...user, createdAt: at });
    return id;
  }

  async setUserEmail(userId: string, email: string): Promise<void> {
    await this.db.update(users).set({ email }).where(eq(users.id, userId));
  }

  async insertAdminMembership(
    membership: { schoolId: string; userId: string; roleId: string; rolePermissions: RolePermissions },
    at: Date,
  ): Promise<string> {
    const id = newObjectId(at);
    await this.db.insert(staffMemberships).values({ id, ...membership, isAdmin: true, createdAt: at });
    return id;
  }

  /** Whether the person is an admin of the school (the setup command's "nothing to do"). */
  async isSchoolAdmin(schoolId: string, userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: staffMemberships.id })
      .from(staffMemberships)
      .where(
        and(
          eq(staffMemberships.schoolId, schoolId),
          eq(staffMemberships.userId, userId),
          eq(staffMemberships.isAdmin, true),
          isNull(staffMemberships.deactivatedAt),
        ),
      );
    return row !== undefined;
  }

  /** The audit row, in the same transaction as the change it records. */
  async audit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }
}
