import type { ChildSummary } from '@cue/contracts';
import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { fullName } from '../../../lib/person-name';
import { showError } from '../../../lib/notify';
import { useChildReportCards } from '../api/child-report-cards';
import { downloadReportCard } from '../api/download-report-card';

/**
 * Parent dashboard: the child's published report cards, newest first, each to download as a PDF
 * (the version the school published). A realtime 'report_card' event refreshes it. Hidden while
 * the school has report cards off.
 */
export function ChildReportCardsPanel({ child }: { child: ChildSummary }) {
  const { t, i18n } = useTranslation();
  const cards = useChildReportCards(child._id);
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  // The school has report cards off: nothing to show.
  if (cards.isError && isApiError(cards.error) && cards.error.status === 403) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="child-report-cards-heading">
      <Stack gap="sm">
        <Stack gap={0}>
          <Title order={2} fz="h4" id="child-report-cards-heading">
            {t('reportCards.parent.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('reportCards.parent.intro', { name: fullName(child) })}
          </Text>
        </Stack>
        {cards.isPending ? (
          <Loader mx="auto" aria-label={t('reportCards.loading')} />
        ) : cards.isError ? (
          <LoadError
            title={t('reportCards.parent.loadError')}
            error={cards.error}
            onRetry={() => void cards.refetch()}
          />
        ) : cards.data.length === 0 ? (
          <Text c="dimmed">{t('reportCards.parent.empty')}</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {cards.data.map((card) => (
              <Group key={card._id} component="li" justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={0} style={{ flex: 1, minInlineSize: '10rem' }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {card.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('reportCards.parent.meta', {
                      cycle: card.cycle_name,
                      className: card.class_name,
                      date: format.format(new Date(card.published_at)),
                    })}
                  </Text>
                </Stack>
                <Button
                  size="sm"
                  variant="light"
                  mih={44}
                  onClick={() =>
                    void downloadReportCard(card._id, 'parent').catch((error: unknown) =>
                      showError(errorMessage(error)),
                    )
                  }
                  aria-label={t('reportCards.parent.downloadNamed', {
                    title: card.title,
                    cycle: card.cycle_name,
                  })}
                >
                  {t('reportCards.download')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
