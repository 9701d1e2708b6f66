import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Full-area spinner for screens waiting on their first data. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="60dvh" role="status" aria-label={t('shell.loading')}>
      <Loader />
    </Center>
  );
}
