import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderRoutes } from '../../test/render-with-providers';
import { SetupRoute } from './setup-route';

const routes = [
  { path: '/public/setup', element: <SetupRoute /> },
  { path: '/', element: <p>Login</p> },
];

const created = {
  result: {
    organization: { _id: 'a'.repeat(24), name: 'Little Oaks Trust' },
    school: { _id: 'b'.repeat(24), name: 'Little Oaks Indiranagar' },
    admin: { _id: 'c'.repeat(24), first_name: 'Lata', last_name: 'Menon' },
  },
};

function fillForm() {
  const type = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type(/Organization name/, 'Little Oaks Trust');
  type(/School name/, 'Little Oaks Indiranagar');
  type(/Admin first name/, 'Lata');
  type(/Admin last name/, 'Menon');
  type(/Admin phone number/, '91234 56780');
}

describe('SetupRoute', () => {
  it('creates the school from the link and offers to sign in', async () => {
    const { calls } = mockFetch({
      'POST /api/first_run/check/': () => jsonResponse({ result: { status: 'ready' } }),
      'POST /api/first_run/': () => jsonResponse(created),
    });
    renderRoutes(routes, '/public/setup?token=abc_DEF-123');
    await screen.findByRole('heading', { name: 'Set up your school' });
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create the school' }));

    expect(await screen.findByRole('heading', { name: 'Your school is ready' })).toBeTruthy();
    expect(calls[0]?.body).toEqual({ token: 'abc_DEF-123' });
    expect(calls[1]?.body).toMatchObject({
      token: 'abc_DEF-123',
      organization_name: 'Little Oaks Trust',
      school_name: 'Little Oaks Indiranagar',
      admin_phone: '9123456780',
      admin_email: null,
      editor_direction: 'l2r',
    });
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('Login')).toBeTruthy();
  });

  it('checks before sending: missing fields and a short phone are named, nothing is sent', async () => {
    const { calls } = mockFetch({
      'POST /api/first_run/check/': () => jsonResponse({ result: { status: 'ready' } }),
    });
    renderRoutes(routes, '/public/setup?token=abc');
    await screen.findByRole('heading', { name: 'Set up your school' });
    fireEvent.change(screen.getByLabelText(/Admin phone number/), { target: { value: '98765' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the school' }));

    expect(await screen.findAllByText('Please fill this in')).toHaveLength(3);
    expect(screen.getByText('Enter a 10-digit phone number')).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it("shows the server's refusal under its field, keeping what was typed", async () => {
    mockFetch({
      'POST /api/first_run/check/': () => jsonResponse({ result: { status: 'ready' } }),
      'POST /api/first_run/': () =>
        jsonResponse(
          {
            code: 'VALIDATION_ERROR',
            message: 'admin_email: must be an email address',
            msg: 'admin_email: must be an email address',
            field: 'admin_email',
          },
          400,
        ),
    });
    renderRoutes(routes, '/public/setup?token=abc');
    await screen.findByRole('heading', { name: 'Set up your school' });
    fillForm();
    fireEvent.change(screen.getByLabelText(/Admin email/), { target: { value: 'lata@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the school' }));

    expect(await screen.findByText('must be an email address')).toBeTruthy();
    expect((screen.getByLabelText(/School name/) as HTMLInputElement).value).toBe('Little Oaks Indiranagar');
  });

  it('explains the link was used meanwhile when the server answers 410', async () => {
    mockFetch({
      'POST /api/first_run/check/': () => jsonResponse({ result: { status: 'ready' } }),
      'POST /api/first_run/': () =>
        jsonResponse(
          {
            code: 'GONE',
            message: 'This setup link has already been used',
            msg: 'This setup link has already been used',
          },
          410,
        ),
    });
    renderRoutes(routes, '/public/setup?token=abc');
    await screen.findByRole('heading', { name: 'Set up your school' });
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create the school' }));
    expect((await screen.findByRole('alert')).textContent).toContain('already been used');
  });

  it('explains a used link, and a link without a token, without showing the form', async () => {
    mockFetch({ 'POST /api/first_run/check/': () => jsonResponse({ result: { status: 'used' } }) });
    const { unmount } = renderRoutes(routes, '/public/setup?token=old');
    expect((await screen.findByRole('alert')).textContent).toContain('already been used');
    expect(screen.queryByLabelText(/School name/)).toBeNull();
    unmount();

    const { calls } = mockFetch({});
    renderRoutes(routes, '/public/setup');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'This setup link is not valid' })).toBeTruthy(),
    );
    expect(calls).toHaveLength(0);
  });
});
