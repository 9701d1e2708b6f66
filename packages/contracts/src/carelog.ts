import { z } from 'zod';
import { IsoDateSchema } from './calendar.js';
import { ObjectIdSchema, resultOf } from './common.js';
import { freeText, freeTextLimits } from './free-text.js';

/**
 * The care log (issue 14, module switch `daycare`): what each child ate and drank, naps, nappy
 * changes, mood, temperature, sunscreen and notes, per child per day. One record per child and
 * event; a group entry ("the whole room had lunch at 12:15") is one request that records the
 * same event for many children of a class. Decision 041.
 */

export const careKinds = [
  'meal',
  'drink',
  'nap',
  'nappy',
  'mood',
  'temperature',
  'sunscreen',
  'note',
] as const;
export type CareKind = (typeof careKinds)[number];

export const mealNames = ['breakfast', 'morning_snack', 'lunch', 'afternoon_snack', 'tea'] as const;
export type MealName = (typeof mealNames)[number];
export const mealAmounts = ['all', 'most', 'some', 'none'] as const;
export type MealAmount = (typeof mealAmounts)[number];
/** A nappy change or a toilet visit: what was found. */
export const nappyStates = ['wet', 'dirty', 'dry'] as const;
export type NappyState = (typeof nappyStates)[number];
export const careMoods = ['happy', 'calm', 'tired', 'upset', 'unwell'] as const;
export type CareMood = (typeof careMoods)[number];

export const MIN_TEMPERATURE_C = 34;
export const MAX_TEMPERATURE_C = 43;
export const MAX_DRINK_ML = 2000;
/** Children one request may record for (a room and then some). */
export const MAX_CARE_CHILDREN = 100;
/** Entries one request may hold (Cue may send several events at once). */
export const MAX_CARE_ENTRIES = 50;
/** Records one request may write in all (entries times their children). */
export const MAX_CARE_RECORDS = 300;

/** 'HH:MM', 24-hour, school-local. */
export const CareTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM (24-hour)')
  .describe('School-local time, HH:MM (24-hour)');

/** Minutes since midnight of an 'HH:MM' time. */
export function minutesOfCareTime(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
}

/** The 'HH:MM' of minutes since midnight (kept within the day). */
export function careTimeOf(minutes: number): string {
  const within = Math.min(Math.max(Math.floor(minutes), 0), 24 * 60 - 1);
  return `${String(Math.floor(within / 60)).padStart(2, '0')}:${String(within % 60).padStart(2, '0')}`;
}

const CareNoteSchema = freeText({ max: freeTextLimits.longText, trim: true }).describe(
  'Free text (required for a note entry)',
);

const common = {
  time: CareTimeSchema.describe('When it happened (a nap: when it started), school-local HH:MM'),
  note: CareNoteSchema.optional(),
};

/**
 * The kinds' shapes, each with `extra` fields (the children and day of a new entry; Cue's care
 * log card adds the child it is about).
 */
export const careVariantsWith = <E extends z.ZodRawShape>(extra: E) =>
  [
    z.object({
      kind: z.literal('meal'),
      ...common,
      ...extra,
      meal: z.enum(mealNames).describe('Which meal'),
      amount: z.enum(mealAmounts).describe('How much was eaten'),
    }),
    z.object({
      kind: z.literal('drink'),
      ...common,
      ...extra,
      drink: freeText({ max: freeTextLimits.title, required: true, trim: true }).describe(
        "What was drunk ('water', 'milk')",
      ),
      amount_ml: z.number().int().min(0).max(MAX_DRINK_ML).optional().describe('How much, in ml'),
    }),
    z.object({
      kind: z.literal('nap'),
      ...common,
      ...extra,
      end_time: CareTimeSchema.nullable()
        .optional()
        .describe('When the nap ended (after `time`); missing while the child still sleeps'),
    }),
    z.object({
      kind: z.literal('nappy'),
      ...common,
      ...extra,
      nappy: z.enum(nappyStates).describe('wet, dirty or dry'),
    }),
    z.object({ kind: z.literal('mood'), ...common, ...extra, mood: z.enum(careMoods) }),
    z.object({
      kind: z.literal('temperature'),
      ...common,
      ...extra,
      temperature_c: z
        .number()
        .min(MIN_TEMPERATURE_C, `must be at least ${MIN_TEMPERATURE_C} °C`)
        .max(MAX_TEMPERATURE_C, `must be at most ${MAX_TEMPERATURE_C} °C`)
        .describe('Body temperature in °C'),
    }),
    z.object({ kind: z.literal('sunscreen'), ...common, ...extra }),
    z.object({ kind: z.literal('note'), ...common, ...extra }),
  ] as const;

