import { z } from 'zod';
import { ObjectIdSchema } from './common.js';
import { freeText, freeTextLimits } from './free-text.js';

/** A division groups a school's classes (Pre-primary, Primary). */
export const DivisionSchema = z.object({
  _id: ObjectIdSchema,
  name: z.string(),
  class_count: z.number().int().describe('Classes in the division, archived ones included'),
});
export type Division = z.infer<typeof DivisionSchema>;
export const DivisionsResponseSchema = z.object({ result: z.array(DivisionSchema) });
export const DivisionResponseSchema = z.object({ result: DivisionSchema });

/** Create or rename: the name is unique in the school. */
export const DivisionInputSchema = z.object({
  name: freeText({ max: freeTextLimits.title, required: true, trim: true }).describe('Division name'),
});
export type DivisionInput = z.infer<typeof DivisionInputSchema>;

export const DeleteDivisionResponseSchema = z.object({ result: z.object({ _id: ObjectIdSchema }) });
