import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AnnouncementForm } from './announcement-form';
import { testAnnouncement } from './test-announcement';

const NEW_ID = '65a0000000000000000000a9';
const NURSERY = '65a0000000000000000000c1';
const classOptions = [
  { value: NURSERY, label: 'Nursery A' },
  { value: '65a0000000000000000000c2', label: 'Playgroup B' },
];

describe('AnnouncementForm', () => {
  // The message grows with its text (Mantine autosize), which listens for web fonts; jsdom has none.
  beforeAll(() => {
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => {}, removeEventListener: () => {} },
      });
    }
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });

  it("saves a draft: 'Save as Draft' → 'Saving as Draft...' → 'Saved as Draft' and the toast", async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { calls } = mockFetch({
      'POST /api/announcement/': async () => {
        await answered;
        return jsonResponse({ result: { id: NEW_ID, status: 'draft' } });
      },
    });
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <AnnouncementForm classOptions={classOptions} defaultClassId={NURSERY} onSaved={onSaved} />,
    );
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Picnic');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Bring a hat.');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByRole('button', { name: 'Saving as Draft...' })).toBeTruthy();
    release();
    expect(await screen.findByRole('button', { name: 'Saved as Draft' })).toBeTruthy();
    expect(await screen.findByText('Announcement Saved As Draft!')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith(NEW_ID, 'draft');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      announcement_media: [],
      title: 'Picnic',
      summary: 'Bring a hat.',
      share_with: 'Everyone',
      classes_ids: [],
      send_email: false,
      save_as_draft: true,
      schedule_later: false,
    });
  });

  it('schedules for a date and time sent as YYYY-MM-DD and hh:mm A, with the chosen classes', async () => {
    const { calls } = mockFetch({
      'POST /api/announcement/': () => jsonResponse({ result: { id: NEW_ID, status: 'scheduled' } }),
    });
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <AnnouncementForm classOptions={classOptions} defaultClassId={NURSERY} onSaved={onSaved} />,
    );
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Trip');
    await user.click(screen.getByRole('radio', { name: 'Chosen classes' }));
    await user.click(screen.getByRole('checkbox', { name: 'Also email the families' }));
    await user.click(screen.getByRole('switch', { name: 'Schedule for later' }));
    const year = new Date().getFullYear() + 1;
    const date = screen.getByLabelText(/Date/);
    await user.clear(date);
    await user.type(date, `${year}-03-05`);
    const time = screen.getByLabelText(/Time/);
    await user.clear(time);
    await user.type(time, '14:30');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Scheduled!')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith(NEW_ID, 'scheduled');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      announcement_media: [],
      title: 'Trip',
      summary: '',
      share_with: 'Classes',
      classes_ids: [NURSERY],
      send_email: true,
      save_as_draft: false,
      schedule_later: true,
      date: `${year}-03-05`,
      time: '02:30 PM',
    });
  });

  it('asks for a title before sending anything, and shows the server’s field error at the field', async () => {
    const { calls } = mockFetch({
      [`POST /api/announcement/${NEW_ID}`]: () =>
        jsonResponse(
          {
            code: 'VALIDATION_ERROR',
            message: 'classes_ids: 65a0000000000000000000c2 is not one of your classes',
            msg: '',
            field: 'classes_ids',
          },
          400,
        ),
    });
    const user = userEvent.setup();
    const draft = testAnnouncement({
      _id: NEW_ID,
      status: 'draft',
      save_as_draft: true,
      is_published: false,
      share_with: 'Classes',
      classes_ids: ['65a0000000000000000000c2'],
    });
    renderWithProviders(
      <AnnouncementForm
        announcement={draft}
        classOptions={classOptions}
        defaultClassId={null}
        onSaved={vi.fn()}
      />,
    );
    // An unchanged saved draft reads 'Saved as Draft'.
    expect(screen.getByRole('button', { name: 'Saved as Draft' })).toBeTruthy();
    const title = screen.getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Send Now' }));
    expect(await screen.findByText('Please enter a title')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(title, 'Fixed title');
    await user.click(screen.getByRole('button', { name: 'Send Now' }));
    expect(await screen.findByText(/is not one of your classes/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('does not offer to edit a published announcement', () => {
    mockFetch({});
    renderWithProviders(
      <AnnouncementForm
        announcement={testAnnouncement()}
        classOptions={classOptions}
        defaultClassId={null}
        onSaved={vi.fn()}
      />,
    );
    expect(screen.getByText('This announcement is published and can no longer be edited.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send Now' })).toBeNull();
  });
});
