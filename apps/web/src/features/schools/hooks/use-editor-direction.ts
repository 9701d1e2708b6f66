import type { StaffProfile } from '@cue/contracts';
import { useQuery } from '@tanstack/react-query';
import { activeKind, useSession } from '../../../lib/session-store';
import { getCurrentUserQueryOptions } from '../../users/api/get-current-user';

export type EditorDirection = 'rtl' | 'ltr';

/** The school's writing direction for a staff profile: 'r2l' means right to left (spec section 3). */
export function editorDirectionOf(
  staff: Pick<StaffProfile, 'school_details'> | null | undefined,
): EditorDirection {
  return staff?.school_details.editor_direction === 'r2l' ? 'rtl' : 'ltr';
}

/**
 * The `dir` of text the staff user writes for the school (descriptions, notes, announcements), from
 * the school's editor_direction in the signed-in staff profile. Independent of the interface
 * language: an English interface can still write Arabic notes. It reads the profile the signed-in
 * layout has already loaded and never asks the server itself; parents and no profile: 'ltr'.
 */
export function useEditorDirection(): EditorDirection {
  const session = useSession();
  const role = session?.role ?? 'staff';
  const kind = session ? activeKind(session) : 'staff';
  const currentUser = useQuery({ ...getCurrentUserQueryOptions(role, kind), enabled: false });
  return editorDirectionOf(currentUser.data?.staff);
}
