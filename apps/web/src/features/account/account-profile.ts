/** The role label of spec section 6: staff with the admin flag are Admin, other staff Member. */
export type AccountRole = 'admin' | 'member' | 'parent';

/** What the account screens show about the signed-in user, whichever kind of user it is. */
export interface AccountProfile {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  picture: string | null;
  role: AccountRole;
  /** Parents: the name of the child they are viewing. */
  childName: string | null;
}
