import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { formatDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useStaffClasses } from '../../classes/api/get-staff-classes';
import { reportFileName, useDownloadReport, type ReportRequest } from '../api/download-report';
import { recentMonths } from './recent-months';

/**
 * The reports screen: a class's attendance for a month, and the children with their families,
 * each downloaded as CSV through the signed-in client (the token travels as a header).
 */
export function ReportDownloads() {
  const { t } = useTranslation();
  const classes = useStaffClasses();
  const download = useDownloadReport();
  const months = recentMonths();
  const [classId, setClassId] = useState<string | null>(null);
  const [month, setMonth] = useState<string>(months[0]!);

  const start = (request: ReportRequest) =>
    download.mutate(request, {
      onSuccess: () => showSuccess(t('reports.downloaded', { file: reportFileName(request) })),
      onError: (error) => showError(errorMessage(error)),
    });
  const busy = (kind: ReportRequest['kind']) => download.isPending && download.variables.kind === kind;
  const chosenClass = classId ?? classes.data?.[0]?._id ?? null;

  return (
    <Stack gap="lg">
      <Card withBorder padding="md" component="section" aria-labelledby="report-attendance">
        <Stack gap="sm">
          <Title order={2} size="h4" id="report-attendance">
            {t('reports.attendanceTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('reports.attendanceHint')}
          </Text>
          {classes.isError ? (
            <LoadError error={classes.error} onRetry={() => void classes.refetch()} />
          ) : classes.data?.length === 0 ? (
            <Text c="dimmed">{t('reports.noClasses')}</Text>
          ) : (
            <Group align="flex-end" gap="sm">
              <Select
                label={t('reports.classLabel')}
                placeholder={t('reports.chooseClass')}
                data={(classes.data ?? []).map((c) => ({ value: c._id, label: c.class_name }))}
                value={chosenClass}
                onChange={setClassId}
                disabled={classes.isPending}
                allowDeselect={false}
                w={{ base: '100%', xs: 260 }}
              />
              <Select
                label={t('reports.monthLabel')}
                data={months.map((m) => ({ value: m, label: formatDate(`${m}-01`, 'MMMM YYYY') }))}
                value={month}
                onChange={(value) => value && setMonth(value)}
                allowDeselect={false}
                w={{ base: '100%', xs: 200 }}
              />
              <Button
                onClick={() => chosenClass && start({ kind: 'attendance', classId: chosenClass, month })}
                loading={busy('attendance')}
                disabled={!chosenClass || download.isPending}
              >
                {t('reports.download')}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>

      <Card withBorder padding="md" component="section" aria-labelledby="report-children">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4" id="report-children">
            {t('reports.childrenTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('reports.childrenHint')}
          </Text>
          <Button
            onClick={() => start({ kind: 'children' })}
            loading={busy('children')}
            disabled={download.isPending}
          >
            {t('reports.download')}
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
