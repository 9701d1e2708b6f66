import {
  dateOfBirthRule,
  emailRule,
  freeTextLimits,
  genderRule,
  optionalTextRule,
  personNameRule,
  phoneRule,
  yesNoRule,
  type StoredGender,
  type ImportRowProblem,
  type ImportRowStatus,
} from '@cue/contracts';
import type { ImportFileRow } from './import-file.js';
import { RowChecks, nameKey } from './row-checks.js';

/** The child fields an import writes (and an update may change). */
export interface ChildValues {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: StoredGender | null;
  allergies: string | null;
  medicalNotes: string | null;
  photoConsent: boolean;
}

export interface ExistingChild extends ChildValues {
  id: string;
  /** The classes of this school the child is in now. */
  classIds: string[];
}

export interface ExistingUser {
  id: string;
  phone: string | null;
  email: string | null;
}

/** What the school holds that a children file is matched against. */
export interface ChildrenContext {
  /** The school's today (YYYY-MM-DD): no date of birth after it. */
  today: string;
  classes: { id: string; name: string }[];
  children: ExistingChild[];
  /** Accounts whose phone or email appears in the file. */
  users: ExistingUser[];
  links: { id: string; childId: string; parentUserId: string; relation: string | null }[];
}

export interface GuardianPlan {
  phone: string;
  firstName: string;
  lastName: string;
  email: string | null;
  relation: string | null;
  /** The account with this phone, or null: one is created (once per phone in the file). */
  userId: string | null;
  /** The child's existing link to this account, if any. */
  link: { id: string; relation: string | null } | null;
}

export interface ChildRowPlan {
  line: number;
  label: string;
  status: ImportRowStatus;
  errors: ImportRowProblem[];
  /** Columns an update changes. */
  changes: string[];
  /** The matched child (same first name, last name and date of birth), or null for a new one. */
  existingId: string | null;
  values: ChildValues;
  /** The matched child's values before (an update). */
  before: ChildValues | null;
  classId: string;
  /** Classes the matched child leaves to join `classId`. */
  leavesClassIds: string[];
  guardians: GuardianPlan[];
}

const childKey = (first: string, last: string, dateOfBirth: string) =>
  `${nameKey(first)}|${nameKey(last)}|${dateOfBirth}`;

const comparedFields = [
  ['gender', 'gender'],
  ['allergies', 'allergies'],
  ['medical_notes', 'medicalNotes'],
  ['photo_consent', 'photoConsent'],
] as const;

/**
 * Decides, row by row, what a children file would do to the school: create a child, update the
 * child with the same name and date of birth, leave it unchanged, or skip the row with the
 * reasons. Pure: the preview and the commit (inside its transaction) run the same plan.
 */
