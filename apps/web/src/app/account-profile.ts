import type { AccountProfile } from '../features/account/account-profile';
import type { CurrentUser } from '../features/users/api/get-current-user';
import { currentChild } from '../features/users/current-child';
import { fullName } from '../lib/person-name';

/**
 * The signed-in user as the account screens show it. Lives in app/ because it joins two features
 * (users and account), which never import each other.
 */
export function accountProfileOf(user: CurrentUser): AccountProfile {
  if (user.kind === 'parent') {
    const { parent } = user;
    const child = currentChild(parent);
    return {
      firstName: parent.first_name,
      lastName: parent.last_name,
      email: parent.primary_email,
      phone: parent.primary_phone,
      picture: parent.parent_profile_picture,
      role: 'parent',
      childName: child ? fullName(child) : null,
    };
  }
  const { staff } = user;
  const { admin, super_admin } = staff.school_details;
  return {
    firstName: staff.first_name,
    lastName: staff.last_name,
    email: staff.email,
    phone: staff.phone,
    picture: staff.staff_profile_picture,
    // A super admin administers more than one school, so is shown as an Admin too.
    role: admin || super_admin ? 'admin' : 'member',
    childName: null,
  };
}
