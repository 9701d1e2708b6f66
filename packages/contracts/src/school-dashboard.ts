import { z } from 'zod';

/** What needs attention on the school dashboard, each with the screen that fixes it. */
export const dashboardAttentionKinds = [
  'class_without_teacher',
  'child_without_family',
  'family_without_phone',
] as const;

export const DashboardAttentionSchema = z.object({
  kind: z.enum(dashboardAttentionKinds),
  id: z.string().describe('The class, child or parent concerned'),
  name: z.string(),
  link: z.string().describe('The school-setup screen that fixes it'),
});
export type DashboardAttention = z.infer<typeof DashboardAttentionSchema>;

export const SchoolDashboardSchema = z.object({
  counts: z.object({
    classes: z.number().int(),
    children: z.number().int(),
    staff: z.number().int(),
    families: z.number().int(),
    families_not_signed_in: z.number().int().describe('Parents who have never signed in'),
  }),
  attention: z.array(DashboardAttentionSchema),
});
export type SchoolDashboard = z.infer<typeof SchoolDashboardSchema>;
export const SchoolDashboardResponseSchema = z.object({ result: SchoolDashboardSchema });
