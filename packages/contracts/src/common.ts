import { z } from 'zod';
import { MIN_ID_LENGTH } from './limits.js';

/** 24 lowercase hex characters, time-ordered (the shape of a MongoDB ObjectId). */
export const ObjectIdSchema = z
  .string()
  .regex(/^[0-9a-f]{24}$/, 'must be a 24-character id')
  .describe('A 24-character lowercase hex identifier');
export type ObjectId = z.infer<typeof ObjectIdSchema>;

/** Ids arriving from clients or a model: at least 24 characters (spec section 3). */
export const LooseIdSchema = z.string().min(MIN_ID_LENGTH);

/** The spec wraps user ids as `_id.$oid`. */
export const OidSchema = z.object({ $oid: ObjectIdSchema });

/** The one error shape every endpoint answers with. `msg` is the spec's field. */
export const ErrorResponseSchema = z
  .object({
    code: z.string().describe('Stable machine-readable code, e.g. PHONE_NOT_REGISTERED'),
    message: z.string().describe('Human-readable message, shown to the user'),
    msg: z.string().describe('Same as message (the field the spec clients log)'),
    field: z.string().optional().describe('The request field at fault, for validation errors'),
  })
  .describe('Error');
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** `{ result: T }`, the envelope of most spec responses. */
export const resultOf = <T extends z.ZodType>(schema: T) => z.object({ result: schema });

/** `{ message: T }`, the envelope of the OTP endpoints. */
export const messageOf = <T extends z.ZodType>(schema: T) => z.object({ message: schema });

export const ClassIdParamsSchema = z.object({ classId: ObjectIdSchema.describe('Class id') });
export const IdParamsSchema = z.object({ id: ObjectIdSchema });
