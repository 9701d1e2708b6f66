import type { Homework, HomeworkDetail, ParentHomework } from '@cue/contracts';

export const NURSERY = '65a0000000000000000000c1';
export const AARAV = '65a000000000000000000011';
export const KABIR = '65a000000000000000000012';

/** A homework as the staff list answers it (tests only). */
export function testHomework(overrides: Partial<Homework> = {}): Homework {
  return {
    _id: '65a0000000000000000000a1',
    title: 'Leaf rubbing',
    instructions: 'Find three leaves and rub them with a crayon.',
    class: { _id: NURSERY, class_name: 'Nursery A' },
    children: [],
    due_date: '2099-11-20',
    status: 'published',
    is_published: true,
    published_at: '2026-11-20T09:00:00.000Z',
    homework_media: [],
    created_by: { _id: '65a0000000000000000000f1', first_name: 'Priya', last_name: 'Nair' },
    can_manage: true,
    submitted_count: 1,
    addressed_count: 2,
    ...overrides,
  };
}

export function testParentHomework(overrides: Partial<ParentHomework> = {}): ParentHomework {
  return {
    ...testHomework({ can_manage: false, submitted_count: null, addressed_count: null }),
    submission: null,
    ...overrides,
  };
}

export function testHomeworkDetail(overrides: Partial<HomeworkDetail> = {}): HomeworkDetail {
  return {
    ...testHomework(),
    roster: [
      {
        child: { _id: AARAV, first_name: 'Aarav', last_name: 'Sharma' },
        submission: {
          submitted_at: '2026-11-20T12:00:00.000Z',
          submitted_by: { _id: '65a0000000000000000000f3', first_name: 'Rahul', last_name: 'Sharma' },
          submission_media: [],
        },
      },
      { child: { _id: KABIR, first_name: 'Kabir', last_name: 'Iyer' }, submission: null },
    ],
    ...overrides,
  };
}
