import { z } from 'zod';
import { IsoDateSchema } from './calendar.js';
import { ObjectIdSchema, resultOf } from './common.js';
import { freeTextLimits } from './free-text.js';
import { freeTextProblem } from './free-text-rule.js';
import { PHONE_COUNTRY_PREFIX, PHONE_LENGTH } from './limits.js';

/*
 * Bulk import and export of children with their guardians, and of staff (decision 036). The
 * column lists, the row rules a school-setup form applies to the same fields (names, phone,
 * date of birth, gender, yes/no), and the answers of the import endpoints.
 */

export const importKinds = ['children', 'staff'] as const;
export type ImportKind = (typeof importKinds)[number];
export const ImportKindSchema = z.enum(importKinds).describe('What the file holds: children or staff');

/** The most rows one file may hold (a school of 300 children fits many times over). */
export const IMPORT_MAX_ROWS = 5000;
/** The largest spreadsheet accepted, in bytes. */
export const IMPORT_MAX_FILE_BYTES = 5 * 1024 * 1024;
/** How long after its commit an import can still be undone. */
export const IMPORT_UNDO_HOURS = 24;

const guardianColumns = (n: 1 | 2) =>
  [
    `guardian${n}_first_name`,
    `guardian${n}_last_name`,
    `guardian${n}_phone`,
    `guardian${n}_email`,
    `guardian${n}_relation`,
  ] as const;

/** Columns of a children file, in template order; the header row is matched case- and space-insensitively. */
export const childImportColumns = [
  'first_name',
  'last_name',
  'date_of_birth',
  'gender',
  'class',
  'photo_consent',
  'allergies',
  'medical_notes',
  ...guardianColumns(1),
  ...guardianColumns(2),
] as const;

export const staffImportColumns = [
  'first_name',
  'last_name',
  'phone',
  'email',
  'role',
  'admin',
  'classes',
] as const;

export const importColumns: Record<ImportKind, readonly string[]> = {
  children: childImportColumns,
  staff: staffImportColumns,
};

/** Columns a file must have in its header row (the rest may be left out). */
export const requiredImportColumns: Record<ImportKind, readonly string[]> = {
  children: ['first_name', 'last_name', 'date_of_birth', 'class', 'guardian1_first_name', 'guardian1_phone'],
  staff: ['first_name', 'last_name', 'phone', 'role'],
};

/** Several classes in one cell of a staff file: 'Nursery A; Playgroup B'. */
export const IMPORT_LIST_SEPARATOR = ';';

