import { PHONE_COUNTRY_PREFIX } from '@cue/contracts';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhoneLogin } from '../hooks/use-phone-login';
import { ResendOtp } from './resend-otp';

interface PhoneLoginFormProps {
  onBack: () => void;
  onLoggedIn: () => void;
}

/** A phone number inside a sentence keeps its left-to-right order in Arabic and Hebrew (LRI … PDI). */
const ltrIsolate = (text: string) => `\u2066${text}\u2069`;

/** Phone number with a fixed +91, then the 6-digit OTP; one primary button: 'Send OTP', then 'Login'. */
export function PhoneLoginForm({ onBack, onLoggedIn }: PhoneLoginFormProps) {
  const { t } = useTranslation();
  const flow = usePhoneLogin({ onLoggedIn });
  const otpInput = useRef<HTMLInputElement>(null);
  const isOtpStage = flow.stage === 'otp';

  // The code arrives by SMS: put the cursor where it goes (and let the phone offer to autofill it).
  useEffect(() => {
    if (isOtpStage) otpInput.current?.focus();
  }, [isOtpStage]);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isOtpStage) flow.login();
        else flow.sendOtp();
      }}
    >
      <Stack gap="md">
        {/* A link, as the spec names it; it points at the options ('/') and is inert mid-request. */}
        <Anchor
          href="/"
          onClick={(event) => {
            event.preventDefault();
            if (!flow.isBusy) onBack();
          }}
          aria-disabled={flow.isBusy || undefined}
          display="inline-flex"
          mih={48}
          style={{ alignSelf: 'flex-start', alignItems: 'center', opacity: flow.isBusy ? 0.5 : undefined }}
        >
          {t('phoneLogin.back')}
        </Anchor>
        <TextInput
          label={t('phoneLogin.phoneLabel')}
          placeholder={t('phoneLogin.phonePlaceholder')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          autoFocus
          size="lg"
          leftSection={
            // <bdi dir="ltr">: in Arabic and Hebrew the prefix still reads "+91", not "91+".
            <Text component="bdi" dir="ltr" fz="lg" lh={1} c="dimmed">
              {`+${PHONE_COUNTRY_PREFIX}`}
            </Text>
          }
          leftSectionWidth={56}
          value={flow.phone}
          readOnly={flow.isBusy}
          onChange={(event) => flow.setPhone(event.currentTarget.value)}
        />
        {isOtpStage && (
          <TextInput
            ref={otpInput}
            label={t('phoneLogin.otpLabel')}
            description={t('phoneLogin.otpHint', {
              phone: ltrIsolate(`+${PHONE_COUNTRY_PREFIX} ${flow.phone}`),
            })}
            placeholder={t('phoneLogin.otpPlaceholder')}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            size="lg"
            styles={{ input: { letterSpacing: '0.3em' } }}
            value={flow.otp}
            readOnly={flow.isBusy}
            onChange={(event) => flow.setOtp(event.currentTarget.value)}
          />
        )}
        {isOtpStage ? (
          <Button type="submit" size="lg" fullWidth disabled={!flow.canLogin} loading={flow.isLoggingIn}>
            {t('phoneLogin.login')}
          </Button>
        ) : (
          <Button type="submit" size="lg" fullWidth disabled={!flow.canSendOtp} loading={flow.isSending}>
            {t('phoneLogin.sendOtp')}
          </Button>
        )}
        {isOtpStage && (
          <ResendOtp
            secondsLeft={flow.resendSecondsLeft}
            disabled={!flow.canResend}
            loading={flow.isResending}
            onResend={flow.resendOtp}
          />
        )}
      </Stack>
    </form>
  );
}
