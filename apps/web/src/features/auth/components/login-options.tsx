import type { SignInProvider } from '@cue/contracts';
import { Anchor, Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import { usePhoneLoginEnabling } from '../api/get-phone-login-enabling';
import { startProviderSignIn } from '../api/start-provider-sign-in';
import { browserNavigation } from '../browser-navigation';
import { GoogleIcon, OutlookIcon, PhoneIcon } from './provider-icons';

/** Touch targets of at least 48 px (Mantine's "lg" buttons are 50 px tall). */
const OPTION_SIZE = 'lg';

/**
 * Google and Outlook: ask the server for the provider's page, then leave for it. From the click
 * until the browser has gone, the chosen button spins and neither can start a second attempt.
 */
function useProviderSignIn() {
  const start = useMutation({
    mutationFn: startProviderSignIn,
    onSuccess: (url) => browserNavigation.assign(url),
    onError: (error) => showError(errorMessage(error)),
  });
  const { reset } = start;

  // Back from the provider's page, a browser may show this page as it was left (back-forward
  // cache): spinning. It is a new visit; the buttons work again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  // Success means the browser is on its way to the provider: still busy.
  const leavingWith: SignInProvider | null =
    start.isPending || start.isSuccess ? (start.variables ?? null) : null;
  return {
    leavingWith,
    start: (provider: SignInProvider) => {
      if (leavingWith === null) start.mutate(provider);
    },
  };
}

/** The sign-in choices: Phone Number (only when the server enables it), Google, Outlook. */
export function LoginOptions({ onChoosePhone }: { onChoosePhone: () => void }) {
  const { t } = useTranslation();
  const phoneLogin = usePhoneLoginEnabling();
  const providers = useProviderSignIn();
  const isLeaving = providers.leavingWith !== null;

  return (
    <Stack gap="sm" aria-busy={phoneLogin.isPending}>
      {/* Shown until the server says otherwise: a failed check counts as enabled (spec). */}
      {(phoneLogin.data ?? true) && (
        <Button size={OPTION_SIZE} fullWidth leftSection={<PhoneIcon />} onClick={onChoosePhone}>
          {t('login.phoneOption')}
        </Button>
      )}
      <Button
        size={OPTION_SIZE}
        fullWidth
        variant="default"
        leftSection={<GoogleIcon />}
        loading={providers.leavingWith === 'google'}
        disabled={isLeaving}
        onClick={() => providers.start('google')}
      >
        {t('login.googleOption')}
      </Button>
      <Button
        size={OPTION_SIZE}
        fullWidth
        variant="default"
        leftSection={<OutlookIcon />}
        loading={providers.leavingWith === 'microsoft'}
        disabled={isLeaving}
        onClick={() => providers.start('microsoft')}
      >
        {t('login.outlookOption')}
      </Button>
      <Anchor component={Link} to="/public/about" ta="center" py="sm">
        {t('login.learnMore')}
      </Anchor>
    </Stack>
  );
}
