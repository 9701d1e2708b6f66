import { z } from 'zod';
import { IsoDateSchema, TimeOfDaySchema } from './calendar.js';
import { ObjectIdSchema } from './common.js';
import { freeText } from './free-text.js';
import { DEFAULT_TOTAL_MEDIA, MediaFileSchema } from './media.js';
import { countWords, readingMinutes } from './text.js';

/**
 * Announcements to parents (spec section 3 "Announcement", section 4 states). Paths are chosen by
 * the classroom-records issue (apiPaths.createAnnouncement, announcementById, announcements,
 * parentAnnouncements). Decisions: docs/decisions/011-announcements-and-scheduled-jobs.md.
 */

export const ANNOUNCEMENT_TITLE_MAX = 200;
export const ANNOUNCEMENT_SUMMARY_MAX = 10_000;
export const ANNOUNCEMENT_MAX_CLASSES = 100;
export const ANNOUNCEMENTS_PAGE_SIZE = 20;

/** 'Everyone': every family of the school; 'Classes': only the families of `classes_ids`. */
export const shareWithOptions = ['Everyone', 'Classes'] as const;
export type ShareWith = (typeof shareWithOptions)[number];

export const announcementStatuses = ['draft', 'scheduled', 'published'] as const;
export type AnnouncementStatus = (typeof announcementStatuses)[number];

/** Spec section 8 "Saves": the toasts after saving an announcement. */
export const announcementMessages = {
  savedAsDraft: 'Announcement Saved As Draft!',
  scheduled: 'Scheduled!',
  sent: 'Sent!',
} as const;

/** POST announcement/ (create) and POST announcement/{id} (update: the whole announcement again). */
export const AnnouncementInputSchema = z.object({
  title: freeText({ max: ANNOUNCEMENT_TITLE_MAX, required: true, trim: true }).describe(
    'Headline parents see first',
  ),
  summary: freeText({ max: ANNOUNCEMENT_SUMMARY_MAX }).default('').describe('The message itself'),
  share_with: z
    .enum(shareWithOptions)
    .default('Everyone')
    .describe("'Everyone' (every family of the school) or 'Classes' (only the families of classes_ids)"),
  send_email: z
    .boolean()
    .default(false)
    .describe('Also email the parents of the audience when the announcement is published'),
  save_as_draft: z
    .boolean()
    .default(false)
    .describe('Keep it as a draft: nobody but staff sees it and nothing is sent'),
  schedule_later: z
    .boolean()
    .default(false)
    .describe('Publish at date and time (school-local) instead of now'),
  date: IsoDateSchema.optional().describe(
    'School-local date to publish on, YYYY-MM-DD (needed with schedule_later)',
  ),
  time: TimeOfDaySchema.optional().describe(
    "School-local time to publish at, 'hh:mm A' (needed with schedule_later)",
  ),
  classes_ids: z
    .array(ObjectIdSchema.describe('Class id'))
    .max(ANNOUNCEMENT_MAX_CLASSES)
    .default([])
    .describe("The classes it is shared with when share_with is 'Classes' (classes the teacher sees)"),
  announcement_media: z
    .array(ObjectIdSchema)
    .max(DEFAULT_TOTAL_MEDIA)
    .optional()
    .describe(
      'Media ids to attach, in order (files the teacher uploaded, or photos of their classes); left out on an update keeps the attachments',
    ),
});
export type AnnouncementInput = z.input<typeof AnnouncementInputSchema>;
export type AnnouncementFields = z.output<typeof AnnouncementInputSchema>;

export const SaveAnnouncementResponseSchema = z.object({
  result: z.object({
    id: ObjectIdSchema.describe('The announcement id'),
    status: z
      .enum(announcementStatuses)
      .describe(
        'The state the save left it in; a create repeated with its Idempotency-Key answers the state the first one created',
      ),
  }),
});

export const AnnouncementClassSchema = z.object({ _id: ObjectIdSchema, class_name: z.string() });

/** An announcement as the spec names its fields, plus its state and whether the reader may manage it. */
export const AnnouncementSchema = z
  .object({
    _id: ObjectIdSchema,
    title: z.string(),
    summary: z.string(),
    share_with: z.enum(shareWithOptions),
    send_email: z.boolean(),
    save_as_draft: z.boolean(),
    schedule_later: z.boolean(),
    date: IsoDateSchema.describe('School-local date: when it was or will be published (a draft: as chosen)'),
    time: TimeOfDaySchema.describe("School-local time, 'hh:mm A'"),
    classes_ids: z.array(ObjectIdSchema),
    classes: z.array(AnnouncementClassSchema),
    announcement_media: z
      .array(MediaFileSchema)
      .describe('Attachments with signed links; a family sees only those photo consent allows'),
    file_link: z.string().nullable().describe("The first attached document's signed link, or null"),
    is_saved: z.boolean(),
    is_published: z.boolean(),
    status: z.enum(announcementStatuses),
    scheduled_for: z.string().nullable().describe('ISO 8601 instant a scheduled announcement goes out'),
    published_at: z.string().nullable().describe('ISO 8601'),
    created_by: z.object({ _id: ObjectIdSchema, first_name: z.string(), last_name: z.string() }),
    can_manage: z.boolean().describe('Whether the reader may edit and delete it (creator or permission)'),
  })
  .describe('Announcement');
export type Announcement = z.infer<typeof AnnouncementSchema>;

export const AnnouncementResponseSchema = z.object({ result: AnnouncementSchema });

export const ListAnnouncementsQuerySchema = z.object({
  class_id: ObjectIdSchema.optional().describe('Only announcements reaching this class (and Everyone ones)'),
  page: z.coerce.number().int().min(1).max(10_000).default(1).describe('1-based page'),
  status: z.enum(announcementStatuses).optional().describe('draft, scheduled or published'),
});

export const ParentAnnouncementsQuerySchema = z.object({
  student_id: ObjectIdSchema.optional().describe("Only this child's announcements (one of the parent's)"),
  page: z.coerce.number().int().min(1).max(10_000).default(1).describe('1-based page'),
});

export const AnnouncementPageSchema = z.object({
  announcements: z.array(AnnouncementSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type AnnouncementPage = z.infer<typeof AnnouncementPageSchema>;

export const ListAnnouncementsResponseSchema = z.object({ result: AnnouncementPageSchema });

/** Whole minutes to read a text at 250 words a minute (spec section 9), at least 1. */
export function readingTimeMinutes(text: string): number {
  return readingMinutes(countWords(text));
}
