import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Takes the chat input's place while a card is edited (spec section 4 "Tool cards"). */
export function EditToolbar({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="xs" role="toolbar" aria-label={t('cueChat.editToolbar.label')}>
      <Text size="sm" fw={500}>
        {t('cueChat.editToolbar.hint')}
      </Text>
      <Group gap="xs">
        <Button variant="default" mih={44} onClick={onCancel}>
          {t('cueChat.editToolbar.cancel')}
        </Button>
        <Button mih={44} onClick={onDone}>
          {t('cueChat.editToolbar.done')}
        </Button>
      </Group>
    </Group>
  );
}
