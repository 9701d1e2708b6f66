import { z } from 'zod';

/** Role permission groups (spec section 3 "Permissions"); each key is a yes/no switch. */
export const rolePermissionKeys = {
  admin_portal: [
    'school_details',
    'dashboard',
    'school_division',
    'classes',
    'staff',
    'students',
    'roles',
    'settings',
    'usage',
    'access_tokens',
    'reports',
  ],
  super_admin: ['manage_platform_org_schools', 'access_new_modules'],
  daily_communication: ['access_others_announcement', 'announcements', 'stories', 'journal', 'media', 'chat'],
  academic_setup: [
    'resources',
    'ai_assistant',
    'ai_blocks',
    'access_points',
    'day_schedule',
    'story_tags',
    'curriculum',
    'library_management',
    'email_templates',
  ],
  management: ['admissions', 'hiring', 'fee', 'leave_portal', 'timetable'],
} as const;

export type RolePermissionGroup = keyof typeof rolePermissionKeys;

const switches = <const K extends readonly string[]>(keys: K) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.boolean()])) as { [P in K[number]]: z.ZodBoolean });

export const RolePermissionsSchema = z.object({
  admin_portal: switches(rolePermissionKeys.admin_portal),
  super_admin: switches(rolePermissionKeys.super_admin),
  daily_communication: switches(rolePermissionKeys.daily_communication),
  academic_setup: switches(rolePermissionKeys.academic_setup),
  management: switches(rolePermissionKeys.management),
});
export type RolePermissions = z.infer<typeof RolePermissionsSchema>;

/** School feature modules (spec section 3 "Permissions"). */
export const schoolModules = [
  'portfolio',
  'report',
  'attendance',
  'cue_chat',
  'term_planning',
  'hpc',
  'anecdote',
  'grade_book',
  'feedback',
  'reflection',
  'media',
  'journal',
  'story',
  'chat',
  'daycare',
  'library_management',
  'entry_dispersal',
  'ai_prompt',
  'admission_management',
  'hiring',
  'fees',
  'leave_management',
  'staff_attendance',
  'school_permissions',
  'reports',
] as const;
export type SchoolModule = (typeof schoolModules)[number];

export const SchoolPermissionsSchema = z.object(
  Object.fromEntries(schoolModules.map((m) => [m, z.object({ enabled: z.boolean() })])) as {
    [M in SchoolModule]: z.ZodObject<{ enabled: z.ZodBoolean }>;
  },
);
export type SchoolPermissions = z.infer<typeof SchoolPermissionsSchema>;

/** Every switch in every group set to `value`: the starting point for seeds and new roles. */
export function uniformRolePermissions(value: boolean): RolePermissions {
  const groups = Object.entries(rolePermissionKeys).map(([group, keys]) => [
    group,
    Object.fromEntries(keys.map((k) => [k, value])),
  ]);
  return Object.fromEntries(groups) as RolePermissions;
}

export function uniformSchoolPermissions(enabled: boolean): SchoolPermissions {
  return Object.fromEntries(schoolModules.map((m) => [m, { enabled }])) as SchoolPermissions;
}

export const UserPermissionsResponseSchema = z.object({
  result: z.object({ role_permissions: RolePermissionsSchema }),
});
/** A school group's menu: 'reduced' hides some links (spec section 6). */
export const SchoolMenuProfileSchema = z.enum(['full', 'reduced']);
export type SchoolMenuProfile = z.infer<typeof SchoolMenuProfileSchema>;

export const SchoolSettingsResponseSchema = z.object({
  result: z.object({
    school_id: z.string(),
    school_name: z.string(),
    editor_direction: z.enum(['l2r', 'r2l']),
    menu_profile: SchoolMenuProfileSchema.describe(
      "The school group's menu: 'reduced' hides usage, the school dashboard, long/mid-term planning and all stories",
    ),
    school_permissions: SchoolPermissionsSchema,
  }),
});
