import type { InviteStaffInput, StaffMember, UpdateStaffInput } from '@cue/contracts';
import { AppError, badInput, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newObjectId } from '../../lib/object-id.js';
import type { RealtimeHub } from '../../lib/realtime-hub.js';
import type { Actor } from '../auth/session.service.js';
import { grantsPlatformRights, isPlatformAdmin, lockedOut, switchBeyond } from '../roles/roles.policy.js';
import type { StaffAccess } from '../schools/schools.policy.js';
import type { SchoolsService } from '../schools/schools.service.js';
import { presentStaffMember } from './staff.presenter.js';
import type { RoleRow, StaffRepository, StaffRow } from './staff.repository.js';

export interface StaffServiceDeps {
  repository: StaffRepository;
  schools: SchoolsService;
  hub: RealtimeHub;
  clock: Clock;
}

const memberNotFound = () => notFound('Staff member not found');

/** Only a platform admin moves someone into or out of platform rights (403 naming the field). */
function assertPlatformChangeAllowed(access: StaffAccess, field: string, platformRightsInvolved: boolean) {
  if (platformRightsInvolved && !isPlatformAdmin(access)) {
    throw new AppError('FORBIDDEN', `${field}: only a platform admin may give or take platform rights`, {
      field,
    });
  }
}

/** Without the roles switch, only a role within the giver's own rights may be given (403). */
function assertMayGiveRole(access: StaffAccess, role: RoleRow) {
  if (access.rolePermissions.admin_portal.roles) return;
  const beyond = switchBeyond(access.rolePermissions, role.permissions);
  if (beyond) {
    throw new AppError('FORBIDDEN', `role_id: this role has a switch you do not have (${beyond})`, {
      field: 'role_id',
    });
  }
}

/** Only an admin makes someone an admin: the flag shows every class of the school (403). */
function assertMayMakeAdmin(access: StaffAccess, makesAdmin: boolean) {
  if (makesAdmin && !access.isAdmin) {
    throw new AppError('FORBIDDEN', 'admin: only an admin may make someone an admin', { field: 'admin' });
  }
}

/**
 * /admin/school-setup/staff: invite by phone, edit name, email, Admin flag, role and classes,
 * deactivate (their sessions in this school end at once; what they recorded stays theirs) and
 * reactivate. Every change is audited in its transaction and announced after commit.
 */
export class StaffService {
  constructor(private readonly deps: StaffServiceDeps) {}

  async listStaff(actor: Actor): Promise<StaffMember[]> {
    const access = await this.deps.schools.adminPortalAccess(actor, 'staff');
    const rows = await this.deps.repository.listMembers(access.schoolId);
    const [taught, pictures] = await Promise.all([
      this.deps.repository.listClassesTaught(
        access.schoolId,
        rows.map((row) => row.userId),
      ),
      this.deps.schools.pictureLinks(rows.map((row) => row.profilePicture)),
    ]);
    return rows.map((row) => presentStaffMember(row, taught, pictures));
  }

