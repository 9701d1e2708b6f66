import {
  uniformSchoolPermissions,
  type CreatedSchool,
  type CreateOrganizationInput,
  type CreatePlatformSchoolInput,
  type FirstRunInput,
  type FirstRunLinkStatus,
  type NewSchoolFields,
} from '@cue/contracts';
import { AppError, badInput, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { RealtimeHub } from '../../lib/realtime-hub.js';
import type { Actor } from '../auth/session.service.js';
import type { SchoolsService } from '../schools/schools.service.js';
import { defaultSchoolRoles, platformAdminRole, ADMINISTRATOR_ROLE } from './default-roles.js';
import { hashFirstRunToken, type SetupLinkFile } from './first-run-link.js';
import type { PlatformRepository } from './platform.repository.js';
import { presentCreatedSchool } from './platform.presenter.js';

export interface PlatformServiceDeps {
  repository: PlatformRepository;
  schools: SchoolsService;
  clock: Clock;
  setupLink: SetupLinkFile;
  /** Absent in the setup command: nobody is connected to a school that does not exist yet. */
  hub?: RealtimeHub;
}

/** The organization, school and first admin of a first run (link or setup command). */
export type FirstSchoolInput = Omit<FirstRunInput, 'token'>;

/** What the setup command did. */
export type CommandLineSetup =
  | { outcome: 'created'; created: CreatedSchool }
  | { outcome: 'unchanged' }
  | { outcome: 'refused'; schools: number };

const linkInvalid = () => notFound('This setup link is not valid');
const linkUsed = () => new AppError('GONE', 'This setup link has already been used');
const alreadySetUp = () => new AppError('GONE', 'This install already has a school: sign in instead');

/**
 * Where schools come from (decision 032): the first run of an empty install (its one-time link or
 * the setup command) and platform admins adding organizations and schools. Every path creates a
 * school through createSchoolWithAdmin, in one transaction with its audit rows.
 */
export class PlatformService {
  constructor(private readonly deps: PlatformServiceDeps) {}

  /** first_run/check/: whether a setup link can still set up the school. */
  async checkFirstRunLink(token: string): Promise<FirstRunLinkStatus> {
    const row = await this.deps.repository.findFirstRunToken(hashFirstRunToken(token));
    if (!row) return 'invalid';
    return row.usedAt ? 'used' : 'ready';
  }

  /**
   * The first school of an empty install, through its setup link or the setup command: the
   * organization, the school and its first admin, who gets the Platform admin role (they may add
   * more schools). Every unused setup link dies with it, and the link file goes.
   */
  async setUpFirstSchool(input: FirstSchoolInput, via: { token: string } | { commandLine: true }) {
    const at = this.deps.clock.now();
    const created = await this.deps.repository.transaction(async (tx) => {
      if ('token' in via) {
        const tokenHash = hashFirstRunToken(via.token);
        const row = await tx.findFirstRunToken(tokenHash);
        if (!row) throw linkInvalid();
        if (row.usedAt) throw linkUsed();
        if ((await tx.countSchools()) > 0) throw alreadySetUp();
        // A concurrent request with the same link may have won since the read above.
        if (!(await tx.useFirstRunToken(tokenHash, at))) throw linkUsed();
      } else if ((await tx.countSchools()) > 0) {
        throw alreadySetUp();
      }
      await tx.killFirstRunTokens(at);
      const organizationId = await tx.insertOrganization(input.organization_name, at);
      await tx.audit({
        schoolId: null,
        actorUserId: null,
        action: 'create_organization',
        entity: 'organization',
        entityId: organizationId,
        details: { after: { name: input.organization_name }, via: 'token' in via ? 'setup_link' : 'cli' },
        at,
      });
      const result = await this.createSchoolWithAdmin(tx, {
        organization: { id: organizationId, name: input.organization_name },
        fields: input,
        platformAdmin: true,
        actorUserId: null,
        at,
      });
      await tx.audit({
        schoolId: result.school._id,
        actorUserId: null,
        action: 'complete_first_run',
        entity: 'school',
        entityId: result.school._id,
        details: { via: 'token' in via ? 'setup_link' : 'cli' },
        at,
      });
      return result;
    });
    await this.deps.setupLink.remove();
    return created;
  }

  /**
   * The setup command: nothing to do when the school exists in the organization with that admin;
   * the first school of an empty install; with `add`, another school (and its organization when
   * new) on an install that has schools; refused otherwise.
   */
  async setUpFromCommandLine(input: FirstSchoolInput, options: { add: boolean }): Promise<CommandLineSetup> {
    const { repository } = this.deps;
    const organization = await repository.findOrganizationByName(input.organization_name);
    const school = organization && (await repository.findSchoolByName(organization.id, input.school_name));
    const admin = await repository.findUserByPhone(input.admin_phone);
    if (school && admin && (await repository.isSchoolAdmin(school.id, admin.id))) {
      return { outcome: 'unchanged' };
    }
    const schools = await repository.countSchools();
    if (schools === 0) {
      return { outcome: 'created', created: await this.setUpFirstSchool(input, { commandLine: true }) };
    }
    if (!options.add) return { outcome: 'refused', schools };
    const at = this.deps.clock.now();
    const created = await repository.transaction(async (tx) => {
      await tx.killFirstRunTokens(at);
      const existing = await tx.findOrganizationByName(input.organization_name);
      const target = existing ?? {
        id: await tx.insertOrganization(input.organization_name, at),
        name: input.organization_name,
      };
      if (!existing) {
        await tx.audit({
          schoolId: null,
          actorUserId: null,
          action: 'create_organization',
          entity: 'organization',
          entityId: target.id,
          details: { after: { name: target.name }, via: 'cli' },
          at,
        });
      }
      return this.createSchoolWithAdmin(tx, {
        organization: target,
        fields: input,
        platformAdmin: false,
        actorUserId: null,
        at,
      });
    });
    await this.deps.setupLink.remove();
    return { outcome: 'created', created };
  }

  /** POST super_admin/organizations/: a new organization (school group), for platform admins. */
  async createOrganization(actor: Actor, input: CreateOrganizationInput) {
    const access = await this.deps.schools.platformAdminAccess(actor);
    const at = this.deps.clock.now();
    const id = await this.deps.repository.transaction(async (tx) => {
      if (await tx.findOrganizationByName(input.name)) {
        throw badInput('name', 'an organization of this name already exists');
      }
      const organizationId = await tx.insertOrganization(input.name, at);
      await tx.audit({
        schoolId: null,
        actorUserId: access.userId,
        action: 'create_organization',
        entity: 'organization',
        entityId: organizationId,
        details: { after: { name: input.name } },
        at,
      });
      return organizationId;
    });
    this.announce(access.schoolId, id);
    return { _id: id, name: input.name };
  }

  /** POST super_admin/schools/: a school of an organization with its first admin, for platform admins. */
  async createSchool(actor: Actor, input: CreatePlatformSchoolInput): Promise<CreatedSchool> {
    const access = await this.deps.schools.platformAdminAccess(actor);
    const at = this.deps.clock.now();
    const created = await this.deps.repository.transaction(async (tx) => {
      const organization = await tx.findOrganization(input.organization_id);
      if (!organization) throw notFound('Organization not found');
      return this.createSchoolWithAdmin(tx, {
        organization,
        fields: input,
        platformAdmin: false,
        actorUserId: access.userId,
        at,
      });
    });
    this.announce(access.schoolId, created.school._id);
    return created;
  }

  /**
   * A school with its settings (every module on), its default roles and its first admin (a new
   * account, or the existing one with that phone: one person, one account), audited. Runs in the
   * caller's transaction.
   */
  private async createSchoolWithAdmin(
    tx: PlatformRepository,
    args: {
      organization: { id: string; name: string };
      fields: NewSchoolFields;
      platformAdmin: boolean;
      actorUserId: string | null;
      at: Date;
    },
  ): Promise<CreatedSchool> {
    const { organization, fields, at, actorUserId } = args;
    if (await tx.findSchoolByName(organization.id, fields.school_name)) {
      throw badInput('school_name', 'a school of this name already exists in this organization');
    }
    let admin = await tx.findUserByPhone(fields.admin_phone);
    if (fields.admin_email) {
      const emailOwner = await tx.findUserIdByEmail(fields.admin_email);
      if (emailOwner && emailOwner !== admin?.id) {
        throw badInput('admin_email', 'this email belongs to another person');
      }
    }

    const schoolId = await tx.insertSchool(
      {
        organizationId: organization.id,
        name: fields.school_name,
        timeZone: fields.time_zone,
        editorDirection: fields.editor_direction,
        at,
      },
      // Every module on, as in the demo school: modules not built yet show as coming, and the
      // school turns off what it does not use in permissions/settings (decision 032).
      uniformSchoolPermissions(true),
    );
    const audit = (action: string, entity: string, entityId: string, details: Record<string, unknown>) =>
      tx.audit({ schoolId, actorUserId, action, entity, entityId, details, at });
    await audit('create_school', 'school', schoolId, {
      after: {
        name: fields.school_name,
        organization_id: organization.id,
        time_zone: fields.time_zone,
        editor_direction: fields.editor_direction,
      },
    });

    const roles = [...defaultSchoolRoles(), ...(args.platformAdmin ? [platformAdminRole()] : [])];
    const roleIds = new Map<string, string>();
    for (const role of roles) {
      const id = await tx.insertRole(schoolId, role.name, role.permissions, at);
      roleIds.set(role.name, id);
      await audit('create_role', 'role', id, { after: { name: role.name } });
    }

    if (admin) {
      if (fields.admin_email && !admin.email) await tx.setUserEmail(admin.id, fields.admin_email);
    } else {
      const user = {
        firstName: fields.admin_first_name,
        lastName: fields.admin_last_name,
        phone: fields.admin_phone,
        email: fields.admin_email,
      };
      admin = { id: await tx.insertUser(user, at), ...user };
      // Names only: the phone and email are named as fields, never written to the audit log.
      await audit('create_user', 'user', admin.id, {
        after: { first_name: user.firstName, last_name: user.lastName },
        fields: ['phone', ...(user.email ? ['email'] : [])],
      });
    }
    const adminRole = roles.find(
      (r) => r.name === (args.platformAdmin ? platformAdminRole().name : ADMINISTRATOR_ROLE),
    )!;
    const membershipId = await tx.insertAdminMembership(
      {
        schoolId,
        userId: admin.id,
        roleId: roleIds.get(adminRole.name)!,
        rolePermissions: adminRole.permissions,
      },
      at,
    );
    await audit('add_staff', 'staff', membershipId, {
      after: { user_id: admin.id, is_admin: true, role: adminRole.name },
    });
    return presentCreatedSchool({
      organization,
      school: { id: schoolId, name: fields.school_name },
      admin,
    });
  }

  /** Tells the platform admin's other screens that the organizations list changed. */
  private announce(actorSchoolId: string, id: string): void {
    this.deps.hub?.recordsChanged({
      entity: 'school',
      ids: [id],
      schoolId: actorSchoolId,
      classIds: [],
      audience: 'staff',
    });
  }
}
