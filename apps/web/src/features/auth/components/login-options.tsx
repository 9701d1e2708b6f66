import { Anchor, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showError } from '../../../lib/notify';
import { usePhoneLoginEnabling } from '../api/get-phone-login-enabling';
import { GoogleIcon, OutlookIcon, PhoneIcon } from './provider-icons';

/** Touch targets of at least 48 px (Mantine's "lg" buttons are 50 px tall). */
const OPTION_SIZE = 'lg';

/** The sign-in choices: Phone Number (only when the server enables it), Google, Outlook. */
export function LoginOptions({ onChoosePhone }: { onChoosePhone: () => void }) {
  const { t } = useTranslation();
  const phoneLogin = usePhoneLoginEnabling();

  return (
    <Stack gap="sm" aria-busy={phoneLogin.isPending}>
      {/* Shown until the server says otherwise: a failed check counts as enabled (spec). */}
      {(phoneLogin.data ?? true) && (
        <Button size={OPTION_SIZE} fullWidth leftSection={<PhoneIcon />} onClick={onChoosePhone}>
          {t('login.phoneOption')}
        </Button>
      )}
      {/* Google and Outlook need OAuth client settings this server does not have yet. */}
      <Button
        size={OPTION_SIZE}
        fullWidth
        variant="default"
        leftSection={<GoogleIcon />}
        onClick={() => showError(t('login.googleNotConfigured'))}
      >
        {t('login.googleOption')}
      </Button>
      <Button
        size={OPTION_SIZE}
        fullWidth
        variant="default"
        leftSection={<OutlookIcon />}
        onClick={() => showError(t('login.outlookNotConfigured'))}
      >
        {t('login.outlookOption')}
      </Button>
      <Anchor component={Link} to="/public/about" ta="center" py="sm">
        {t('login.learnMore')}
      </Anchor>
    </Stack>
  );
}
