import { z } from 'zod';
import { ObjectIdSchema } from './common.js';
import { freeText, freeTextLimits } from './free-text.js';
import { PersonRefSchema } from './medication.js';

/*
 * Incidents and accidents (issue 14, module `daycare`; decision 042): staff record what happened
 * to a child, the child's parents read it and acknowledge it in the app. Staff edit a record
 * until the family acknowledged it; nothing is deleted (every change is in the audit log).
 */

export const ParentInformedHowSchema = z
  .enum(['in_person', 'phone', 'message', 'not_yet'])
  .describe('How the parent was told (besides this record)');
export type ParentInformedHow = z.infer<typeof ParentInformedHowSchema>;

const incidentFields = {
  happened_at: z.iso.datetime({ offset: true }).describe('When it happened (not in the future)'),
  location: freeText({ max: freeTextLimits.title, required: true, trim: true }).describe('Where'),
  description: freeText({ max: freeTextLimits.reason, required: true, trim: true }).describe('What happened'),
  first_aid: freeText({ max: freeTextLimits.reason, trim: true })
    .optional()
    .describe('First aid given; none when omitted'),
  staff_user_ids: z
    .array(ObjectIdSchema)
    .max(10, 'at most 10 staff')
    .optional()
    .describe('Staff involved or who saw it (staff of the school)'),
  parent_informed_how: ParentInformedHowSchema.optional().describe("'not_yet' when omitted"),
  parent_informed_at: z.iso
    .datetime({ offset: true })
    .optional()
    .describe('When the parent was told (not in the future)'),
};

/** POST incidents/class/{classId}: staff record an incident. */
export const CreateIncidentInputSchema = z.object({
  student_id: ObjectIdSchema.describe('The child it happened to'),
  ...incidentFields,
});
export type CreateIncidentInput = z.infer<typeof CreateIncidentInputSchema>;

/** POST incidents/{id}: staff correct a record the family has not acknowledged yet. */
export const EditIncidentInputSchema = z.object({
  happened_at: incidentFields.happened_at.optional(),
  location: incidentFields.location.optional(),
  description: incidentFields.description.optional(),
  first_aid: incidentFields.first_aid,
  staff_user_ids: incidentFields.staff_user_ids,
  parent_informed_how: incidentFields.parent_informed_how,
  parent_informed_at: incidentFields.parent_informed_at,
});
export type EditIncidentInput = z.infer<typeof EditIncidentInputSchema>;

export const IncidentSchema = z.object({
  _id: ObjectIdSchema,
  student_id: ObjectIdSchema,
  student_name: z.string(),
  class_id: ObjectIdSchema,
  happened_at: z.string().describe('ISO date-time'),
  location: z.string(),
  description: z.string(),
  first_aid: z.string().nullable(),
  staff_involved: z.array(PersonRefSchema),
  parent_informed_how: ParentInformedHowSchema,
  parent_informed_at: z.string().nullable(),
  recorded_by: PersonRefSchema,
  recorded_at: z.string(),
  updated_at: z.string(),
  acknowledged_by: PersonRefSchema.nullable(),
  acknowledged_at: z.string().nullable(),
  may_edit: z.boolean().describe('Staff may still correct it (not acknowledged yet)'),
});
export type Incident = z.infer<typeof IncidentSchema>;

/** GET incidents/class/{classId}: the class's incidents, newest first, and the staff to name. */
export const ClassIncidentsSchema = z.object({
  incidents: z.array(IncidentSchema),
  unacknowledged_count: z.number().int(),
  staff_choices: z.array(PersonRefSchema),
});
export type ClassIncidents = z.infer<typeof ClassIncidentsSchema>;

export const ClassIncidentsResponseSchema = z.object({ result: ClassIncidentsSchema });
export const IncidentResponseSchema = z.object({ result: IncidentSchema });
export const IncidentListResponseSchema = z.object({ result: z.array(IncidentSchema) });
