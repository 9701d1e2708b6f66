import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The chosen answer to 'some children are not marked'. */
export type CompleteChoice = 'markPresent' | 'leaveUnmarked';

/**
 * Asked before 'Mark Complete' when children are not marked, so a register is never completed
 * with children silently missing: mark them present and complete, complete anyway, or go back.
 */
export function CompleteRegisterModal({
  unmarkedNames,
  total,
  onChoose,
  onCancel,
}: {
  /** The unmarked children's names; the modal is open while there are any. */
  unmarkedNames: readonly string[];
  total: number;
  onChoose: (choice: CompleteChoice) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(unmarkedNames);
  return (
    <Modal
      opened={unmarkedNames.length > 0}
      onClose={onCancel}
      title={t('attendance.confirmComplete.title')}
      centered
    >
      <Stack gap="md">
        <Text>
          {t('attendance.confirmComplete.body', {
            unmarked: unmarkedNames.length,
            total,
            names,
          })}
        </Text>
        <Stack gap="xs">
          <Button size="md" h={48} color="green" onClick={() => onChoose('markPresent')}>
            {t('attendance.confirmComplete.markPresent')}
          </Button>
          <Button size="md" h={48} variant="light" onClick={() => onChoose('leaveUnmarked')}>
            {t('attendance.confirmComplete.completeAnyway')}
          </Button>
          <Button size="md" h={48} variant="default" onClick={onCancel}>
            {t('attendance.confirmComplete.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}