/** What one care event holds, whoever it is for: its kind, time and the kind's fields. */
export const CareDetailsSchema = z.discriminatedUnion('kind', careVariantsWith({})).describe('A care event');
export type CareDetails = z.infer<typeof CareDetailsSchema>;

const forChildren = {
  student_ids: z
    .array(ObjectIdSchema)
    .min(1, 'must name at least one child')
    .max(MAX_CARE_CHILDREN)
    .describe('The children it happened to (all of one class); one record each'),
  date: IsoDateSchema.optional().describe("The day (YYYY-MM-DD); the school's today when missing"),
};

/** One event for one or more children of the class (a group entry names many). */
export const CareEntryInputSchema = z
  .discriminatedUnion('kind', careVariantsWith(forChildren))
  .describe('A care event for one or more children');
export type CareEntryInput = z.infer<typeof CareEntryInputSchema>;

/** POST carelog/{classId}: every entry is checked, then all are saved in one transaction. */
export const RecordCareEntriesInputSchema = z
  .object({
    entries: z.array(CareEntryInputSchema).min(1, 'must hold at least one entry').max(MAX_CARE_ENTRIES),
  })
  .describe('Care log entries');
export type RecordCareEntriesInput = z.infer<typeof RecordCareEntriesInputSchema>;

/** PUT carelog_entry/{id}: the entry's new content (same kind; the child and day stay). */
export const EditCareEntryInputSchema = CareDetailsSchema;
export type EditCareEntryInput = CareDetails;

/** One record, as every reader gets it. Kind-specific fields are null for other kinds. */
export const CareEntrySchema = z
  .object({
    _id: ObjectIdSchema,
    class_id: ObjectIdSchema,
    student_id: ObjectIdSchema,
    student_name: z.string(),
    date: IsoDateSchema,
    kind: z.enum(careKinds),
    time: z.string(),
    end_time: z.string().nullable(),
    meal: z.enum(mealNames).nullable(),
    amount: z.enum(mealAmounts).nullable(),
    drink: z.string().nullable(),
    amount_ml: z.number().nullable(),
    nappy: z.enum(nappyStates).nullable(),
    mood: z.enum(careMoods).nullable(),
    temperature_c: z.number().nullable(),
    note: z.string().nullable(),
    created_by: z.object({ _id: ObjectIdSchema, name: z.string() }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .describe('Care log entry');
export type CareEntry = z.infer<typeof CareEntrySchema>;

export const CareDayQuerySchema = z.object({
  date: IsoDateSchema.optional().describe("The day (YYYY-MM-DD); the school's today when missing"),
});

/** GET carelog/{classId}: every child of the class with the day's entries (the staff grid). */
export const ClassCareDaySchema = z
  .object({
    class_id: ObjectIdSchema,
    date: IsoDateSchema,
    today: IsoDateSchema,
    now: CareTimeSchema.describe(
      "The school's time now, HH:MM: a new entry's default time (a phone's own clock may be in another zone)",
    ),
    children: z.array(
      z.object({
        student_id: ObjectIdSchema,
        name: z.string(),
        /** From the day's register: true present, false marked away, null not marked. */
        present: z.boolean().nullable(),
        entries: z.array(CareEntrySchema),
      }),
    ),
  })
  .describe("A class's care day");
export type ClassCareDay = z.infer<typeof ClassCareDaySchema>;

/** GET child_carelog/{studentId}: one child's day, and the nearest days that hold entries. */
export const ChildCareDaySchema = z
  .object({
    student_id: ObjectIdSchema,
    date: IsoDateSchema,
    today: IsoDateSchema,
    entries: z.array(CareEntrySchema),
    previous_date: IsoDateSchema.nullable().describe('The latest earlier day with entries'),
    next_date: IsoDateSchema.nullable().describe('The earliest later day with entries'),
  })
  .describe("A child's care day");
export type ChildCareDay = z.infer<typeof ChildCareDaySchema>;

export const ClassCareDayResponseSchema = resultOf(ClassCareDaySchema);
export const ChildCareDayResponseSchema = resultOf(ChildCareDaySchema);
export const CareEntriesResponseSchema = resultOf(z.object({ entries: z.array(CareEntrySchema) }));
export const CareEntryResponseSchema = resultOf(CareEntrySchema);
export const DeleteCareEntryResponseSchema = resultOf(z.object({ _id: ObjectIdSchema }));
export const CareStudentParamsSchema = z.object({ studentId: ObjectIdSchema.describe('Child id') });
