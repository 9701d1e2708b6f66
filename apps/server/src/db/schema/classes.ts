import { boolean, date, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, idReference } from './columns.js';
import { schoolDivisions, schoolIdColumn } from './schools.js';
import { users } from './users.js';

/** A class (spec section 3 "Class"); clean names inside, the spec's names at the edge. */
export const classes = pgTable(
  'classes',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    name: text('name').notNull(),
    /** 'DD-MM-YYYY - DD-MM-YYYY' or '-' for none. */
    academicYear: text('academic_year').notNull().default('-'),
    ageRange: text('age_range').notNull(),
    classDays: jsonb('class_days').$type<string[]>().notNull(),
    curriculum: text('curriculum'),
    classCurriculum: text('class_curriculum'),
    /** 'hh:mm A' */
    startTime: text('start_time'),
    endTime: text('end_time'),
    color: text('color').notNull(),
    divisionId: idReference('division_id').references(() => schoolDivisions.id),
    /** Archived classes leave every list and roster; their registers and records stay. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.schoolId)],
);

/** A row's class (not null, references classes). */
export function classIdColumn() {
  return idReference('class_id')
    .notNull()
    .references(() => classes.id);
}

/** A child enrolled at a school. */
export const children = pgTable(
  'children',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    profilePicture: text('profile_picture'),
    /** YYYY-MM-DD */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender', { enum: ['female', 'male', 'other'] }),
    /** Staff only: never in a parent's or another family's answer. */
    allergies: text('allergies'),
    medicalNotes: text('medical_notes'),
    /** Photos and videos of the child may be taken and shared; withheld until the family gives it. */
    photoConsent: boolean('photo_consent').notNull().default(false),
    /** Who last granted or withheld the consent, and when (a parent on the account screen, or the office). */
    photoConsentChangedAt: timestamp('photo_consent_changed_at', { withTimezone: true }),
    photoConsentChangedByUserId: idReference('photo_consent_changed_by_user_id'),
    /** Archived children leave every class; their records stay. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.schoolId)],
);

/** A row's child (not null, references children). */
export function childIdColumn() {
  return idReference('child_id')
    .notNull()
    .references(() => children.id);
}

export const classEnrollments = pgTable(
  'class_enrollments',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    classId: classIdColumn(),
    childId: childIdColumn(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('class_enrollments_class_child').on(t.classId, t.childId), index().on(t.childId)],
);

/**
 * A child's time in a class (an enrolment record per class and date range): opened when the
 * child joins, closed when they move or leave. `class_enrollments` holds who is in a class now.
 */
export const enrollmentPeriods = pgTable(
  'enrollment_periods',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    classId: classIdColumn(),
    childId: childIdColumn(),
    /** YYYY-MM-DD, in the school's time zone. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.childId), index().on(t.classId)],
);

/** Adults the school may hand a child to, besides the guardians. Staff only. */
export const pickupAdults = pgTable(
  'pickup_adults',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    childId: childIdColumn(),
    name: text('name').notNull(),
    phone: text('phone'),
    relation: text('relation'),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.childId)],
);

/** Which staff teach which class. Admins see every class of their school without a row here. */
export const classStaff = pgTable(
  'class_staff',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    classId: classIdColumn(),
    userId: idReference('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('class_staff_class_user').on(t.classId, t.userId), index().on(t.userId)],
);

/** A parent's link to a child; the school id is the child's. */
export const parentLinks = pgTable(
  'parent_links',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    parentUserId: idReference('parent_user_id')
      .notNull()
      .references(() => users.id),
    childId: childIdColumn(),
    /** 'mother', 'father', 'guardian', ... as the office writes it. */
    relation: text('relation'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('parent_links_parent_child').on(t.parentUserId, t.childId), index().on(t.childId)],
);
