import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The red "No photo consent" marker: on items not shared with other families, and on children. */
export function ConsentMarker({
  size = 'sm',
  wrap = false,
}: {
  size?: 'xs' | 'sm' | 'md';
  /**
   * In a narrow place (a phone's three-column grid) the words wrap instead of being cut to
   * "NO PHOTO CON…": a safety marker must be read whole.
   */
  wrap?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Badge
      color="red"
      variant="filled"
      size={size}
      radius="sm"
      tt={wrap ? 'none' : undefined}
      styles={
        wrap
          ? {
              root: { blockSize: 'auto', maxInlineSize: '100%', paddingBlock: 2 },
              label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.2, textAlign: 'center' },
            }
          : undefined
      }
    >
      {t('media.consent.none')}
    </Badge>
  );
}
