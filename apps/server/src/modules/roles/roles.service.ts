import type { CreateSchoolRoleInput, SchoolRole, UpdateSchoolRoleInput } from '@cue/contracts';
import { AppError, badInput, forbidden, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newObjectId } from '../../lib/object-id.js';
import type { RealtimeHub } from '../../lib/realtime-hub.js';
import type { Actor } from '../auth/session.service.js';
import type { StaffAccess } from '../schools/schools.policy.js';
import type { SchoolsService } from '../schools/schools.service.js';
import {
  assertMayChangePlatformSwitches,
  grantsPlatformRights,
  isPlatformAdmin,
  lockedOut,
} from './roles.policy.js';
import { presentRole } from './roles.presenter.js';
import type { RoleRow, RolesRepository } from './roles.repository.js';

export interface RolesServiceDeps {
  repository: RolesRepository;
  schools: SchoolsService;
  hub: RealtimeHub;
  clock: Clock;
}

const roleNotFound = () => notFound('Role not found');

/** A role with platform rights is the platform's: a school admin may not reshape or archive it (403). */
function assertMayEditRole(access: StaffAccess, role: RoleRow): void {
  if (grantsPlatformRights(role.permissions) && !isPlatformAdmin(access)) {
    throw new AppError('FORBIDDEN', 'id: only a platform admin may change a role with platform rights', {
      field: 'id',
    });
  }
}

/**
 * permissions/roles: a school's roles and their switches. A role's permissions are copied onto
 * every membership holding it in the same transaction, so the next request of each member reads
 * the new rights; their open apps are told to refetch user_permissions/ (entity 'role').
 */
export class RolesService {
  constructor(private readonly deps: RolesServiceDeps) {}

  /** Roles are read by whoever manages roles or staff (the staff screen's role select). */
  async listRoles(actor: Actor): Promise<SchoolRole[]> {
    const access = await this.deps.schools.staffAccess(actor);
    const { admin_portal } = access.rolePermissions;
    if (!admin_portal.roles && !admin_portal.staff) throw forbidden();
    const rows = await this.deps.repository.listRoles(access.schoolId);
    return rows.map((row) => presentRole(row, row.memberCount));
  }

  async createRole(actor: Actor, input: CreateSchoolRoleInput): Promise<SchoolRole> {
    const { repository, schools, clock } = this.deps;
    const access = await schools.adminPortalAccess(actor, 'roles');
    assertMayChangePlatformSwitches(access, null, input.permissions);
    const now = clock.now();
    const row: RoleRow = {
      id: newObjectId(now),
      schoolId: access.schoolId,
      name: input.name,
      permissions: input.permissions,
      archivedAt: null,
      createdAt: now,
    };
    await repository.transaction(async (tx) => {
      if (await tx.nameTaken(access.schoolId, input.name, null)) {
        throw badInput('name', 'another role already has this name');
      }
      await tx.insertRole(row);
      await tx.audit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: access.userId,
        action: 'create_role',
        entity: 'role',
        entityId: row.id,
        details: { after: { name: row.name, permissions: row.permissions } },
      });
    });
    this.announce(access.schoolId, row.id);
    return presentRole(row, 0);
  }

  /** Rename and/or set the switches; holders' copies change in the same transaction. */
  async updateRole(actor: Actor, roleId: string, input: UpdateSchoolRoleInput): Promise<SchoolRole> {
    const { repository, schools, clock } = this.deps;
    const access = await schools.adminPortalAccess(actor, 'roles');
    const before = await this.activeRoleOf(access.schoolId, roleId);
    assertMayEditRole(access, before);
    if (input.permissions) assertMayChangePlatformSwitches(access, before.permissions, input.permissions);
    const now = clock.now();
    const after: RoleRow = {
      ...before,
      name: input.name ?? before.name,
      permissions: input.permissions ?? before.permissions,
    };
    await repository.transaction(async (tx) => {
      await tx.lockStaffing(access.schoolId);
      if (input.name !== undefined && (await tx.nameTaken(access.schoolId, input.name, roleId))) {
        throw badInput('name', 'another role already has this name');
      }
      await tx.updateRole(roleId, { name: after.name, permissions: after.permissions });
      const userIds = input.permissions ? await tx.copyPermissionsToHolders(roleId, after.permissions) : [];
      if (input.permissions && (await tx.countActiveRoleManagers(access.schoolId)) === 0) {
        throw lockedOut('permissions.admin_portal.roles');
      }
      await tx.audit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: access.userId,
        action: 'update_role',
        entity: 'role',
        entityId: roleId,
        details: {
          before: { name: before.name, permissions: before.permissions },
          after: { name: after.name, permissions: after.permissions },
          members_updated: userIds.length,
        },
      });
    });
    this.announce(access.schoolId, roleId);
    return presentRole(after, await repository.countHolders(roleId));
  }

  /** Archive a role nobody holds (members are moved to another role first). */
  async archiveRole(actor: Actor, roleId: string): Promise<{ _id: string; archived: true }> {
    const { repository, schools, clock } = this.deps;
    const access = await schools.adminPortalAccess(actor, 'roles');
    const role = await this.activeRoleOf(access.schoolId, roleId);
    assertMayEditRole(access, role);
    const now = clock.now();
    await repository.transaction(async (tx) => {
      await tx.lockStaffing(access.schoolId);
      const holders = await tx.countHolders(roleId);
      if (holders > 0) {
        const people = holders === 1 ? '1 staff member holds it' : `${holders} staff members hold it`;
        throw badInput('id', `${role.name}: ${people}; give them another role first`);
      }
      await tx.archiveRole(roleId, now);
      await tx.audit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: access.userId,
        action: 'archive_role',
        entity: 'role',
        entityId: roleId,
        details: { before: { name: role.name } },
      });
    });
    this.announce(access.schoolId, roleId);
    return { _id: roleId, archived: true };
  }

  /** A role of the actor's school that is not archived; 404 otherwise (other schools included). */
  private async activeRoleOf(schoolId: string, roleId: string): Promise<RoleRow> {
    const role = await this.deps.repository.findRole(roleId);
    if (!role || role.schoolId !== schoolId || role.archivedAt) throw roleNotFound();
    return role;
  }

  /** Open role screens refresh; members' apps refetch their permissions (web: entity 'role'). */
  private announce(schoolId: string, roleId: string): void {
    this.deps.hub.recordsChanged({
      entity: 'role',
      ids: [roleId],
      schoolId,
      classIds: [],
      audience: 'staff',
    });
  }
}
