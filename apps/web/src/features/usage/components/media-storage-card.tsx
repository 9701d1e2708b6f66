import { MEDIA_KINDS } from '@cue/contracts';
import { Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { isApiError } from '../../../lib/api-error';
import { useMediaUsage } from '../api/get-media-usage';
import { formatBytes } from '../format-bytes';

/** Above this share of the quota the bar turns to the warning colour: time to tidy up or ask for more. */
const WARNING_PERCENT = 80;

/** "Media storage": the school's photos, videos and documents against its quota. */
export function MediaStorageCard() {
  const { t, i18n } = useTranslation();
  const usage = useMediaUsage();

  // Not this person's to see (the office's figure): no card at all rather than an error.
  if (usage.isError && isApiError(usage.error) && usage.error.status === 403) return null;

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="media-storage-heading">
      <Title order={2} size="h5" id="media-storage-heading" mb="xs">
        {t('usage.media.title')}
      </Title>
      {usage.isPending && <Text c="dimmed">{t('usage.media.loading')}</Text>}
      {usage.isError && <LoadError error={usage.error} onRetry={() => void usage.refetch()} />}
      {usage.data && <MediaStorageFigures usage={usage.data} language={i18n.language} />}
    </Card>
  );
}

function MediaStorageFigures({
  usage,
  language,
}: {
  usage: NonNullable<ReturnType<typeof useMediaUsage>['data']>;
  language: string;
}) {
  const { t } = useTranslation();
  const percent = usage.quota_bytes > 0 ? Math.min(100, (usage.used_bytes / usage.quota_bytes) * 100) : 100;
  const used = formatBytes(usage.used_bytes, language);
  const quota = formatBytes(usage.quota_bytes, language);
  const shownPercent = new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(percent);
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{t('usage.media.usedOf', { used, quota })}</Text>
        <Text size="sm" c="dimmed">
          {t('usage.media.percent', { percent: shownPercent })}
        </Text>
      </Group>
      <Progress
        value={percent}
        color={percent > WARNING_PERCENT ? 'orange' : 'blue'}
        size="lg"
        aria-label={t('usage.media.barLabel')}
        aria-valuetext={t('usage.media.usedOf', { used, quota })}
      />
      {percent > WARNING_PERCENT && (
        <Text size="sm" c="orange.9">
          {t('usage.media.nearlyFull')}
        </Text>
      )}
      <SimpleGrid cols={3} spacing="xs" component="dl" m={0}>
        {MEDIA_KINDS.map((kind) => (
          <div key={kind}>
            <Text component="dt" size="xs" c="dimmed">
              {t(`usage.media.kinds.${kind}`)}
            </Text>
            <Text component="dd" m={0} fw={500}>
              {t('usage.media.count', { count: usage.by_kind[kind].count })}
            </Text>
            <Text component="dd" m={0} size="xs" c="dimmed">
              {formatBytes(usage.by_kind[kind].bytes, language)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