  /** Invite by phone: a new person, or the person already known by that phone (a parent, say). */
  async inviteStaff(actor: Actor, input: InviteStaffInput): Promise<StaffMember> {
    const { repository, schools, clock } = this.deps;
    const access = await schools.adminPortalAccess(actor, 'staff');
    const role = await this.roleOf(access.schoolId, input.role_id);
    assertPlatformChangeAllowed(access, 'role_id', grantsPlatformRights(role.permissions));
    assertMayGiveRole(access, role);
    assertMayMakeAdmin(access, input.admin);
    await this.assertClassesOfSchool(access.schoolId, input.class_ids);
    const now = clock.now();
    const userId = await repository.transaction(async (tx) => {
      const existing = await tx.findUserByPhone(input.phone);
      if (existing && (await tx.hasMembership(existing.id, access.schoolId))) {
        throw badInput('phone', 'is already on the staff of this school');
      }
      const email = input.email ?? null;
      const emailOwner = email ? await tx.findUserByEmail(email) : null;
      if (emailOwner && emailOwner.id !== existing?.id) {
        throw badInput('email', 'is already used by another account');
      }
      const id = existing?.id ?? newObjectId(now);
      if (existing) {
        // Someone's own account keeps its name; an email is added only where there was none.
        if (email && !existing.email) await tx.updateUser(id, { email });
      } else {
        await tx.insertUser({
          id,
          firstName: input.first_name,
          lastName: input.last_name,
          phone: input.phone,
          email,
          activeSchoolId: access.schoolId,
          createdAt: now,
        });
      }
      await tx.insertMembership({
        schoolId: access.schoolId,
        userId: id,
        isAdmin: input.admin,
        roleId: role.id,
        rolePermissions: role.permissions,
        createdAt: now,
      });
      await tx.setClasses(id, access.schoolId, input.class_ids, now);
      await tx.audit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: access.userId,
        action: 'invite_staff',
        entity: 'staff',
        entityId: id,
        // Names, phone and email are personal: the audit says which were given, not their values.
        details: {
          after: { admin: input.admin, role_id: role.id, class_ids: input.class_ids },
          existing_user: existing !== null,
          fields: ['first_name', 'last_name', 'phone', ...(email ? ['email'] : [])],
        },
      });
      return id;
    });
    this.announce(access.schoolId, userId);
    return this.memberOf(access.schoolId, userId);
  }

  async updateStaff(actor: Actor, userId: string, input: UpdateStaffInput): Promise<StaffMember> {
    const { repository, schools, clock } = this.deps;
    const access = await schools.adminPortalAccess(actor, 'staff');
    const before = await this.findMember(access.schoolId, userId);
    // A platform admin's membership and account are changed by a platform admin only.
    if (grantsPlatformRights(before.rolePermissions) && !isPlatformAdmin(access)) {
      throw new AppError('FORBIDDEN', "id: only a platform admin may edit a platform admin's membership", {
        field: 'id',
      });
    }
    assertMayMakeAdmin(access, input.admin === true && !before.isAdmin);
    const role =
      input.role_id !== undefined && input.role_id !== before.roleId
        ? await this.roleOf(access.schoolId, input.role_id)
        : null;
    if (role) {
      assertPlatformChangeAllowed(
        access,
        'role_id',
        grantsPlatformRights(role.permissions) || grantsPlatformRights(before.rolePermissions),
      );
      assertMayGiveRole(access, role);
    }
    if (input.class_ids) await this.assertClassesOfSchool(access.schoolId, input.class_ids);
    const now = clock.now();
    await repository.transaction(async (tx) => {
      await tx.lockStaffing(access.schoolId);
      const email = input.email;
      if (email) {
        const owner = await tx.findUserByEmail(email);
        if (owner && owner.id !== userId) throw badInput('email', 'is already used by another account');
      }
      await tx.updateUser(userId, {
        ...(input.first_name !== undefined && { firstName: input.first_name }),
        ...(input.last_name !== undefined && { lastName: input.last_name }),
        ...(email !== undefined && { email }),
      });
      await tx.updateMembership(userId, access.schoolId, {
        ...(input.admin !== undefined && { isAdmin: input.admin }),
        ...(role && { roleId: role.id, rolePermissions: role.permissions }),
      });
      if (input.class_ids) await tx.setClasses(userId, access.schoolId, input.class_ids, now);
      if (role && (await tx.countActiveRoleManagers(access.schoolId)) === 0) throw lockedOut('role_id');
      const personal = (['first_name', 'last_name', 'email'] as const).filter((f) => input[f] !== undefined);
      await tx.audit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: access.userId,
        action: 'update_staff',
        entity: 'staff',
        entityId: userId,
        details: {
          before: { admin: before.isAdmin, role_id: before.roleId },
          after: {
            admin: input.admin ?? before.isAdmin,
            role_id: role?.id ?? before.roleId,
            ...(input.class_ids && { class_ids: input.class_ids }),
          },
          fields: personal,
        },
      });
    });
    this.announce(access.schoolId, userId);
    return this.memberOf(access.schoolId, userId);
  }

  /** Ends the member's access to this school at once: sessions, socket, sign-in as its staff. */
  async deactivateStaff(actor: Actor, userId: string): Promise<StaffMember> {
    const { repository, schools, clock, hub } = this.deps;
    const access = await schools.adminPortalAccess(actor, 'staff');
    const member = await this.findMember(access.schoolId, userId);
    if (userId === access.userId) throw badInput('id', 'you cannot deactivate yourself');
    assertPlatformChangeAllowed(access, 'id', grantsPlatformRights(member.rolePermissions));
    if (member.deactivatedAt) return this.memberOf(access.schoolId, userId);
    const now = clock.now();
    await repository.transaction(async (tx) => {
      await tx.lockStaffing(access.schoolId);
      await tx.updateMembership(userId, access.schoolId, { deactivatedAt: now });
      await tx.revokeSchoolSessions(userId, access.schoolId, now);
      if ((await tx.countActiveRoleManagers(access.schoolId)) === 0) throw lockedOut('id');
      await tx.audit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: access.userId,
        action: 'deactivate_staff',
        entity: 'staff',
        entityId: userId,
        details: { before: { status: 'active' }, after: { status: 'deactivated' } },
      });
    });
    hub.endStaffConnections(userId, access.schoolId);
    this.announce(access.schoolId, userId);
    return this.memberOf(access.schoolId, userId);
  }

  async reactivateStaff(actor: Actor, userId: string): Promise<StaffMember> {
    const { repository, schools, clock } = this.deps;
    const access = await schools.adminPortalAccess(actor, 'staff');
    const member = await this.findMember(access.schoolId, userId);
    assertPlatformChangeAllowed(access, 'id', grantsPlatformRights(member.rolePermissions));
    if (!member.deactivatedAt) return this.memberOf(access.schoolId, userId);
    const now = clock.now();
    await repository.transaction(async (tx) => {
      await tx.updateMembership(userId, access.schoolId, { deactivatedAt: null });
      await tx.audit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: access.userId,
        action: 'reactivate_staff',
        entity: 'staff',
        entityId: userId,
        details: { before: { status: 'deactivated' }, after: { status: 'active' } },
      });
    });
    this.announce(access.schoolId, userId);
    return this.memberOf(access.schoolId, userId);
  }

  /** A member of the school (active or not); 404 for anyone else, other schools' staff included. */
  private async findMember(schoolId: string, userId: string): Promise<StaffRow> {
    const member = await this.deps.repository.findMember(userId, schoolId);
    if (!member) throw memberNotFound();
    return member;
  }

  private async memberOf(schoolId: string, userId: string): Promise<StaffMember> {
    const row = await this.findMember(schoolId, userId);
    const [taught, pictures] = await Promise.all([
      this.deps.repository.listClassesTaught(schoolId, [userId]),
      this.deps.schools.pictureLinks([row.profilePicture]),
    ]);
    return presentStaffMember(row, taught, pictures);
  }

  /** An active role of the school, else 400 naming role_id. */
  private async roleOf(schoolId: string, roleId: string): Promise<RoleRow> {
    const role = await this.deps.repository.findRole(roleId);
    if (!role || role.schoolId !== schoolId || role.archivedAt) {
      throw badInput('role_id', 'is not a role of this school');
    }
    return role;
  }

  private async assertClassesOfSchool(schoolId: string, classIds: string[]): Promise<void> {
    const known = await this.deps.repository.findActiveClassIds(schoolId, classIds);
    const seen = new Set<string>();
    classIds.forEach((id, index) => {
      if (!known.has(id)) throw badInput(`class_ids.${index}`, 'is not a class of this school');
      if (seen.has(id)) throw badInput(`class_ids.${index}`, 'is repeated');
      seen.add(id);
    });
  }

  /** Open staff screens refresh; the member's own app refetches its permissions and classes. */
  private announce(schoolId: string, userId: string): void {
    this.deps.hub.recordsChanged({
      entity: 'staff',
      ids: [userId],
      schoolId,
      classIds: [],
      audience: 'staff',
    });
  }
}
