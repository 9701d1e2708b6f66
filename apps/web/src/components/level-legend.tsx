import type { HpcScheme } from '@cue/contracts';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dimensionShort } from '../lib/level-colors';
import { LevelBadge } from './level-badge';

/** The scheme's levels in order, in their colours, and the short names of its dimensions. */
export function LevelLegend({ scheme }: { scheme: HpcScheme }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap" aria-label={t('assessment.legend')} role="group">
      {scheme.levels.map((level) => (
        <LevelBadge key={level.key} scheme={scheme} level={level.key} size="xs" />
      ))}
      <Text size="xs" c="dimmed">
        {scheme.dimensions.map((d) => `${dimensionShort(d.label)} = ${d.label}`).join(' · ')}
      </Text>
    </Group>
  );
}
