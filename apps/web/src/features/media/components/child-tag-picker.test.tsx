import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ChildTagPicker } from './child-tag-picker';

const CLASS_ID = '65a000000000000000000040';
const child = (id: string, first: string, consent: boolean) => ({
  _id: id,
  first_name: first,
  last_name: 'Sharma',
  student_profile_picture: null,
  student_class: [],
  photo_consent: consent,
});

describe('ChildTagPicker', () => {
  it('marks a tagged child without photo consent in red, naming the child', async () => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
    mockFetch({
      [`GET /api/student/${CLASS_ID}`]: () =>
        jsonResponse({
          result: [
            child('65a000000000000000000011', 'Aarav', false),
            child('65a000000000000000000012', 'Diya', true),
          ],
        }),
    });
    renderWithProviders(
      <ChildTagPicker
        classId={CLASS_ID}
        value={['65a000000000000000000011', '65a000000000000000000012']}
        onChange={() => {}}
      />,
    );
    expect(
      await screen.findByText(
        'No photo consent: Aarav Sharma. Photos of them stay with staff and their own family.',
      ),
    ).toBeTruthy();
    expect(screen.getAllByText('No photo consent').length).toBeGreaterThan(0);
    expect(screen.queryByText(/No photo consent: .*Diya/)).toBeNull();
  });
});
