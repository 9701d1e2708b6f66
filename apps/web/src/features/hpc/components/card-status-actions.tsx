import type { HpcCard, HpcStatusAction } from '@cue/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { useCardSaver } from '../hooks/use-card-saver';

/** The actions asked about first: publishing shows the card to the family, reopening takes it back. */
type ConfirmedAction = Exclude<HpcStatusAction, 'sign_off'>;

const actionsByStatus: Record<HpcCard['status'], HpcStatusAction[]> = {
  in_progress: ['sign_off'],
  signed_off: ['publish', 'reopen'],
  published: ['reopen'],
};

/**
 * Sign off, publish (the family sees it) and reopen (back to in progress, unpublished), each with
 * the version read: a card changed meanwhile answers 409 and the save line offers Reload.
 */
export function CardStatusActions({
  card,
  saver,
}: {
  card: HpcCard;
  saver: ReturnType<typeof useCardSaver>;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<ConfirmedAction | null>(null);
  const [busy, setBusy] = useState<HpcStatusAction | null>(null);

  const run = (action: HpcStatusAction) => {
    setConfirming(null);
    setBusy(action);
    saver
      .save((latest) => ({ part: 'status', body: { action, version: latest.version } }), {
        resendAfterReload: false,
      })
      .catch(() => undefined)
      .finally(() => setBusy(null));
  };

  if (confirming)
    return (
      <Stack gap="xs">
        <Text size="sm">{t(`hpc.status.confirm.${confirming}`)}</Text>
        <Group gap="xs">
          <Button size="sm" variant="default" onClick={() => setConfirming(null)}>
            {t('hpc.cancel')}
          </Button>
          <Button size="sm" onClick={() => run(confirming)}>
            {t(`hpc.status.action.${confirming}`)}
          </Button>
        </Group>
      </Stack>
    );
  return (
    <Group gap="xs" wrap="wrap">
      {actionsByStatus[card.status].map((action) => (
        <Button
          key={action}
          size="sm"
          variant={action === 'reopen' ? 'default' : 'filled'}
          loading={busy === action}
          disabled={busy !== null}
          onClick={() => (action === 'sign_off' ? run(action) : setConfirming(action))}
        >
          {t(`hpc.status.action.${action}`)}
        </Button>
      ))}
    </Group>
  );
}
