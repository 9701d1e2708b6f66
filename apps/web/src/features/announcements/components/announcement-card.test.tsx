import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AnnouncementCard } from './announcement-card';
import { testAnnouncement } from './test-announcement';

const NOW = Date.parse('2026-11-20T10:00:00.000Z');

describe('AnnouncementCard', () => {
  it("shows the date as 'MMM DD, YY', the time, the reading time at 250 words a minute and the audience", () => {
    const summary = Array.from({ length: 600 }, () => 'word').join(' ');
    renderWithProviders(
      <AnnouncementCard
        announcement={testAnnouncement({
          summary,
          share_with: 'Classes',
          classes: [
            { _id: '65a0000000000000000000c1', class_name: 'Nursery A' },
            { _id: '65a0000000000000000000c2', class_name: 'Playgroup B' },
            {
              _id: '65a0000000000000000000c3',
              class_name: 'Butterflies Kindergarten With A Very Long Class Name',
            },
          ],
        })}
        now={NOW}
      />,
    );
    expect(screen.getByText(/Nov 20, 26 · 02:30 PM/)).toBeTruthy();
    // 602 words (title included) at 250 a minute: 3 minutes.
    expect(screen.getByText(/3 min read/)).toBeTruthy();
    expect(screen.getByText(/Nursery A, Playgroup B \+ 1 more/)).toBeTruthy();
    expect(screen.getByText('By Priya Nair')).toBeTruthy();
  });

  it('shows Draft for drafts and Scheduled only while the time is ahead', () => {
    const scheduled = testAnnouncement({
      status: 'scheduled',
      is_published: false,
      schedule_later: true,
      scheduled_for: '2026-11-21T04:30:00.000Z',
    });
    const { unmount } = renderWithProviders(<AnnouncementCard announcement={scheduled} now={NOW} />);
    expect(screen.getByText('Scheduled')).toBeTruthy();
    expect(screen.queryByText('Draft')).toBeNull();
    unmount();

    renderWithProviders(
      <AnnouncementCard
        announcement={{ ...scheduled, scheduled_for: '2026-11-20T04:30:00.000Z' }}
        now={NOW}
      />,
    );
    expect(screen.queryByText('Scheduled')).toBeNull();
  });

  it('offers Edit and Delete to who may manage it; Edit is hidden once published or while saving', () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const draft = testAnnouncement({ status: 'draft', save_as_draft: true, is_published: false });
    const { unmount } = renderWithProviders(
      <AnnouncementCard announcement={draft} now={NOW} onEdit={onEdit} onDelete={onDelete} />,
    );
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    unmount();

    const second = renderWithProviders(
      <AnnouncementCard announcement={draft} now={NOW} onEdit={onEdit} onDelete={onDelete} isBusy />,
    );
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    second.unmount();

    const third = renderWithProviders(
      <AnnouncementCard announcement={testAnnouncement()} now={NOW} onEdit={onEdit} onDelete={onDelete} />,
    );
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    third.unmount();

    renderWithProviders(
      <AnnouncementCard
        announcement={{ ...draft, can_manage: false }}
        now={NOW}
        onEdit={onEdit}
        onDelete={onDelete}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
