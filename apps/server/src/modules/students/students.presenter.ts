import type { Child, Gender, StudentDetails, StudentSummary } from '@cue/contracts';
import type { ChildRow, StudentsRepository } from './students.repository.js';

type Guardians = Awaited<ReturnType<StudentsRepository['listGuardians']>>;
type PickupAdults = Awaited<ReturnType<StudentsRepository['listPickupAdults']>>;
type Periods = Awaited<ReturnType<StudentsRepository['listPeriods']>>;

/** A child in the office's list (staff only); `child` is the spec "Child" with its classes. */
export function presentStudentSummary(row: ChildRow, child: Child, guardianCount: number): StudentSummary {
  return {
    ...child,
    date_of_birth: row.dateOfBirth,
    gender: (row.gender ?? 'none') satisfies Gender,
    photo_consent: row.photoConsent,
    guardian_count: guardianCount,
    archived_at: row.archivedAt?.toISOString() ?? null,
  };
}

/** Everything the office keeps about a child, medical notes included: staff answers only. */
export function presentStudentDetails(
  row: ChildRow,
  child: Child,
  guardians: Guardians,
  adults: PickupAdults,
  periods: Periods,
): StudentDetails {
  return {
    ...presentStudentSummary(row, child, guardians.length),
    allergies: row.allergies,
    medical_notes: row.medicalNotes,
    guardians: guardians.map((g) => ({
      parent_id: g.parentId,
      first_name: g.firstName,
      last_name: g.lastName,
      phone: g.phone,
      email: g.email,
      relation: g.relation,
    })),
    pickup_adults: adults.map((a) => ({ _id: a.id, name: a.name, phone: a.phone, relation: a.relation })),
    enrollment_history: periods.map((p) => ({
      class_id: p.classId,
      class_name: p.className,
      start_date: p.startDate,
      end_date: p.endDate,
    })),
  };
}
