import type { Child, ParentProfile, SchoolClass, StaffProfile } from '@cue/contracts';

/** Contract-valid sample data: the client checks every response against the contracts. */
const school = { _id: '65a000000000000000000001', name: 'Sunrise Early Years' };

export const staffProfile: StaffProfile = {
  _id: { $oid: '65a000000000000000000010' },
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.com',
  phone: '9000000001',
  staff_profile_picture: null,
  school_details: { school, editor_direction: 'l2r', admin: false, super_admin: false },
};

export const parentProfile: ParentProfile = {
  _id: { $oid: '65a000000000000000000020' },
  first_name: 'Meera',
  last_name: 'Shah',
  primary_email: null,
  primary_phone: '9000000002',
  parent_profile_picture: null,
  parent_id: '65a000000000000000000021',
  current_child: '65a000000000000000000031',
  child_list: [
    {
      _id: '65a000000000000000000031',
      first_name: 'Kabir',
      last_name: 'Shah',
      student_profile_picture: null,
    },
    { _id: '65a000000000000000000032', first_name: 'Ira', last_name: 'Shah', student_profile_picture: null },
  ],
};

export const sampleClass: SchoolClass = {
  _id: '65a000000000000000000040',
  class_name: 'Butterflies and Caterpillars Room',
  academic_year: '01-06-2025 - 31-03-2026',
  age_range: '3-4 years',
  classes_days: ['Mon', 'Tue', 'Wed'],
  curriculam: null,
  class_curriculum: null,
  start_time: '09:00 AM',
  end_time: '12:30 PM',
  school_info: school,
  color: '#4c6ef5',
};

/** parent_children/ for `parentProfile`: Kabir in one class, Ira in two. */
export const parentChildren: Child[] = [
  {
    _id: '65a000000000000000000031',
    first_name: 'Kabir',
    last_name: 'Shah',
    student_profile_picture: null,
    student_class: [
      { class_id: '65a000000000000000000041', class_name: 'Nursery A', school_details: school },
    ],
  },
  {
    _id: '65a000000000000000000032',
    first_name: 'Ira',
    last_name: 'Shah',
    student_profile_picture: null,
    student_class: [
      {
        class_id: '65a000000000000000000040',
        class_name: 'Butterflies and Caterpillars Room',
        school_details: school,
      },
      { class_id: '65a000000000000000000042', class_name: 'Music Club', school_details: school },
    ],
  },
];
