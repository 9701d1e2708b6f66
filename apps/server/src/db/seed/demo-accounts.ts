/** The demo school's sign-in accounts (README "Demo school"); tests sign in with them too. */
export const demoAccounts = [
  {
    phone: '9000000001',
    email: 'priya@sunbeam.test',
    name: 'Priya Nair',
    who: 'Teacher (Member) of Nursery A and Playgroup B',
  },
  { phone: '9000000002', email: 'farah@sunbeam.test', name: 'Farah Khan', who: 'Admin of Sunbeam Nursery' },
  {
    phone: '9000000003',
    email: 'rahul@family.test',
    name: 'Rahul Sharma',
    who: 'Parent of Aarav Sharma and Anaya Sharma',
  },
  {
    phone: '9000000004',
    email: 'meera@sunbeam.test',
    name: 'Meera Iyer',
    who: 'Teacher of Playgroup B and parent of Kabir Iyer',
  },
  { phone: '9000000005', email: 'sam@platform.test', name: 'Sam Platform', who: 'Super admin' },
  {
    phone: '9000000006',
    email: 'anil@maplekids.test',
    name: 'Anil Kumar',
    who: 'Admin of Maple Kids Koramangala',
  },
] as const;

/** The fixed code the demo numbers sign in with while no SMS provider is configured. */
export const DEMO_OTP = '123456';
