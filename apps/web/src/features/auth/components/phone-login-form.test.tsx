import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PhoneLoginForm } from './phone-login-form';

const REQUEST_ID = 'req-123';

/** The happy-path server: a registered number, a sent code, a valid OTP, a staff login. */
function happyServer(overrides: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'POST /api/check_phone_exists/': () => jsonResponse({ result: true }),
    'POST /api/otp/send': () => jsonResponse({ type: 'success', message: REQUEST_ID }),
    'POST /api/otp/retry': () => jsonResponse({ type: 'success', message: 'req-456' }),
    'POST /api/otp/verify': () => jsonResponse({ type: 'success', message: 'otp-jwt' }),
    'POST /api/logged_in_user_phone_verification/': () =>
      jsonResponse({ staff_user: { access_token: 'access-1', refresh_token: 'refresh-1' } }),
    ...overrides,
  });
}

function renderForm() {
  const onBack = vi.fn();
  const onLoggedIn = vi.fn();
  renderWithProviders(<PhoneLoginForm onBack={onBack} onLoggedIn={onLoggedIn} />);
  return { onBack, onLoggedIn };
}

const phoneInput = () => screen.getByLabelText<HTMLInputElement>('Phone number');
const otpInput = () => screen.getByLabelText<HTMLInputElement>('OTP');
const backLink = () => screen.getByRole('link', { name: 'Back to login options' });
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