/** A header cell as a column name: ' First Name ' -> 'first_name'. */
export function importColumnName(header: string): string {
  return header
    .replace(/^\ufeff/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** A rule's answer: the stored value, or why the text was refused (plain words, no field name). */
export type RuleResult<T> = { ok: true; value: T } | { ok: false; problem: string };
const ok = <T>(value: T): RuleResult<T> => ({ ok: true, value });
const refused = <T>(problem: string): RuleResult<T> => ({ ok: false, problem });

/** A person's first or last name: required, at most 200 characters, no control characters. */
export function personNameRule(text: string): RuleResult<string> {
  const value = text.trim();
  const problem = freeTextProblem(value, { max: freeTextLimits.title, required: true });
  return problem ? refused(problem) : ok(value);
}

/** Optional free text (allergies, medical notes, relation): '' is null. */
export function optionalTextRule(
  text: string,
  max: number = freeTextLimits.longText,
): RuleResult<string | null> {
  const value = text.trim();
  if (value === '') return ok(null);
  const problem = freeTextProblem(value, { max, required: false });
  return problem ? refused(problem) : ok(value);
}

/**
 * A phone as an office types it ('90000 00001', '+91 90000-00001'): spaces, dashes, dots and
 * brackets are ignored; 10 digits, or 91 and 10 digits; stored as the 10-digit national number.
 */
export function phoneRule(text: string): RuleResult<string> {
  const digits = text.replace(/[\s\-().+]/g, '');
  if (digits === '') return refused('is missing');
  if (/^\d+$/.test(digits)) {
    if (digits.length === PHONE_LENGTH) return ok(digits);
    if (
      digits.length === PHONE_LENGTH + PHONE_COUNTRY_PREFIX.length &&
      digits.startsWith(PHONE_COUNTRY_PREFIX)
    ) {
      return ok(digits.slice(-PHONE_LENGTH));
    }
  }
  return refused(`is not a ${PHONE_LENGTH}-digit phone number`);
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Optional email: '' is null; stored lower-case. */
export function emailRule(text: string): RuleResult<string | null> {
  const value = text.trim().toLowerCase();
  if (value === '') return ok(null);
  if (value.length > 254 || !emailPattern.test(value)) return refused('is not an email address');
  return ok(value);
}

/**
 * A date of birth as YYYY-MM-DD or DD-MM-YYYY ('/' or '.' also separate): a real calendar day
 * (no 31-02), not after `today` (the school's today, YYYY-MM-DD).
 */
export function dateOfBirthRule(text: string, today: string): RuleResult<string> {
  const value = text.trim();
  if (value === '') return refused('is missing');
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(value);
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value);
  const parts: [string, string, string] | null = iso
    ? [iso[1]!, iso[2]!, iso[3]!]
    : dmy
      ? [dmy[3]!, dmy[2]!, dmy[1]!]
      : null;
  if (!parts) return refused(`"${value}" is not a date as YYYY-MM-DD or DD-MM-YYYY`);
  const date = `${parts[0]}-${parts[1].padStart(2, '0')}-${parts[2].padStart(2, '0')}`;
  if (!IsoDateSchema.safeParse(date).success) return refused(`"${value}" is not a real calendar date`);
  if (date > today) return refused(`"${value}" is in the future`);
  return ok(date);
}

/** A gender as stored (a family that prefers not to say is null: the API's 'none'). */
export type StoredGender = 'female' | 'male' | 'other';
const genderWords: Record<string, StoredGender> = {
  f: 'female',
  female: 'female',
  girl: 'female',
  m: 'male',
  male: 'male',
  boy: 'male',
  o: 'other',
  other: 'other',
};

/** Optional gender: female / male / other (f, m, girl, boy accepted); '' is null. */
export function genderRule(text: string): RuleResult<StoredGender | null> {
  const value = text.trim().toLowerCase();
  if (value === '') return ok(null);
  const gender = genderWords[value];
  return gender ? ok(gender) : refused(`"${text.trim()}" is not female, male or other`);
}

/** yes / no (y, n, true, false, 1, 0); '' is `empty`. */
export function yesNoRule(text: string, empty = false): RuleResult<boolean> {
  const value = text.trim().toLowerCase();
  if (value === '') return ok(empty);
  if (['yes', 'y', 'true', '1'].includes(value)) return ok(true);
  if (['no', 'n', 'false', '0'].includes(value)) return ok(false);
  return refused(`"${text.trim()}" is not yes or no`);
}

// Answers of the import endpoints.

export const importRowStatuses = ['create', 'update', 'unchanged', 'error'] as const;
export type ImportRowStatus = (typeof importRowStatuses)[number];

export const ImportRowProblemSchema = z.object({
  /** The column at fault, e.g. 'guardian1_phone', or 'row' for the whole row. */
  field: z.string(),
  message: z.string(),
});
export type ImportRowProblem = z.infer<typeof ImportRowProblemSchema>;

export const ImportPreviewRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  row: z.number().int(),
  /** Who the row is about: 'Aarav Sharma'. */
  label: z.string(),
  status: z.enum(importRowStatuses),
  /** Why the row will be skipped (status 'error'). */
  errors: z.array(ImportRowProblemSchema),
  /** What an update changes: column names. */
  changes: z.array(z.string()),
});
export type ImportPreviewRow = z.infer<typeof ImportPreviewRowSchema>;

export const ImportSummarySchema = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  error: z.number().int(),
});
export type ImportSummary = z.infer<typeof ImportSummarySchema>;

export const importStatuses = ['previewed', 'committed', 'undone'] as const;

export const SchoolImportSchema = z.object({
  _id: ObjectIdSchema,
  kind: ImportKindSchema,
  file_name: z.string(),
  status: z.enum(importStatuses),
  summary: ImportSummarySchema,
  created_by: z.object({ _id: ObjectIdSchema, first_name: z.string(), last_name: z.string() }),
  created_at: z.string().describe('ISO date-time'),
  committed_at: z.string().nullable(),
  undone_at: z.string().nullable(),
  /** Until when Undo is offered (committed imports only), ISO date-time. */
  undo_until: z.string().nullable(),
});
export type SchoolImport = z.infer<typeof SchoolImportSchema>;

/** POST school_imports/: the stored preview with every row's verdict. */
export const ImportPreviewResponseSchema = resultOf(
  SchoolImportSchema.extend({ rows: z.array(ImportPreviewRowSchema) }),
);
export type ImportPreview = z.infer<typeof ImportPreviewResponseSchema>['result'];

export const SchoolImportResponseSchema = resultOf(SchoolImportSchema);
export const SchoolImportListResponseSchema = resultOf(z.array(SchoolImportSchema));

/** Only for the API docs: the multipart form of POST school_imports/. */
export const ImportUploadFieldsSchema = z.object({
  kind: ImportKindSchema,
  file: z.string().describe('The CSV or Excel (.xlsx) file'),
});

/** The template a school fills in: the header row of the kind's columns. */
export function importTemplateCsv(kind: ImportKind): string {
  return `${importColumns[kind].join(',')}\r\n`;
}
