import { Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAccessTokenLogin } from '../../features/access-tokens/api/access-token-login';

/** The token travels in the hash, so it never reaches a server log or a Referer header. */
export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && token.trim() !== '' ? token.trim() : null;
}

/** /public/token-login#token=...: signs in with a temporary access token, then opens /dashboard. */
export function TokenLoginRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const login = useAccessTokenLogin();
  const token = tokenFromHash(location.hash);
  const started = useRef(false);
  const { mutate } = login;

  useEffect(() => {
    // Once only: a second render (React's strict mode) must not spend the token twice.
    if (!token || started.current) return;
    started.current = true;
    mutate(token, { onSuccess: () => void navigate('/dashboard', { replace: true }) });
  }, [token, mutate, navigate]);

  if (token && !login.isError) {
    return (
      <Stack align="center" gap="md" py="xl">
        <Loader aria-hidden />
        <Title order={1} fz="h3">
          {t('tokenLogin.title')}
        </Title>
      </Stack>
    );
  }
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Text role="alert">{token ? t('tokenLogin.failed') : t('tokenLogin.missing')}</Text>
      <Anchor component={Link} to="/">
        {t('tokenLogin.backToLogin')}
      </Anchor>
    </Stack>
  );
}