async function reachOtpStage(user: ReturnType<typeof userEvent.setup>) {
  await user.type(phoneInput(), '9876543210');
  await user.click(button('Send OTP'));
  await screen.findByLabelText('OTP');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('phone number stage', () => {
  it('enables Send OTP only at exactly 10 digits, keeping digits only', async () => {
    happyServer();
    const user = userEvent.setup();
    renderForm();

    expect(screen.getByText('+91')).toBeTruthy();
    expect(button('Send OTP').disabled).toBe(true);

    await user.type(phoneInput(), '98a7-6 5');
    expect(phoneInput().value).toBe('98765');
    expect(button('Send OTP').disabled).toBe(true);

    await user.type(phoneInput(), '432109999');
    expect(phoneInput().value).toBe('9876543210');
    expect(button('Send OTP').disabled).toBe(false);

    await user.type(phoneInput(), '{Backspace}');
    expect(button('Send OTP').disabled).toBe(true);
  });

  it('sends the OTP to 91 + the number once it is registered', async () => {
    const { calls } = happyServer();
    const user = userEvent.setup();
    renderForm();

    await reachOtpStage(user);

    expect(await screen.findByText('OTP sent successfully')).toBeTruthy();
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/api/check_phone_exists/', body: { phone_number: '9876543210' } },
      { method: 'POST', path: '/api/otp/send', body: { phno: '919876543210' } },
    ]);
    expect(button('Login')).toBeTruthy();
  });

  it('says an unknown number is not registered and sends no OTP', async () => {
    const { calls } = happyServer({ 'POST /api/check_phone_exists/': () => jsonResponse({ result: false }) });
    const user = userEvent.setup();
    renderForm();

    await user.type(phoneInput(), '9000000009');
    await user.click(button('Send OTP'));

    expect(await screen.findByText('Phone number not registered')).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/api/check_phone_exists/']);
    expect(screen.queryByLabelText('OTP')).toBeNull();
  });

  it('disables every button and the back link while a request is in flight', async () => {
    let answer: (response: Response) => void = () => {};
    happyServer({
      'POST /api/check_phone_exists/': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    const { onBack } = renderForm();

    await user.type(phoneInput(), '9876543210');
    await user.click(button('Send OTP'));

    expect(button('Send OTP').disabled).toBe(true);
    expect(backLink().getAttribute('aria-disabled')).toBe('true');
    await user.click(backLink());
    expect(onBack).not.toHaveBeenCalled();

    answer(jsonResponse({ result: false }));
    await waitFor(() => expect(button('Send OTP').disabled).toBe(false));
    expect(backLink().getAttribute('aria-disabled')).toBeNull();
  });

  it('goes back to the login options', async () => {
    happyServer();
    const user = userEvent.setup();
    const { onBack } = renderForm();

    await user.click(backLink());

    expect(onBack).toHaveBeenCalledTimes(1);
  });
});

describe('OTP stage', () => {
  it('enables Login only at 6 digits, keeping digits only', async () => {
    happyServer();
    const user = userEvent.setup();
    renderForm();
    await reachOtpStage(user);

    expect(otpInput().getAttribute('inputmode')).toBe('numeric');
    expect(otpInput().getAttribute('autocomplete')).toBe('one-time-code');
    expect(button('Login').disabled).toBe(true);

    await user.type(otpInput(), '12x34');
    expect(otpInput().value).toBe('1234');
    expect(button('Login').disabled).toBe(true);

    await user.type(otpInput(), '5678');
    expect(otpInput().value).toBe('123456');
    expect(button('Login').disabled).toBe(false);
  });

  it('counts down from 30 s, then offers Resend OTP, which resends and restarts the wait', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = happyServer();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm();
    await reachOtpStage(user);

    expect(screen.getByText('Resend OTP in 30s')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByText('Resend OTP in 20s')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(screen.queryByText(/Resend OTP in/)).toBeNull();

    await user.click(button('Resend OTP'));

    expect(await screen.findByText('OTP resent successfully')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ path: '/api/otp/retry', body: { reqId: REQUEST_ID } });
    expect(screen.getByText('Resend OTP in 30s')).toBeTruthy();
  });

  it('disables Login, Resend OTP and Back while the code is being checked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: (response: Response) => void = () => {};
    happyServer({ 'POST /api/otp/verify': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm();
    await reachOtpStage(user);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(button('Resend OTP').disabled).toBe(false);

    await user.type(otpInput(), '123456');
    await user.click(button('Login'));

    expect(button('Login').disabled).toBe(true);
    expect(button('Resend OTP').disabled).toBe(true);
    expect(backLink().getAttribute('aria-disabled')).toBe('true');

    const message = 'Invalid OTP - Please try again';
    answer(jsonResponse({ code: 'OTP_INVALID', message, msg: message }, 400));
    await waitFor(() => expect(button('Resend OTP').disabled).toBe(false));
  });

  it('logs in: verifies the code, exchanges it for tokens and stores them', async () => {
    const { calls } = happyServer();
    const user = userEvent.setup();
    const { onLoggedIn } = renderForm();
    await reachOtpStage(user);

    await user.type(otpInput(), '123456');
    await user.click(button('Login'));

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(calls.slice(2).map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/api/otp/verify', body: { reqId: REQUEST_ID, otp: '123456' } },
      {
        path: '/api/logged_in_user_phone_verification/',
        body: { otp_jwt_token: 'otp-jwt', phone_number: '9876543210' },
      },
    ]);
    expect(localStorage.getItem('token')).toBe('access-1');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(localStorage.getItem('role')).toBe('staff');
  });

  it("shows the server's message when the code is wrong, and stays on the code", async () => {
    const message = 'Invalid OTP - Please try again';
    happyServer({
      'POST /api/otp/verify': () => jsonResponse({ code: 'OTP_INVALID', message, msg: message }, 400),
    });
    const user = userEvent.setup();
    const { onLoggedIn } = renderForm();
    await reachOtpStage(user);

    await user.type(otpInput(), '000000');
    await user.click(button('Login'));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
    expect(button('Login').disabled).toBe(false);
  });

  it('returns to Send OTP when the number is changed', async () => {
    happyServer();
    const user = userEvent.setup();
    renderForm();
    await reachOtpStage(user);

    await user.type(phoneInput(), '{Backspace}1');

    expect(screen.queryByLabelText('OTP')).toBeNull();
    expect(button('Send OTP').disabled).toBe(false);
  });
});
