import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { testMediaFile } from '../../media/test-media';
import { HomeworkList } from './homework-list';
import { testHomework, testHomeworkDetail } from './test-homework';

describe('HomeworkList', () => {
  beforeAll(() => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });

  it('shows how many have done it and, opened, who has (with the photo) and who has not', async () => {
    const homework = testHomework();
    const detail = testHomeworkDetail();
    detail.roster[0]!.submission!.submission_media = [testMediaFile(3)];
    mockFetch({
      'GET /api/homeworks/': () =>
        jsonResponse({ result: { homeworks: [homework], page: 1, page_size: 20, total: 1 } }),
      [`GET /api/homework/${homework._id}`]: () => jsonResponse({ result: detail }),
    });
    const onEdit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<HomeworkList onEdit={onEdit} />);
    const card = await screen.findByRole('article', { name: 'Leaf rubbing' });
    expect(within(card).getByText('Whole class', { exact: false })).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith(homework._id);

    await user.click(within(card).getByRole('button', { name: '1 of 2 done' }));
    const dialog = await screen.findByRole('dialog', { name: 'Who has done “Leaf rubbing”' });
    const aarav = (await within(dialog).findByText('Aarav Sharma')).closest('li')!;
    expect(within(aarav).getByText('Done')).toBeTruthy();
    expect(within(aarav).getByText(/Sent by Rahul Sharma/)).toBeTruthy();
    expect(within(aarav).getByRole('img', { name: 'Work of Aarav' })).toBeTruthy();
    const kabir = within(dialog).getByText('Kabir Iyer').closest('li')!;
    expect(within(kabir).getByText('Not yet')).toBeTruthy();
  });

  it('hides Edit and Delete from staff who may not manage it, and marks drafts', async () => {
    mockFetch({
      'GET /api/homeworks/': () =>
        jsonResponse({
          result: {
            homeworks: [testHomework({ can_manage: false, status: 'draft', is_published: false })],
            page: 1,
            page_size: 20,
            total: 1,
          },
        }),
    });
    renderWithProviders(<HomeworkList onEdit={vi.fn()} />);
    const card = await screen.findByRole('article', { name: 'Leaf rubbing' });
    expect(within(card).getByText('Draft')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
