import type { Announcement } from '@cue/contracts';

/** An announcement as the API answers it, for the component tests. */
export function testAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    _id: '65a0000000000000000000a1',
    title: 'Sports day',
    summary: 'Wear white and bring water.',
    share_with: 'Everyone',
    send_email: false,
    save_as_draft: false,
    schedule_later: false,
    date: '2026-11-20',
    time: '02:30 PM',
    classes_ids: [],
    classes: [],
    announcement_media: [],
    file_link: null,
    is_saved: true,
    is_published: true,
    status: 'published',
    scheduled_for: null,
    published_at: '2026-11-20T09:00:00.000Z',
    created_by: { _id: '65a0000000000000000000f1', first_name: 'Priya', last_name: 'Nair' },
    can_manage: true,
    ...overrides,
  };
}
