import type { HpcScheme } from '@cue/contracts';
import { Box, Text } from '@mantine/core';
import { findLevel, levelStyle } from '../lib/level-colors';

/** A judged level: its name on its colour (by order in the scheme). */
export function LevelBadge({
  scheme,
  level,
  prefix,
  size = 'sm',
}: {
  scheme: Pick<HpcScheme, 'levels'>;
  level: string;
  /** Shown before the level (a dimension's short name in a tight cell). */
  prefix?: string;
  size?: 'xs' | 'sm';
}) {
  const found = findLevel(scheme, level);
  if (!found)
    return (
      <Text span size={size} c="dimmed">
        {prefix ? `${prefix} ` : ''}
        {level}
      </Text>
    );
  return (
    <Box
      component="span"
      px={6}
      py={1}
      fz={size}
      fw={500}
      style={{
        ...levelStyle(found.index, found.count),
        borderRadius: 'var(--mantine-radius-sm)',
        whiteSpace: 'nowrap',
        display: 'inline-block',
      }}
    >
      {prefix ? `${prefix} · ` : ''}
      {found.level.label}
    </Box>
  );
}