export function planChildren(rows: ImportFileRow[], context: ChildrenContext): ChildRowPlan[] {
  const classes = new Map(context.classes.map((c) => [nameKey(c.name), c.id]));
  const existing = new Map(
    context.children.map((c) => [childKey(c.firstName, c.lastName, c.dateOfBirth), c]),
  );
  const userByPhone = new Map(context.users.flatMap((u) => (u.phone ? [[u.phone, u] as const] : [])));
  const userByEmail = new Map(context.users.flatMap((u) => (u.email ? [[u.email, u] as const] : [])));
  const linksOf = new Map<string, ChildrenContext['links']>();
  for (const link of context.links) linksOf.set(link.childId, [...(linksOf.get(link.childId) ?? []), link]);
  const seenChildren = new Map<string, number>();
  // A new account's email, by the phone that first claimed it in the file.
  const newEmails = new Map<string, string>();

  return rows.map(({ line, cells }) => {
    const checks = new RowChecks(cells);
    const firstName = checks.take('first_name', personNameRule);
    const lastName = checks.take('last_name', personNameRule);
    const dateOfBirth = checks.take('date_of_birth', (text) => dateOfBirthRule(text, context.today));
    const gender = checks.take('gender', genderRule);
    const photoConsent = checks.take('photo_consent', (text) => yesNoRule(text));
    const allergies = checks.take('allergies', (text) => optionalTextRule(text));
    const medicalNotes = checks.take('medical_notes', (text) => optionalTextRule(text));
    const className = checks.cell('class').trim();
    const classId = className === '' ? null : (classes.get(nameKey(className)) ?? null);
    if (className === '') checks.refuse('class', 'is missing');
    else if (!classId) checks.refuse('class', `unknown class "${className}"`);

    let match: ExistingChild | null = null;
    if (firstName && lastName && dateOfBirth) {
      const key = childKey(firstName, lastName, dateOfBirth);
      const earlier = seenChildren.get(key);
      if (earlier !== undefined) checks.refuse('row', `duplicate of row ${earlier}`);
      else seenChildren.set(key, line);
      match = existing.get(key) ?? null;
    }

    const guardians: GuardianPlan[] = [];
    for (const n of [1, 2] as const) {
      const column = (name: string) => `guardian${n}_${name}`;
      const given = ['first_name', 'last_name', 'phone', 'email', 'relation'].some(
        (name) => checks.cell(column(name)).trim() !== '',
      );
      if (!given) {
        if (n === 1) checks.refuse(column('phone'), 'is missing: every child needs a guardian');
        continue;
      }
      const guardianFirst = checks.take(column('first_name'), personNameRule);
      const guardianLast = checks.take(column('last_name'), (text) =>
        optionalTextRule(text, freeTextLimits.title),
      );
      const phone = checks.take(column('phone'), phoneRule);
      const email = checks.take(column('email'), emailRule);
      const relation = checks.take(column('relation'), (text) =>
        optionalTextRule(text, freeTextLimits.title),
      );
      if (!phone || guardianFirst === null) continue;
      if (guardians.some((g) => g.phone === phone)) {
        checks.refuse(column('phone'), 'is the same as guardian1_phone');
        continue;
      }
      const user = userByPhone.get(phone) ?? null;
      if (!user && email) {
        const owner = userByEmail.get(email);
        const claimedBy = newEmails.get(email);
        if ((owner && owner.phone !== phone) || (claimedBy && claimedBy !== phone)) {
          checks.refuse(column('email'), 'belongs to another person');
          continue;
        }
        newEmails.set(email, phone);
      }
      const link = match && (linksOf.get(match.id) ?? []).find((l) => user && l.parentUserId === user.id);
      guardians.push({
        phone,
        firstName: guardianFirst,
        lastName: guardianLast ?? '',
        email,
        relation,
        userId: user?.id ?? null,
        link: link ? { id: link.id, relation: link.relation } : null,
      });
    }

    const label =
      `${checks.cell('first_name').trim()} ${checks.cell('last_name').trim()}`.trim() || `Row ${line}`;
    const values: ChildValues = {
      firstName: firstName ?? '',
      lastName: lastName ?? '',
      dateOfBirth: dateOfBirth ?? '',
      gender: gender ?? null,
      allergies: allergies ?? null,
      medicalNotes: medicalNotes ?? null,
      photoConsent: photoConsent ?? false,
    };
    const plan: ChildRowPlan = {
      line,
      label,
      status: 'error',
      errors: checks.problems,
      changes: [],
      existingId: match?.id ?? null,
      values,
      before: null,
      classId: classId ?? '',
      leavesClassIds: [],
      guardians,
    };
    if (!checks.ok) return plan;
    if (!match) return { ...plan, status: 'create' };

    // An update changes only the columns the file has: a file without `allergies` keeps them.
    const changes: string[] = [];
    const kept: ChildValues = {
      firstName: match.firstName,
      lastName: match.lastName,
      dateOfBirth: match.dateOfBirth,
      gender: match.gender,
      allergies: match.allergies,
      medicalNotes: match.medicalNotes,
      photoConsent: match.photoConsent,
    };
    for (const [column, field] of comparedFields) {
      if (!(column in cells)) (values as unknown as Record<string, unknown>)[field] = match[field];
      else if (values[field] !== match[field]) changes.push(column);
    }
    const leavesClassIds = match.classIds.includes(classId!) ? [] : match.classIds;
    if (!match.classIds.includes(classId!)) changes.push('class');
    guardians.forEach((guardian, index) => {
      const column = `guardian${index + 1}`;
      if (!guardian.link) changes.push(column);
      else if (guardian.relation !== null && guardian.relation !== guardian.link.relation) {
        changes.push(`${column}_relation`);
      }
    });
    return {
      ...plan,
      status: changes.length > 0 ? 'update' : 'unchanged',
      changes,
      before: kept,
      leavesClassIds,
    };
  });
}
