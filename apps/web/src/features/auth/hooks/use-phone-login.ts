import {
  OTP_LENGTH,
  OTP_RESEND_WAIT_SECONDS,
  isValidNationalPhone,
  sanitizePhoneInput,
  type LoginResult,
} from '@cue/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { sessionStore } from '../../../lib/session-store';
import { checkPhoneExists } from '../api/check-phone-exists';
import { retryOtp } from '../api/retry-otp';
import { sendOtp } from '../api/send-otp';
import { verifyOtp } from '../api/verify-otp';
import { verifyPhoneLogin } from '../api/verify-phone-login';
import { useResendCountdown } from './use-resend-countdown';

/** What the OTP field accepts as the user types or pastes: digits only, at most 6. */
export function sanitizeOtpInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/**
 * The phone sign-in flow (spec section 4 "Phone login"): number -> Send OTP -> code -> Login.
 * Every request disables every action until it settles, so nothing is sent twice.
 */
export function usePhoneLogin({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useTranslation();
  const [phone, setPhoneValue] = useState('');
  const [otp, setOtpValue] = useState('');
  // Present once an OTP was sent: it is what moves the form to the code stage.
  const [requestId, setRequestId] = useState<string | null>(null);
  const countdown = useResendCountdown(OTP_RESEND_WAIT_SECONDS);
  const onError = (error: unknown) => showError(errorMessage(error));

  const send = useMutation({
    mutationFn: async (phoneNumber: string) =>
      (await checkPhoneExists(phoneNumber)) ? { requestId: await sendOtp(phoneNumber) } : null,
    onSuccess: (sent) => {
      if (!sent) {
        showError(t('messages.phoneNotRegistered'));
        return;
      }
      setRequestId(sent.requestId);
      setOtpValue('');
      countdown.restart();
      showSuccess(t('messages.otpSent'));
    },
    onError,
  });

  const resend = useMutation({
    mutationFn: retryOtp,
    onSuccess: (nextRequestId) => {
      setRequestId(nextRequestId);
      countdown.restart();
      showSuccess(t('messages.otpResent'));
    },
    onError,
  });

  const login = useMutation({
    mutationFn: async (input: { requestId: string; otp: string; phone: string }): Promise<LoginResult> =>
      verifyPhoneLogin(await verifyOtp(input.requestId, input.otp), input.phone),
    onSuccess: (result) => {
      if (sessionStore.saveLoginResult(result)) onLoggedIn();
      else showError(t('errors.generic'));
    },
    onError,
  });

  const isBusy = send.isPending || resend.isPending || login.isPending;
  const stage: 'phone' | 'otp' = requestId === null ? 'phone' : 'otp';

  return {
    stage,
    phone,
    otp,
    isBusy,
    isSending: send.isPending,
    isResending: resend.isPending,
    isLoggingIn: login.isPending,
    resendSecondsLeft: countdown.secondsLeft,
    canSendOtp: !isBusy && isValidNationalPhone(phone),
    canLogin: !isBusy && requestId !== null && otp.length === OTP_LENGTH,
    canResend: !isBusy && requestId !== null && countdown.secondsLeft === 0,
    setPhone(raw: string) {
      const next = sanitizePhoneInput(raw);
      // A different number needs its own OTP: back to the Send OTP stage.
      if (next !== phone && requestId !== null) {
        setRequestId(null);
        setOtpValue('');
      }
      setPhoneValue(next);
    },
    setOtp(raw: string) {
      setOtpValue(sanitizeOtpInput(raw));
    },
    sendOtp() {
      if (!isBusy && isValidNationalPhone(phone)) send.mutate(phone);
    },
    resendOtp() {
      if (!isBusy && requestId !== null && countdown.secondsLeft === 0) resend.mutate(requestId);
    },
    login() {
      if (!isBusy && requestId !== null && otp.length === OTP_LENGTH) login.mutate({ requestId, otp, phone });
    },
  };
}
