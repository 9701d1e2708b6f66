import type { SignInProvider } from '@cue/contracts';
import { Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { verifyProviderSignIn, type ProviderAnswer } from '../../features/auth/api/verify-provider-sign-in';
import { LoginCard } from '../../features/auth/components/login-card';
import { clearReturnFromAddressBar, readProviderReturn } from '../../features/auth/provider-return';
import { forgetSignInState } from '../../features/auth/provider-sign-in-state';
import { errorMessage } from '../../lib/error-message';
import { sessionStore } from '../../lib/session-store';

/** The provider's name on the sign-in screen (its button's label). */
const providerNameKey = { google: 'login.googleOption', microsoft: 'login.outlookOption' } as const;

/** The server's answer as the session; an answer without any token pair is no sign-in at all. */
async function signIn(provider: SignInProvider, answer: ProviderAnswer): Promise<void> {
  const result = await verifyProviderSignIn(provider, answer);
  if (!sessionStore.saveLoginResult(result)) throw new Error('The sign-in answer holds no token pair');
}

/**
 * Where Google (/google_login_verify) and Outlook (/microsoft_login_verify, or any path containing
 * it: spec "App shell") send the browser back, with or without a session. The answer is read once
 * and cleared from the address bar; a refused one gives the generic error without a call; otherwise
 * it goes to the server once, and the person lands on /dashboard.
 */
export function ProviderLoginVerifyRoute({ provider }: { provider: SignInProvider }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  // Read on the first render only: the address bar is cleared right after.
  const [providerReturn] = useState(() => readProviderReturn(provider, search));
  const verify = useMutation({
    mutationFn: (answer: ProviderAnswer) => signIn(provider, answer),
    onSuccess: () => void navigate('/dashboard', { replace: true }),
  });
  const started = useRef(false);
  const { mutate } = verify;

  useEffect(() => {
    clearReturnFromAddressBar();
    // Once only: React's strict mode runs this twice, and a code works only once.
    if (providerReturn.kind !== 'verify' || started.current) return;
    started.current = true;
    forgetSignInState(provider);
    mutate(providerReturn.answer);
  }, [provider, providerReturn, mutate]);

  const providerName = t(providerNameKey[provider]);
  const failure =
    providerReturn.kind === 'refused'
      ? t('errors.generic')
      : verify.isError
        ? errorMessage(verify.error)
        : null;

  return (
    <LoginCard>
      <Stack gap="sm" align="center" ta="center">
        <Title order={2} fz="h3">
          {t('providerReturn.title', { provider: providerName })}
        </Title>
        {failure === null ? (
          <Stack gap="xs" align="center" role="status">
            <Loader aria-hidden />
            <Text>{t('providerReturn.signingIn')}</Text>
          </Stack>
        ) : (
          <>
            <Text role="alert">{failure}</Text>
            <Anchor component={Link} to="/" replace py="sm">
              {t('providerReturn.back')}
            </Anchor>
          </>
        )}
      </Stack>
    </LoginCard>
  );
}
