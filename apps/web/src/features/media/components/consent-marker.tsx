import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The red "No photo consent" marker: on items not shared with other families, and on children. */
export function ConsentMarker({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation();
  return (
    <Badge color="red" variant="filled" size={size} radius="sm">
      {t('media.consent.none')}
    </Badge>
  );
}
