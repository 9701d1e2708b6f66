import {
  IMPORT_LIST_SEPARATOR,
  emailRule,
  personNameRule,
  phoneRule,
  yesNoRule,
  type ImportRowProblem,
  type ImportRowStatus,
  type RolePermissions,
} from '@cue/contracts';
import { grantsPlatformRights, isPlatformAdmin, switchBeyond } from '../roles/roles.policy.js';
import type { StaffAccess } from '../schools/schools.policy.js';
import type { ExistingUser } from './children-plan.js';
import type { ImportFileRow } from './import-file.js';
import { RowChecks, nameKey } from './row-checks.js';

export interface MembershipValues {
  isAdmin: boolean;
  roleId: string | null;
  rolePermissions: RolePermissions;
}

/** What the school holds that a staff file is matched against. */
export interface StaffContext {
  classes: { id: string; name: string }[];
  roles: { id: string; name: string; permissions: RolePermissions }[];
  /** Accounts whose phone or email appears in the file. */
  users: ExistingUser[];
  /** Those accounts' memberships of this school, deactivated ones too. */
  memberships: (MembershipValues & { id: string; userId: string; deactivated: boolean })[];
  /** Those accounts' classes at this school. */
  classStaff: { userId: string; classId: string }[];
}

export interface StaffRowPlan {
  line: number;
  label: string;
  status: ImportRowStatus;
  errors: ImportRowProblem[];
  changes: string[];
  phone: string;
  firstName: string;
  lastName: string;
  email: string | null;
  /** The account with this phone, or null: one is created. */
  userId: string | null;
  /** The account's membership of this school, or null: one is created. */
  membershipId: string | null;
  values: MembershipValues;
  before: MembershipValues | null;
  /** Classes the member starts teaching (an import never takes a teacher off a class). */
  addClassIds: string[];
}

/**
 * Decides, row by row, what a staff file would do: invite a new member (and their account),
 * update a member with the same phone (role, admin flag, more classes), leave them unchanged, or
 * skip the row with the reasons. Pure, like planChildren. The file follows the staff screen's
 * rules for `actor`: no platform rights given or taken but by a platform admin, no role beyond the
 * actor's own switches without the roles page, no Admin flag given but by an admin.
 */
