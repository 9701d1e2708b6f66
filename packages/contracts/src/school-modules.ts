import { z } from 'zod';
import { schoolModules, type SchoolModule } from './permissions.js';

/** How the permissions/settings page groups the school's modules (decision 037). */
export const schoolModuleGroups = {
  teaching: [
    'portfolio',
    'report',
    'anecdote',
    'journal',
    'reflection',
    'hpc',
    'grade_book',
    'term_planning',
  ],
  communication: ['chat', 'story', 'media', 'feedback'],
  housekeeping: ['attendance', 'entry_dispersal', 'daycare', 'library_management', 'staff_attendance'],
  management: ['admission_management', 'hiring', 'fees', 'leave_management', 'reports', 'school_permissions'],
  ai: ['cue_chat', 'ai_prompt'],
} as const satisfies Record<string, readonly SchoolModule[]>;
export type SchoolModuleGroup = keyof typeof schoolModuleGroups;

const isSchoolModule = (name: string): name is SchoolModule =>
  (schoolModules as readonly string[]).includes(name);

/**
 * POST school_settings/: the modules to switch, by name; the others stay as they are. An
 * unknown module is a 400 naming it (`school_permissions.<name>`).
 */
export const UpdateSchoolSettingsInputSchema = z.object({
  school_permissions: z
    .record(z.string(), z.object({ enabled: z.boolean() }))
    .superRefine((switches, context) => {
      const names = Object.keys(switches);
      if (names.length === 0) {
        context.addIssue({ code: 'custom', message: 'name at least one module' });
      }
      for (const name of names) {
        if (!isSchoolModule(name)) {
          context.addIssue({ code: 'custom', path: [name], message: 'is not a module of the school' });
        }
      }
    }),
});
/** The input once validated: every key is a module. */
export interface UpdateSchoolSettingsInput {
  school_permissions: Partial<Record<SchoolModule, { enabled: boolean }>>;
}
