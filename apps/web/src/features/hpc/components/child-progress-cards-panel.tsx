import type { ChildSummary } from '@cue/contracts';
import { Loader, Modal, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazySlot } from '../../../components/lazy-slot';
import { LoadError } from '../../../components/load-error';
import { isApiError } from '../../../lib/api-error';
import { formatDayInWords } from '../../../lib/dates';
import { fullName } from '../../../lib/person-name';
import { useChildHpcCards } from '../api/child-hpc-cards';

// The card itself downloads when a family first opens one, not with the dashboard.
const ChildProgressCardView = lazySlot(() =>
  import('./child-progress-card-view').then((module) => module.ChildProgressCardView),
);

/**
 * Parent dashboard: the child's published progress cards, newest term first. A card opens full
 * screen on a phone. A realtime 'hpc' event (a card published or reopened) refreshes the list.
 * Hidden where the school has progress cards switched off (403).
 */
export function ChildProgressCardsPanel({ child }: { child: ChildSummary }) {
  const { t } = useTranslation();
  const cards = useChildHpcCards(child._id);
  const phone = useMediaQuery('(max-width: 48em)');
  const [openCycleId, setOpenCycleId] = useState<string | null>(null);
  const opened = cards.data?.find((card) => card.cycle._id === openCycleId) ?? null;
  // The school does not use progress cards (module switch off): nothing to show.
  if (cards.isError && isApiError(cards.error) && cards.error.status === 403) return null;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="child-hpc-heading">
      <Stack gap="sm">
        <Stack gap={0}>
          <Title order={2} fz="h4" id="child-hpc-heading">
            {t('hpc.parent.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('hpc.parent.intro', { name: fullName(child) })}
          </Text>
        </Stack>
        {cards.isPending ? (
          <Loader mx="auto" aria-label={t('hpc.parent.loading')} />
        ) : cards.isError ? (
          <LoadError
            title={t('hpc.parent.loadError')}
            error={cards.error}
            onRetry={() => void cards.refetch()}
          />
        ) : cards.data.length === 0 ? (
          <Text c="dimmed">{t('hpc.parent.empty')}</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', paddingInlineStart: 0, margin: 0 }}>
            {cards.data.map((card) => (
              <li key={card._id}>
                <UnstyledButton
                  onClick={() => setOpenCycleId(card.cycle._id)}
                  w="100%"
                  p="sm"
                  mih={44}
                  style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
                >
                  <Text fw={600}>{card.cycle.name}</Text>
                  <Text size="sm" c="dimmed">
                    {t('hpc.parent.cardLine', {
                      className: card.class.name,
                      date: formatDayInWords(card.published_at),
                    })}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
      <Modal
        opened={opened !== null}
        onClose={() => setOpenCycleId(null)}
        title={opened ? t('hpc.parent.cardTitle', { cycle: opened.cycle.name }) : ''}
        fullScreen={phone}
        size="lg"
        closeButtonProps={{ 'aria-label': t('hpc.close') }}
      >
        {opened && <ChildProgressCardView cycleId={opened.cycle._id} studentId={child._id} />}
      </Modal>
    </Paper>
  );
}
