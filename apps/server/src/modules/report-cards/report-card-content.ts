import { z } from 'zod';

/**
 * What a printed report card says: the child's progress card for the cycle as read through the
 * progress card's service (`HpcService`), plus the school and the title. A class generation keeps
 * one of these per child from the moment it was asked for (as JSON: `report_card_run_items`), so
 * the job that prints them needs no one's session; it is checked again before printing.
 */

const LevelCellSchema = z.object({
  /** The dimension's label ('Awareness', 'Health and well-being'). */
  dimension: z.string(),
  /** The scheme's level label ('Mountain'); null: not judged yet. */
  level: z.string().nullable(),
});

export const ReportCardContentSchema = z.object({
  title: z.string().min(1),
  school: z.object({ name: z.string() }),
  child: z.object({ firstName: z.string(), lastName: z.string() }),
  className: z.string(),
  cycle: z.object({ name: z.string(), startDate: z.string(), endDate: z.string() }),
  /** School days the child was present of those marked in the cycle; null: no register kept. */
  attendance: z.object({ present: z.number().int().min(0), total: z.number().int().min(0) }).nullable(),
  /** The scheme's levels in order, with what each means (printed as the key). */
  levels: z.array(z.object({ label: z.string(), description: z.string() })),
  /** The scheme's dimensions (table columns). */
  dimensions: z.array(z.string()),
  domains: z.array(
    z.object({
      name: z.string(),
      competencies: z.array(
        z.object({
          code: z.string(),
          name: z.string(),
          levels: z.array(LevelCellSchema),
          /** The evidence the levels rest on, in a few words (observations' titles). */
          evidence: z.array(z.string()).default([]),
        }),
      ),
      /** The teacher's narrative for the domain ('' when none was written). */
      narrative: z.string(),
    }),
  ),
  /** The child's own view: a prompt and the face they chose. */
  selfAssessment: z.array(
    z.object({ prompt: z.string(), face: z.enum(['happy', 'okay', 'unsure', 'sad']).nullable() }),
  ),
  /** Families' and classmates' feedback, where the school gathers it. */
  feedback: z.array(z.object({ from: z.string(), text: z.string() })).default([]),
  /** Observations recorded for the report card (type_of_anecdote report_card), newest last. */
  observations: z.array(z.object({ date: z.string(), title: z.string(), note: z.string() })),
  /** Who signs it off: the class's teachers, and the day it was printed (school-local). */
  signOff: z.object({ teachers: z.array(z.string()), date: z.string() }),
});
export type ReportCardContent = z.infer<typeof ReportCardContentSchema>;
export type SelfAssessmentFace = NonNullable<ReportCardContent['selfAssessment'][number]['face']>;
