import {
  IMPORT_LIST_SEPARATOR,
  childImportColumns,
  staffImportColumns,
  type ImportKind,
} from '@cue/contracts';
import { toCsv as csvFile } from '../../lib/csv.js';
import type { ImportsRepository } from './imports.repository.js';

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/**
 * A CSV of the import's own columns, so an export can be edited and imported back; written by the
 * one CSV writer (lib/csv.ts: UTF-8 with BOM, formula-safe cells).
 */
function toCsv(columns: readonly string[], rows: Record<string, string>[]): string {
  return csvFile([[...columns], ...rows.map((row) => columns.map((c) => row[c] ?? ''))]);
}

const groupBy = <T extends { [K in P]: string }, P extends keyof T>(rows: T[], key: P) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row[key], [...(groups.get(row[key]) ?? []), row]);
  return groups;
};

export async function exportCsv(repository: ImportsRepository, kind: ImportKind, schoolId: string) {
  return kind === 'children' ? exportChildren(repository, schoolId) : exportStaff(repository, schoolId);
}

async function exportChildren(repository: ImportsRepository, schoolId: string): Promise<string> {
  const data = await repository.childrenForExport(schoolId);
  const classesOf = groupBy(data.classes, 'childId');
  const guardiansOf = groupBy(data.guardians, 'childId');
  const rows = data.children.map((child) => {
    const row: Record<string, string> = {
      first_name: child.firstName,
      last_name: child.lastName,
      date_of_birth: child.dateOfBirth ?? '',
      gender: child.gender ?? '',
      // The class a child is in now (the first, when in several).
      class: classesOf.get(child.id)?.[0]?.name ?? '',
      photo_consent: yesNo(child.photoConsent),
      allergies: child.allergies ?? '',
      medical_notes: child.medicalNotes ?? '',
    };
    (guardiansOf.get(child.id) ?? []).slice(0, 2).forEach((guardian, index) => {
      const prefix = `guardian${index + 1}_`;
      row[`${prefix}first_name`] = guardian.firstName;
      row[`${prefix}last_name`] = guardian.lastName;
      row[`${prefix}phone`] = guardian.phone ?? '';
      row[`${prefix}email`] = guardian.email ?? '';
      row[`${prefix}relation`] = guardian.relation ?? '';
    });
    return row;
  });
  return toCsv(childImportColumns, rows);
}

async function exportStaff(repository: ImportsRepository, schoolId: string): Promise<string> {
  const data = await repository.staffForExport(schoolId);
  const classesOf = groupBy(data.classes, 'userId');
  const rows = data.members.map((member) => ({
    first_name: member.firstName,
    last_name: member.lastName,
    phone: member.phone ?? '',
    email: member.email ?? '',
    role: member.role ?? '',
    admin: yesNo(member.isAdmin),
    classes: (classesOf.get(member.userId) ?? []).map((c) => c.name).join(`${IMPORT_LIST_SEPARATOR} `),
  }));
  return toCsv(staffImportColumns, rows);
}
