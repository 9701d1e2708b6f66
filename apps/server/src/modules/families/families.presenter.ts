import type { Child, Family } from '@cue/contracts';
import { pictureOf, type PictureMap } from '../schools/schools.presenter.js';
import type { FamilyLinkRow, UserRow } from './families.repository.js';

/** A parent with their children at this school (names and classes only: nothing staff-only). */
export function presentFamily(
  user: UserRow,
  hasSignedIn: boolean,
  links: FamilyLinkRow[],
  childrenById: Map<string, Child>,
  pictures: PictureMap,
): Family {
  return {
    parent_id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    email: user.email,
    parent_profile_picture: pictureOf(user.profilePicture, pictures),
    has_signed_in: hasSignedIn,
    children: links.map((link) => ({
      _id: link.child.id,
      first_name: link.child.firstName,
      last_name: link.child.lastName,
      relation: link.relation,
      student_class: childrenById.get(link.child.id)?.student_class ?? [],
    })),
  };
}
