import type { DailyReportDraft, MediaFile } from '@cue/contracts';
import { Badge, Button, Card, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MediaImage } from '../../../components/media-image';

const thumb = {
  inlineSize: 72,
  blockSize: 72,
  objectFit: 'cover',
  borderRadius: 6,
  display: 'block',
} as const;

/** What the teacher has made of one child's report so far. */
export interface ReportChoice {
  include: boolean;
  body: string;
  media: MediaFile[];
}

/**
 * One child's daily report for review: include it or not, edit the words, take photos out. A
 * report already sent shows who of the family has read it; sending it again replaces it.
 */
export function DailyReportCard({
  report,
  choice,
  onChange,
  onExpired,
}: {
  report: DailyReportDraft;
  choice: ReportChoice;
  onChange: (next: ReportChoice) => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation();
  const empty = choice.include && !choice.body.trim();
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={report.name}>
      <Stack gap={8}>
        <Group justify="space-between" align="center" gap="xs" wrap="nowrap">
          <Checkbox
            label={report.name}
            aria-label={t('journal.daily.include', { name: report.name })}
            checked={choice.include}
            onChange={(event) => onChange({ ...choice, include: event.currentTarget.checked })}
            styles={{ label: { fontWeight: 600 } }}
          />
          <Group gap={4} wrap="wrap" justify="flex-end">
            {report.away && (
              <Badge color="gray" variant="light">
                {t('journal.daily.away')}
              </Badge>
            )}
            {report.sent && (
              <Badge color="teal" variant="light">
                {t('journal.daily.sent')}
              </Badge>
            )}
          </Group>
        </Group>
        {report.sent && (
          <Text size="sm" c="dimmed">
            {report.sent.read_by.length === 0
              ? t('journal.readBy.none')
              : t('journal.readBy.some', { names: report.sent.read_by.map((r) => r.name).join(', ') })}
          </Text>
        )}
        <Textarea
          label={t('journal.daily.text')}
          value={choice.body}
          onChange={(event) => onChange({ ...choice, body: event.currentTarget.value })}
          rows={5}
          // Names, notes and a teacher's own words may be in another script than the screen's.
          dir="auto"
          error={empty ? t('journal.daily.textRequired') : undefined}
        />
        {choice.media.length > 0 && (
          <Group gap={8} role="group" aria-label={t('journal.daily.photos')}>
            {choice.media.map((file) => (
              <Stack key={file._id} gap={2} align="center">
                <MediaImage
                  src={file.thumbnail_link ?? file.media_link}
                  alt={file.file_name ?? ''}
                  style={thumb}
                  onExpired={onExpired}
                />
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  aria-label={t('journal.daily.removePhoto', { name: file.file_name ?? '' })}
                  onClick={() =>
                    onChange({ ...choice, media: choice.media.filter((f) => f._id !== file._id) })
                  }
                >
                  {t('journal.daily.remove')}
                </Button>
              </Stack>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
