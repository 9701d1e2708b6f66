import type { ChatSettings } from '@cue/contracts';
import { Button, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useChatSettings, useSaveChatSettings } from '../api/chat-api';

/** Admins: the school's quiet hours (messages then arrive but no email goes out until they end). */
export function QuietHoursForm() {
  const settings = useChatSettings(true);
  return settings.data ? <QuietHoursEditor initial={settings.data} /> : null;
}

function QuietHoursEditor({ initial }: { initial: ChatSettings }) {
  const { t } = useTranslation();
  const save = useSaveChatSettings();
  const [draft, setDraft] = useState<ChatSettings>(initial);
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Switch
          label={t('chat.quietHours.enabled')}
          checked={draft.quiet_hours_enabled}
          onChange={(event) => setDraft({ ...draft, quiet_hours_enabled: event.currentTarget.checked })}
        />
        <Text size="xs" c="dimmed">
          {t('chat.quietHours.help')}
        </Text>
        <Group grow>
          <TextInput
            type="time"
            label={t('chat.quietHours.start')}
            value={draft.quiet_start}
            onChange={(event) => setDraft({ ...draft, quiet_start: event.currentTarget.value })}
          />
          <TextInput
            type="time"
            label={t('chat.quietHours.end')}
            value={draft.quiet_end}
            onChange={(event) => setDraft({ ...draft, quiet_end: event.currentTarget.value })}
          />
        </Group>
        {save.isError && (
          <Text c="red" size="sm">
            {errorMessage(save.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button size="xs" onClick={() => save.mutate(draft)} loading={save.isPending}>
            {t('chat.quietHours.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
