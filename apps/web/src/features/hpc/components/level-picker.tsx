import type { HpcScheme } from '@cue/contracts';
import { Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { levelStyle } from '../../../lib/level-colors';

/**
 * The scheme's levels as one row of segmented buttons, in order, each in its colour when chosen.
 * A radio group: arrow keys are not needed on a phone, each level is its own tap target (44 px).
 * Choosing the chosen level again clears the judgement.
 */
export function LevelPicker({
  scheme,
  value,
  label,
  disabled,
  onChange,
}: {
  scheme: Pick<HpcScheme, 'levels'>;
  value: string | null;
  /** The accessible name: the competency and dimension judged. */
  label: string;
  disabled?: boolean;
  onChange: (level: string | null) => void;
}) {
  const { t } = useTranslation();
  const count = scheme.levels.length;
  return (
    <Group gap={0} role="radiogroup" aria-label={label} wrap="nowrap" style={{ overflowX: 'auto' }}>
      {scheme.levels.map((level, index) => {
        const chosen = level.key === value;
        const edge = index === 0 ? 'start' : index === count - 1 ? 'end' : null;
        return (
          <UnstyledButton
            key={level.key}
            role="radio"
            aria-checked={chosen}
            title={chosen ? t('hpc.card.tapToClear') : level.description || undefined}
            disabled={disabled}
            onClick={() => onChange(chosen ? null : level.key)}
            px="sm"
            // A finger's width on a phone; a little tighter with a mouse.
            mih={{ base: 44, sm: 36 }}
            fz="sm"
            fw={chosen ? 700 : 500}
            style={{
              flex: '1 0 auto',
              textAlign: 'center',
              border: '1px solid var(--mantine-color-default-border)',
              marginInlineStart: index === 0 ? 0 : -1,
              borderStartStartRadius: edge === 'start' ? 'var(--mantine-radius-md)' : 0,
              borderEndStartRadius: edge === 'start' ? 'var(--mantine-radius-md)' : 0,
              borderStartEndRadius: edge === 'end' ? 'var(--mantine-radius-md)' : 0,
              borderEndEndRadius: edge === 'end' ? 'var(--mantine-radius-md)' : 0,
              opacity: disabled ? 0.6 : 1,
              cursor: disabled ? 'not-allowed' : 'pointer',
              ...(chosen ? levelStyle(index, count) : { background: 'var(--mantine-color-body)' }),
            }}
          >
            {level.label}
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
