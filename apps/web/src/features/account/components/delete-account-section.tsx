import { ActionIcon, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteAccount } from '../api/delete-user-profile';
import { confirmBoxAction, type ConfirmBoxAction } from '../delete-confirmation';
import { CrossIcon, TickIcon } from './confirm-icons';

/**
 * Spec "Account deletion": a button, then a confirm box. Typing CONFIRM (any case) and Enter or
 * the tick deletes the account; Escape, the cross or any other word closes the box.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const deletion = useDeleteAccount();
  const [isConfirming, setIsConfirming] = useState(false);
  const [text, setText] = useState('');

  const run = (action: ConfirmBoxAction | null) => {
    if (action === null) return;
    if (action === 'delete') {
      deletion.mutate();
      return;
    }
    setIsConfirming(false);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = confirmBoxAction({ kind: 'key', key: event.key }, text);
    if (action !== null) event.preventDefault();
    run(action);
  };

  return (
    <Stack component="section" gap="sm" aria-labelledby="delete-account-heading">
      <Title order={2} fz="h4" id="delete-account-heading" c="red.8">
        {t('account.delete.heading')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('account.delete.warning')}
      </Text>
      {isConfirming ? (
        <Stack gap="xs">
          <Text size="sm">{t('account.delete.prompt')}</Text>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              data-autofocus
              autoFocus
              style={{ flex: 1 }}
              label={t('account.delete.inputLabel')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              onKeyDown={onKeyDown}
              disabled={deletion.isPending}
              autoComplete="off"
              autoCapitalize="characters"
            />
            <ActionIcon
              size={36}
              color="red"
              aria-label={t('account.delete.confirm')}
              loading={deletion.isPending}
              onClick={() => run(confirmBoxAction({ kind: 'tick' }, text))}
            >
              <TickIcon />
            </ActionIcon>
            <ActionIcon
              size={36}
              variant="default"
              aria-label={t('account.delete.cancel')}
              disabled={deletion.isPending}
              onClick={() => run(confirmBoxAction({ kind: 'cancel' }, text))}
            >
              <CrossIcon />
            </ActionIcon>
          </Group>
        </Stack>
      ) : (
        <Group>
          <Button color="red" variant="outline" onClick={() => setIsConfirming(true)}>
            {t('account.delete.button')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
