import type { StudentReportCard } from '@cue/contracts';
import { Anchor, Badge, Button, Collapse, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName } from '../../../lib/person-name';

const statusColor = { none: 'gray', generated: 'blue', scheduled: 'orange', published: 'teal' } as const;

export interface StudentReportCardActions {
  onGenerate: (student: StudentReportCard) => void;
  onDownload: (versionId: string) => void;
  onPublish: (student: StudentReportCard) => void;
  onUnpublish: (student: StudentReportCard) => void;
  /** The child whose card is being generated or changed right now. */
  busy: boolean;
}

/**
 * One child of the class: the card's status (with the version families see, a scheduled time),
 * Generate, Download (the current version), Publish and Withdraw, and every version to download.
 */
export function StudentReportCardItem({
  student,
  onGenerate,
  onDownload,
  onPublish,
  onUnpublish,
  busy,
}: { student: StudentReportCard } & StudentReportCardActions) {
  const { t, i18n } = useTranslation();
  const [showVersions, setShowVersions] = useState(false);
  const name = fullName({ first_name: student.first_name, last_name: student.last_name });
  const current = student.versions[0] ?? null;
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const dayFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const versionsId = `report-card-versions-${student.student_id}`;
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
          <Stack gap={2} style={{ flex: 1, minInlineSize: '12rem' }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Group gap={6} wrap="wrap">
              <Badge color={statusColor[student.status]} variant="light">
                {t(`reportCards.status.${student.status}`)}
              </Badge>
              {current && (
                <Text size="xs" c="dimmed">
                  {t('reportCards.version', { version: current.version })}
                </Text>
              )}
              {current?.draft && (
                <Badge color="red" variant="outline" size="sm">
                  {t('reportCards.draft')}
                </Badge>
              )}
            </Group>
            {student.status === 'scheduled' && student.publish_date && student.publish_time && (
              <Text size="xs" c="dimmed">
                {t('reportCards.scheduledFor', {
                  date: dayFormat.format(new Date(`${student.publish_date}T00:00:00Z`)),
                  time: student.publish_time,
                })}
              </Text>
            )}
            {student.published_version !== null && (
              <Text size="xs" c="dimmed">
                {t('reportCards.familiesSee', { version: student.published_version })}
                {current && current.version !== student.published_version
                  ? ` · ${t('reportCards.newerVersion', { version: current.version })}`
                  : ''}
              </Text>
            )}
          </Stack>
          <Group gap={6} wrap="wrap">
            <Button size="xs" variant="light" loading={busy} onClick={() => onGenerate(student)}>
              {current ? t('reportCards.regenerate') : t('reportCards.generate')}
            </Button>
            {current && (
              <Button size="xs" variant="default" onClick={() => onDownload(current._id)}>
                {t('reportCards.download')}
              </Button>
            )}
            {current && (
              <Button size="xs" variant="default" disabled={busy} onClick={() => onPublish(student)}>
                {t('reportCards.publish')}
              </Button>
            )}
            {(student.status === 'published' || student.status === 'scheduled') && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                disabled={busy}
                onClick={() => onUnpublish(student)}
              >
                {t('reportCards.unpublish')}
              </Button>
            )}
          </Group>
        </Group>
        {student.versions.length > 0 && (
          <>
            <Anchor
              component="button"
              type="button"
              size="xs"
              onClick={() => setShowVersions((shown) => !shown)}
              aria-expanded={showVersions}
              aria-controls={versionsId}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('reportCards.versions', { count: student.versions.length })}
            </Anchor>
            <Collapse expanded={showVersions} id={versionsId}>
              <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {student.versions.map((version) => (
                  <Group key={version._id} component="li" justify="space-between" wrap="wrap" gap="xs">
                    <Group gap={6} wrap="wrap">
                      <Text size="sm">{t('reportCards.version', { version: version.version })}</Text>
                      <Text size="xs" c="dimmed">
                        {t('reportCards.versionMeta', {
                          date: dateFormat.format(new Date(version.generated_at)),
                          name: version.generated_by.name,
                        })}
                      </Text>
                      {version.is_current && (
                        <Badge size="xs" variant="light">
                          {t('reportCards.current')}
                        </Badge>
                      )}
                      {version.is_published && (
                        <Badge size="xs" color="teal" variant="light">
                          {t('reportCards.status.published')}
                        </Badge>
                      )}
                      {version.draft && (
                        <Badge size="xs" color="red" variant="outline">
                          {t('reportCards.draft')}
                        </Badge>
                      )}
                    </Group>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() => onDownload(version._id)}
                      aria-label={t('reportCards.downloadVersion', { version: version.version })}
                    >
                      {t('reportCards.download')}
                    </Button>
                  </Group>
                ))}
              </Stack>
            </Collapse>
          </>
        )}
      </Stack>
    </Paper>
  );
}
