import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../features/auth/api/logout';

export function LogoutButton() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Button
      variant="light"
      h={48}
      loading={logout.isPending}
      onClick={() => logout.mutate()}
      style={{ flexShrink: 0 }}
    >
      {t('shell.logout')}
    </Button>
  );
}
