import { Group, Pill, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Competency codes as chips (issue 16): Cue's suggestion on an observation card, a unit card's
 * target competencies. With `onRemove`, each chip has a remove button the teacher taps to drop
 * a code she does not confirm.
 */
export function CompetencyChips({
  codes,
  onRemove,
}: {
  codes: readonly string[];
  onRemove?: (code: string) => void;
}) {
  const { t } = useTranslation();
  if (codes.length === 0) return null;
  return (
    <Group gap={4} aria-label={t('cueChat.cards.competencies.label')} role="group">
      <Text size="xs" c="dimmed">
        {t('cueChat.cards.competencies.label')}
      </Text>
      {codes.map((code) => (
        <Pill
          key={code}
          size="sm"
          withRemoveButton={onRemove !== undefined}
          onRemove={() => onRemove?.(code)}
          // Mantine hides the remove button from keyboards and screen readers; this one is reachable.
          removeButtonProps={{
            'aria-label': t('cueChat.cards.competencies.remove', { code }),
            'aria-hidden': false,
            tabIndex: 0,
          }}
        >
          {code}
        </Pill>
      ))}
    </Group>
  );
}
