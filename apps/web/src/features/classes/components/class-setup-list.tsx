import { Badge, Box, Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SetupClass } from '@cue/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { formatAgeBand } from '../../../lib/age-band';
import { formatClassDays, formatClassTime } from '../../../lib/class-schedule';
import { isLanguage } from '../../../lib/language';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/error-message';
import { fullName } from '../../../lib/person-name';
import { showError, showSuccess } from '../../../lib/notify';
import { useSetupClasses, type ClassListStatus } from '../api/get-setup-classes';
import { useSetClassArchived } from '../api/save-class';
import { ClassEditor } from './class-editor';

/** School setup `classes`: every class as a card, a filter by archive state, the editor drawer. */
export function ClassSetupList() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ClassListStatus>('active');
  const classes = useSetupClasses(status);
  const [editing, setEditing] = useState<{ schoolClass: SetupClass | null } | null>(null);
  const [toArchive, setToArchive] = useState<SetupClass | null>(null);
  const archive = useSetClassArchived();

  const setArchived = (schoolClass: SetupClass, archived: boolean) =>
    archive.mutate(
      { id: schoolClass._id, archived },
      {
        onSuccess: () => showSuccess(t(archived ? 'classSetup.archived' : 'classSetup.unarchived')),
        onError: (error) => showError(errorMessage(error)),
        onSettled: () => setToArchive(null),
      },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          aria-label={t('classSetup.filter')}
          value={status}
          onChange={(value) => setStatus(value as ClassListStatus)}
          data={(['active', 'archived', 'all'] as const).map((value) => ({
            value,
            label: t(`classSetup.status.${value}`),
          }))}
        />
        <Button onClick={() => setEditing({ schoolClass: null })}>{t('classSetup.newClass')}</Button>
      </Group>
      {classes.isPending ? (
        <PageLoader />
      ) : classes.isError ? (
        <LoadError error={classes.error} onRetry={() => void classes.refetch()} />
      ) : classes.data.length === 0 ? (
        <Text c="dimmed">{t(status === 'archived' ? 'classSetup.emptyArchived' : 'classSetup.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {classes.data.map((schoolClass) => (
            <ClassSetupCard
              key={schoolClass._id}
              schoolClass={schoolClass}
              onEdit={() => setEditing({ schoolClass })}
              onArchive={() => setToArchive(schoolClass)}
              onUnarchive={() => setArchived(schoolClass, false)}
              isBusy={archive.isPending}
            />
          ))}
        </SimpleGrid>
      )}
      <ClassEditor
        opened={editing !== null}
        schoolClass={editing?.schoolClass ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmModal
        opened={toArchive !== null}
        title={t('classSetup.confirmArchive.title')}
        body={t('classSetup.confirmArchive.body', { name: toArchive?.class_name ?? '' })}
        confirmLabel={t('classSetup.archive')}
        cancelLabel={t('classSetup.cancel')}
        loading={archive.isPending}
        onConfirm={() => toArchive && setArchived(toArchive, true)}
        onClose={() => setToArchive(null)}
      />
    </Stack>
  );
}

function ClassSetupCard({
  schoolClass: c,
  onEdit,
  onArchive,
  onUnarchive,
  isBusy,
}: {
  schoolClass: SetupClass;
  onEdit: () => void;
  onArchive: () => void;
  onUnarchive: () => void;
  isBusy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap">
          <Box w={12} h={12} style={{ borderRadius: 6, background: c.color, flexShrink: 0 }} aria-hidden />
          {/* dir="auto": a Latin name in Arabic or Hebrew is cut at its end, not its start. */}
          <Text fw={600} truncate dir="auto" title={c.class_name}>
            {c.class_name}
          </Text>
          {c.archived && (
            <Badge color="gray" variant="light">
              {t('classSetup.archivedBadge')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {[c.division?.name, formatAgeBand(c.age_range, language)].filter(Boolean).join(' · ')}
        </Text>
        <Text size="sm">
          {formatClassDays(c.classes_days, language)}
          {/* Each time reads left to right inside Arabic and Hebrew ('09:00 AM' stays whole). */}
          {c.start_time && c.end_time && (
            <>
              {' · '}
              <bdi dir="ltr">{formatClassTime(c.start_time, language)}</bdi>
              {' – '}
              <bdi dir="ltr">{formatClassTime(c.end_time, language)}</bdi>
            </>
          )}
        </Text>
        <Text size="sm">
          {c.staff.length > 0
            ? t('classSetup.teachersList', { names: c.staff.map(fullName).join(', ') })
            : t('classSetup.noTeacher')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('classSetup.childrenCount', { count: c.children_count })}
        </Text>
        <Group gap="xs" mt={4}>
          <Button size="xs" variant="default" onClick={onEdit}>
            {t('classSetup.edit')}
          </Button>
          {c.archived ? (
            <Button size="xs" variant="light" onClick={onUnarchive} disabled={isBusy}>
              {t('classSetup.unarchive')}
            </Button>
          ) : (
            <Button size="xs" variant="subtle" color="red" onClick={onArchive}>
              {t('classSetup.archive')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
