import { z } from 'zod';
import { ObjectIdSchema } from './common.js';
import { AgeBandSchema } from './curriculum.js';
import { freeText, freeTextLimits } from './free-text.js';
import { MediaFileSchema } from './media.js';

/**
 * The school's resource library (issue 16, decision 049): files (uploaded through the one media
 * pipeline), links, and materials lists, shared by the school's staff and attachable to units.
 * Every staff member of the school reads them and adds their own; the author, or staff with
 * `academic_setup.resources`, edit and archive them (`/admin/academic-setup/resources` manages all).
 */

export const resourceKinds = ['file', 'link', 'materials'] as const;
export const ResourceKindSchema = z.enum(resourceKinds);
export type ResourceKind = z.infer<typeof ResourceKindSchema>;

export const MAX_RESOURCE_MATERIALS = 60;
export const MAX_RESOURCE_TAGS = 10;
export const RESOURCES_PAGE_SIZE = 30;

const LinkUrlSchema = z
  .string()
  .max(freeTextLimits.url)
  .url('must be a web address')
  .refine((url) => /^https?:\/\//i.test(url), 'must start with http:// or https://');

/** POST resources/ and PUT resource/{id}: which of url, media_id, materials is needed follows `kind`. */
export const ResourceInputSchema = z
  .object({
    kind: ResourceKindSchema,
    title: freeText({ max: freeTextLimits.title, required: true, trim: true }),
    description: freeText({ max: 2000 }).default(''),
    url: LinkUrlSchema.optional().describe('kind link: the address'),
    media_id: ObjectIdSchema.optional().describe('kind file: a file uploaded with POST media/files'),
    materials: z
      .array(freeText({ max: 200, required: true, trim: true }))
      .max(MAX_RESOURCE_MATERIALS)
      .default([])
      .describe('kind materials: one item a line'),
    age_bands: z.array(AgeBandSchema).max(4).default([]).describe('Who it suits; empty: any age'),
    tags: z
      .array(freeText({ max: 40, required: true, trim: true }))
      .max(MAX_RESOURCE_TAGS)
      .default([])
      .describe('Free words to find it by, e.g. water, songs'),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'link' && !input.url)
      ctx.addIssue({ code: 'custom', path: ['url'], message: 'is required for a link' });
    if (input.kind === 'file' && !input.media_id)
      ctx.addIssue({ code: 'custom', path: ['media_id'], message: 'is required for a file' });
    if (input.kind === 'materials' && input.materials.length === 0)
      ctx.addIssue({ code: 'custom', path: ['materials'], message: 'must list at least one material' });
  });
export type ResourceInput = z.input<typeof ResourceInputSchema>;

export const ResourceSchema = z.object({
  _id: ObjectIdSchema,
  kind: ResourceKindSchema,
  title: z.string(),
  description: z.string(),
  url: z.string().nullable(),
  file: MediaFileSchema.nullable().describe('kind file: the file with short-lived links'),
  materials: z.array(z.string()),
  age_bands: z.array(AgeBandSchema),
  tags: z.array(z.string()),
  created_by: z.object({ _id: ObjectIdSchema, name: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
  archived: z.boolean(),
  can_edit: z.boolean(),
  used_in_units: z.number().int().describe("How many of the organization's units link it"),
});
export type Resource = z.infer<typeof ResourceSchema>;

/** GET resources/: the school's library (query string); `PageNumber` header pages. */
export const ResourceListQuerySchema = z.object({
  q: freeText({ max: 100 }).optional(),
  kind: ResourceKindSchema.optional(),
  age_band: AgeBandSchema.optional(),
  tag: freeText({ max: 40 }).optional(),
  archived: z
    .enum(['true', 'false'])
    .optional()
    .describe("'true': the archived ones (staff with resources permission)"),
});
export const ResourceListSchema = z.object({
  resources: z.array(ResourceSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  tags: z.array(z.string()).describe('Every tag in use, for the filter'),
});
export type ResourceList = z.infer<typeof ResourceListSchema>;
export const ResourceParamsSchema = z.object({ id: ObjectIdSchema.describe('Resource id') });

/** Answers: one resource, a page of the library, and an archive (the id). */
export const ResourceResponseSchema = z.object({ result: ResourceSchema });
export const ResourceListResponseSchema = z.object({ result: ResourceListSchema });
export const ArchiveResourceResponseSchema = z.object({ output: z.object({ id: ObjectIdSchema }) });
