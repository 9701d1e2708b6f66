import { useParams } from 'react-router';
import { StoryReader } from '../../features/stories/components/story-reader';
import { useSignedInUser } from '../layouts/signed-in-user';

/**
 * /communication/stories/{id}: a story as staff read it (from the library), or as a family reads
 * it in the parent layout (from their child's stories on the dashboard). Keyed by id so another
 * story starts with an empty comment form.
 */
export function StoryReaderRoute() {
  const { id = '' } = useParams();
  const user = useSignedInUser();
  const as = user.kind === 'parent' ? 'parent' : 'staff';
  return (
    <StoryReader
      key={id}
      id={id}
      as={as}
      backTo={as === 'parent' ? '/dashboard' : '/communication/all-stories'}
    />
  );
}