export function planStaff(rows: ImportFileRow[], context: StaffContext, actor: StaffAccess): StaffRowPlan[] {
  const classes = new Map(context.classes.map((c) => [nameKey(c.name), c.id]));
  const roles = new Map(context.roles.map((r) => [nameKey(r.name), r]));
  const userByPhone = new Map(context.users.flatMap((u) => (u.phone ? [[u.phone, u] as const] : [])));
  const userByEmail = new Map(context.users.flatMap((u) => (u.email ? [[u.email, u] as const] : [])));
  const membershipOf = new Map(context.memberships.map((m) => [m.userId, m]));
  const seenPhones = new Map<string, number>();
  const newEmails = new Map<string, number>();

  return rows.map(({ line, cells }) => {
    const checks = new RowChecks(cells);
    const firstName = checks.take('first_name', personNameRule);
    const lastName = checks.take('last_name', personNameRule);
    const phone = checks.take('phone', phoneRule);
    const email = checks.take('email', emailRule);
    const isAdmin = checks.take('admin', (text) => yesNoRule(text));
    const roleName = checks.cell('role').trim();
    const role = roleName === '' ? null : (roles.get(nameKey(roleName)) ?? null);
    if (roleName === '') checks.refuse('role', 'is missing');
    else if (!role) checks.refuse('role', `unknown role "${roleName}"`);
    const classIds: string[] = [];
    for (const name of checks.cell('classes').split(IMPORT_LIST_SEPARATOR)) {
      if (name.trim() === '') continue;
      const classId = classes.get(nameKey(name));
      if (classId) classIds.push(classId);
      else checks.refuse('classes', `unknown class "${name.trim()}"`);
    }

    const user = phone ? (userByPhone.get(phone) ?? null) : null;
    if (phone) {
      const earlier = seenPhones.get(phone);
      if (earlier !== undefined) checks.refuse('phone', `duplicate of row ${earlier}`);
      else seenPhones.set(phone, line);
    }
    if (phone && !user && email) {
      const owner = userByEmail.get(email);
      const earlier = newEmails.get(email);
      if (owner && owner.phone !== phone) checks.refuse('email', 'belongs to another person');
      else if (earlier !== undefined) checks.refuse('email', `is also on row ${earlier}`);
      else newEmails.set(email, line);
    }
    const membership = user ? membershipOf.get(user.id) : undefined;
    if (membership?.deactivated) {
      checks.refuse('phone', 'belongs to a deactivated member: reactivate them on the staff screen');
    }
    refuseEscalation(checks, actor, {
      role: role && role.id !== membership?.roleId ? role : null,
      membership: membership ?? null,
      makesAdmin: isAdmin === true && 'admin' in cells && !membership?.isAdmin,
      changesAdmin: 'admin' in cells && isAdmin !== undefined && isAdmin !== membership?.isAdmin,
    });

    const values: MembershipValues = {
      isAdmin: isAdmin ?? false,
      roleId: role?.id ?? null,
      rolePermissions: role?.permissions as RolePermissions,
    };
    const label =
      `${checks.cell('first_name').trim()} ${checks.cell('last_name').trim()}`.trim() || `Row ${line}`;
    const teaches = new Set(
      context.classStaff.filter((c) => user && c.userId === user.id).map((c) => c.classId),
    );
    const addClassIds = [...new Set(classIds)].filter((id) => !teaches.has(id));
    const plan: StaffRowPlan = {
      line,
      label,
      status: 'error',
      errors: checks.problems,
      changes: [],
      phone: phone ?? '',
      firstName: firstName ?? '',
      lastName: lastName ?? '',
      email,
      userId: user?.id ?? null,
      membershipId: membership?.id ?? null,
      values,
      before: null,
      addClassIds,
    };
    if (!checks.ok) return plan;
    if (!membership) return { ...plan, status: 'create' };

    const changes: string[] = [];
    // A file without an `admin` column keeps the member's flag.
    if (!('admin' in cells)) values.isAdmin = membership.isAdmin;
    else if (values.isAdmin !== membership.isAdmin) changes.push('admin');
    if (values.roleId !== membership.roleId) changes.push('role');
    if (addClassIds.length > 0) changes.push('classes');
    const before: MembershipValues = {
      isAdmin: membership.isAdmin,
      roleId: membership.roleId,
      rolePermissions: membership.rolePermissions,
    };
    return { ...plan, status: changes.length > 0 ? 'update' : 'unchanged', changes, before };
  });
}

/** The staff screen's escalation rules (staff.service), as row errors of the file. */
function refuseEscalation(
  checks: RowChecks,
  actor: StaffAccess,
  row: {
    /** The role the row gives, when it differs from the member's. */
    role: { permissions: RolePermissions } | null;
    membership: MembershipValues | null;
    makesAdmin: boolean;
    changesAdmin: boolean;
  },
): void {
  const platformMember = row.membership !== null && grantsPlatformRights(row.membership.rolePermissions);
  if (!isPlatformAdmin(actor)) {
    if (row.role && grantsPlatformRights(row.role.permissions)) {
      checks.refuse('role', 'only a platform admin may give platform rights');
    } else if (platformMember && (row.role || row.changesAdmin)) {
      checks.refuse('role', "only a platform admin may change a platform admin's membership");
    }
  }
  const beyond =
    row.role && !actor.rolePermissions.admin_portal.roles
      ? switchBeyond(actor.rolePermissions, row.role.permissions)
      : null;
  if (beyond) checks.refuse('role', `this role has a switch you do not have (${beyond})`);
  if (row.makesAdmin && !actor.isAdmin) checks.refuse('admin', 'only an admin may make someone an admin');
}
