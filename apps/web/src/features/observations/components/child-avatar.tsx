import type { ClassStudent } from '@cue/contracts';
import { PersonAvatar } from '../../../components/person-avatar';

/**
 * A child's picture (or initials) beside their observations, from the class list the page already
 * loaded. `onImageError`: the picture link expired; the page refetches that list for a fresh one.
 */
export function ChildAvatar({
  childId,
  name,
  roster,
  onImageError,
}: {
  childId: string;
  name: string;
  roster: readonly ClassStudent[] | undefined;
  onImageError: () => void;
}) {
  const child = roster?.find((c) => c._id === childId);
  const [firstName = name, ...rest] = name.split(' ');
  return (
    <PersonAvatar
      firstName={child?.first_name ?? firstName}
      lastName={child?.last_name ?? rest.join(' ')}
      picture={child?.student_profile_picture ?? null}
      colorKey={childId}
      size="sm"
      decorative
      onImageError={onImageError}
    />
  );
}
