import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { sampleClass } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { StudentEditor } from './student-editor';

describe('StudentEditor (a new child)', () => {
  // Notes grow with their text (Mantine autosize), which listens for web fonts; jsdom has none.
  beforeAll(() => {
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => {}, removeEventListener: () => {} },
      });
    }
  });

  it('shows a bad phone at its field without sending, then the server’s field error at that field, keeping what was typed', async () => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
    const { calls } = mockFetch({
      'POST /api/student/': () =>
        jsonResponse(
          {
            code: 'VALIDATION_ERROR',
            message: 'guardians.0.email: already belongs to another person',
            msg: 'guardians.0.email: already belongs to another person',
            field: 'guardians.0.email',
          },
          400,
        ),
    });
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <StudentEditor student={null} classes={[sampleClass]} onSaved={onSaved} onCancel={() => {}} />,
    );

    const [childFirst, guardianFirst] = screen.getAllByRole('textbox', { name: /First name/ });
    const [childLast, guardianLast] = screen.getAllByRole('textbox', { name: /Last name/ });
    await user.type(childFirst!, 'Zoya');
    await user.type(childLast!, 'Das');
    await user.type(guardianFirst!, 'Ritu');
    await user.type(guardianLast!, 'Das');
    await user.type(screen.getByRole('textbox', { name: /Relation/ }), 'mother');
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    await user.type(phone, '91000');
    await user.click(screen.getByRole('button', { name: 'Add child' }));
    expect(await screen.findByText('Enter 10 digits')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(phone, '00001');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'farah@sunbeam.test');
    await user.click(screen.getByRole('button', { name: 'Add child' }));
    const email = screen.getByRole('textbox', { name: /Email/ });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      first_name: 'Zoya',
      class_id: sampleClass._id,
      photo_consent: false,
      guardians: [{ phone: '9100000001', email: 'farah@sunbeam.test', relation: 'mother' }],
    });
    expect((childFirst as HTMLInputElement).value).toBe('Zoya');
    expect(onSaved).not.toHaveBeenCalled();
    // Typing a whole form in jsdom takes seconds on a busy machine.
  }, 30_000);
});
