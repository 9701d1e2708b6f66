import type { DailyReportDraft } from '@cue/contracts';
import { Alert, Button, Center, Group, Loader, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useDailyReports, useSendDailyReports } from '../api/daily-reports-api';
import { draftDailyReport } from '../daily-report-draft';
import { DailyReportCard, type ReportChoice } from './daily-report-card';

/** The card as it opens: ticked unless away or sent; the sent words, else a draft of the day. */
function initialChoice(t: TFunction, report: DailyReportDraft): ReportChoice {
  const sentIds = report.sent ? new Set(report.sent.media_ids) : null;
  return {
    include: report.selected,
    body: report.sent?.body ?? draftDailyReport(t, report),
    media: sentIds ? report.media.filter((file) => sentIds.has(file._id)) : report.media,
  };
}

/**
 * Daily reports (decision 047) of one class and day: each child's report to review, then one
 * "Send N reports" for the class. The teacher's edits are kept by child while the list refreshes
 * (a parent reading a report refreshes it), so a receipt arriving never undoes her typing.
 */
export function DailyReports({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const [date, setDate] = useState<string | null>(null);
  const reports = useDailyReports(classId, date);
  const send = useSendDailyReports(classId);
  const [choices, setChoices] = useState<Record<string, ReportChoice>>({});
  const [confirming, setConfirming] = useState(false);
  const [sentCount, setSentCount] = useState<number | null>(null);

  const data = reports.data;
  const choiceOf = (report: DailyReportDraft) => choices[report.student_id] ?? initialChoice(t, report);
  const chosen = (data?.reports ?? []).filter((report) => choiceOf(report).include);
  const blank = chosen.some((report) => !choiceOf(report).body.trim());

  const changeDate = (next: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(next)) return;
    setDate(next);
    setChoices({});
    setSentCount(null);
  };
  const submit = () => {
    if (!data) return;
    send.mutate(
      {
        date: data.date,
        reports: chosen.map((report) => {
          const choice = choiceOf(report);
          return {
            student_id: report.student_id,
            body: choice.body,
            media_ids: choice.media.map((file) => file._id),
          };
        }),
      },
      {
        onSuccess: (result) => {
          setConfirming(false);
          setSentCount(result.sent.length);
          setChoices({});
        },
        onError: () => setConfirming(false),
      },
    );
  };

  return (
    <Stack gap="sm">
      <TextInput
        type="date"
        label={t('journal.daily.date')}
        value={data?.date ?? date ?? ''}
        max={data?.today}
        onChange={(event) => changeDate(event.currentTarget.value)}
        w={{ base: '100%', sm: 220 }}
      />
      {reports.isPending && (
        <Center py="md" role="status" aria-label={t('shell.loading')}>
          <Loader size="sm" />
        </Center>
      )}
      {reports.isError && (
        <Stack gap="xs" align="flex-start">
          <Text c="red">{errorMessage(reports.error)}</Text>
          <Button variant="light" onClick={() => void reports.refetch()}>
            {t('journal.retry')}
          </Button>
        </Stack>
      )}
      {sentCount !== null && (
        <Alert color="teal" role="status" withCloseButton onClose={() => setSentCount(null)}>
          {t('journal.daily.done', { count: sentCount })}
        </Alert>
      )}
      {send.isError && (
        <Alert color="red" role="alert">
          {errorMessage(send.error)}
        </Alert>
      )}
      {data?.reports.length === 0 && <Text c="dimmed">{t('journal.daily.noChildren')}</Text>}
      {data?.reports.map((report) => (
        <DailyReportCard
          key={report.student_id}
          report={report}
          choice={choiceOf(report)}
          onChange={(next) => setChoices((all) => ({ ...all, [report.student_id]: next }))}
          onExpired={() => void reports.refetch()}
        />
      ))}
      {data && data.reports.length > 0 && (
        // Sticky above the phone's bottom bar (as the media selection bar), so the button is at
        // hand however long the class is; room on the end side for the round Chat with Cue button.
        <Paper
          withBorder
          shadow="md"
          p="xs"
          pe="4.5rem"
          radius="md"
          style={{
            position: 'sticky',
            insetBlockEnd: 'calc(var(--staff-bottom-bar, 0px) + 0.5rem)',
            zIndex: 10,
          }}
        >
          <Button
            fullWidth
            size="md"
            disabled={chosen.length === 0 || blank}
            loading={send.isPending}
            onClick={() => setConfirming(true)}
          >
            {t('journal.daily.send', { count: chosen.length })}
          </Button>
        </Paper>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('journal.daily.confirmTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('journal.daily.confirm', { count: chosen.length })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={send.isPending}>
              {t('journal.delete.cancel')}
            </Button>
            <Button onClick={submit} loading={send.isPending}>
              {t('journal.daily.confirmSend')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
