import { Button, Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ResendOtpProps {
  secondsLeft: number;
  disabled: boolean;
  loading: boolean;
  onResend: () => void;
}

/** 'Resend OTP in Ns' while the wait runs, then the 'Resend OTP' button (spec "Phone login"). */
export function ResendOtp({ secondsLeft, disabled, loading, onResend }: ResendOtpProps) {
  const { t } = useTranslation();
  return (
    <Center mih={48}>
      {secondsLeft > 0 ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('phoneLogin.resendIn', { seconds: secondsLeft })}
        </Text>
      ) : (
        <Button
          type="button"
          variant="subtle"
          h={48}
          disabled={disabled}
          loading={loading}
          onClick={onResend}
        >
          {t('phoneLogin.resend')}
        </Button>
      )}
    </Center>
  );
}
