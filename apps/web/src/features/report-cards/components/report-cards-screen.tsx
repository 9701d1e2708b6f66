import type { AssessmentCycle, ReportCardRun, StudentReportCard } from '@cue/contracts';
import { Button, Group, Loader, Paper, Progress, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { LoadError } from '../../../components/load-error';
import { errorMessage } from '../../../lib/error-message';
import { fullName } from '../../../lib/person-name';
import { showError, showSuccess } from '../../../lib/notify';
import { useClassCycles } from '../api/class-cycles';
import { useClassReportCards } from '../api/class-report-cards';
import { downloadReportCard } from '../api/download-report-card';
import { useGenerateClassReportCards, useGenerateReportCard } from '../api/generate-report-cards';
import { useUnpublishReportCard } from '../api/publish-report-card';
import { useSaveReportCardTitle } from '../api/report-card-title';
import { PublishReportCardModal } from './publish-report-card-modal';
import { StudentReportCardItem } from './student-report-card';

/** The cycle a screen opens on: the current one, else the latest to have started, else the first. */
export function defaultCycle(cycles: readonly AssessmentCycle[]): AssessmentCycle | null {
  return (
    cycles.find((cycle) => cycle.phase === 'current') ??
    cycles.filter((cycle) => cycle.phase === 'past').at(-1) ??
    cycles[0] ??
    null
  );
}

/** A class generation's progress: a bar while it runs; what was made, and who was not, once done. */
export function ClassRunProgress({ run }: { run: ReportCardRun }) {
  const { t } = useTranslation();
  const done = run.status === 'done';
  return (
    <Stack gap={4} role="status" aria-live="polite">
      <Text size="sm">
        {done
          ? t('reportCards.run.done', { made: run.made, total: run.total })
          : t('reportCards.run.running', { processed: run.processed, total: run.total })}
      </Text>
      <Progress
        value={run.progress}
        color={done ? (run.failed.length > 0 ? 'orange' : 'teal') : 'blue'}
        striped={!done}
        animated={!done}
        aria-label={t('reportCards.run.progress', { value: run.progress })}
      />
      {run.failed.map((failure) => (
        <Text key={failure.student_id} size="xs" c="red">
          {t('reportCards.run.notMade', { name: failure.name, reason: failure.reason })}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * /assessment/report-card for one class: the cycle picker, the title printed on the cards (from
 * `report_title` in the address, else the cycle's), "Generate for the class" with its progress,
 * and each child's card: generate, download any version, publish now or later, withdraw.
 */
export function ReportCardsScreen({
  classId,
  titleFromAddress,
}: {
  classId: string;
  titleFromAddress: string | null;
}) {
  const { t } = useTranslation();
  const cycles = useClassCycles(classId);
  const [cycleId, setCycleId] = useState<string | null>(null);
  const chosen = cycleId ?? defaultCycle(cycles.data ?? [])?._id ?? null;
  const cards = useClassReportCards(chosen);
  // What the teacher typed in the title field, per cycle: another cycle starts from its own title.
  const [typedTitles, setTypedTitles] = useState<Record<string, string>>({});
  const generateClass = useGenerateClassReportCards(chosen ?? '');
  const generateOne = useGenerateReportCard(chosen ?? '');
  const unpublish = useUnpublishReportCard(chosen ?? '');
  const saveTitle = useSaveReportCardTitle(chosen ?? '');
  const [publishing, setPublishing] = useState<StudentReportCard | null>(null);
  const [withdrawing, setWithdrawing] = useState<StudentReportCard | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const shownTitle = (chosen && typedTitles[chosen]) ?? titleFromAddress ?? cards.data?.report_title ?? '';
  const setTitle = (value: string) => chosen && setTypedTitles((typed) => ({ ...typed, [chosen]: value }));
  const reportTitle = shownTitle.trim() || undefined;

  if (cycles.isPending) return <Loader mx="auto" aria-label={t('reportCards.loading')} />;
  if (cycles.isError)
    return (
      <LoadError
        title={t('reportCards.loadError')}
        error={cycles.error}
        onRetry={() => void cycles.refetch()}
      />
    );
  if (cycles.data.length === 0) return <Text c="dimmed">{t('reportCards.noCycles')}</Text>;

  const run = cards.data?.run ?? null;
  const running = run?.status === 'running';
  const download = (versionId: string) =>
    void downloadReportCard(versionId, 'staff').catch((error: unknown) => showError(errorMessage(error)));

  return (
    <Stack gap="md">
      <Select
        label={t('reportCards.cycle')}
        data={cycles.data.map((cycle) => ({ value: cycle._id, label: cycle.name }))}
        value={chosen}
        onChange={(value) => value && setCycleId(value)}
        allowDeselect={false}
        maw={{ sm: 320 }}
      />
      {cards.isPending ? (
        <Loader mx="auto" aria-label={t('reportCards.loading')} />
      ) : cards.isError ? (
        <LoadError
          title={t('reportCards.loadError')}
          error={cards.error}
          onRetry={() => void cards.refetch()}
        />
      ) : (
        <>
          <Paper withBorder p="md" radius="md" component="section" aria-label={t('reportCards.classSection')}>
            <Stack gap="sm">
              <TextInput
                label={t('reportCards.cardTitle')}
                description={t('reportCards.cardTitleHint', { title: cards.data.report_title })}
                value={shownTitle}
                onChange={(event) => setTitle(event.currentTarget.value)}
                maxLength={120}
              />
              <Group gap="xs" wrap="wrap">
                <Button
                  onClick={() =>
                    generateClass.mutate(
                      { ...(reportTitle && { report_title: reportTitle }) },
                      {
                        onSuccess: () => showSuccess(t('reportCards.classStarted')),
                        onError: (error) => showError(errorMessage(error)),
                      },
                    )
                  }
                  loading={generateClass.isPending}
                  disabled={running}
                >
                  {t('reportCards.generateClass')}
                </Button>
                {reportTitle && reportTitle !== cards.data.report_title && (
                  <Button
                    variant="default"
                    loading={saveTitle.isPending}
                    onClick={() =>
                      saveTitle.mutate(
                        { report_title: reportTitle },
                        {
                          onSuccess: () => showSuccess(t('reportCards.titleSaved')),
                          onError: (error) => showError(errorMessage(error)),
                        },
                      )
                    }
                  >
                    {t('reportCards.saveTitle')}
                  </Button>
                )}
              </Group>
              {run && <ClassRunProgress run={run} />}
            </Stack>
          </Paper>
          {cards.data.students.length === 0 ? (
            <Text c="dimmed">{t('reportCards.noChildren')}</Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {cards.data.students.map((student) => (
                <StudentReportCardItem
                  key={student.student_id}
                  student={student}
                  busy={busyId === student.student_id}
                  onDownload={download}
                  onPublish={setPublishing}
                  onUnpublish={setWithdrawing}
                  onGenerate={(chosenStudent) => {
                    setBusyId(chosenStudent.student_id);
                    generateOne.mutate(
                      {
                        studentId: chosenStudent.student_id,
                        input: { ...(reportTitle && { report_title: reportTitle }) },
                      },
                      {
                        onSuccess: () => showSuccess(t('reportCards.generated')),
                        onError: (error) => showError(errorMessage(error)),
                        onSettled: () => setBusyId(null),
                      },
                    );
                  }}
                />
              ))}
            </Stack>
          )}
        </>
      )}
      {chosen && (
        <PublishReportCardModal cycleId={chosen} student={publishing} onClose={() => setPublishing(null)} />
      )}
      <ConfirmModal
        opened={withdrawing !== null}
        title={t('reportCards.unpublishTitle')}
        body={
          withdrawing
            ? t('reportCards.unpublishConfirm', {
                name: fullName({ first_name: withdrawing.first_name, last_name: withdrawing.last_name }),
              })
            : ''
        }
        confirmLabel={t('reportCards.unpublish')}
        cancelLabel={t('reportCards.cancel')}
        loading={unpublish.isPending}
        onClose={() => setWithdrawing(null)}
        onConfirm={() =>
          withdrawing &&
          unpublish.mutate(withdrawing.student_id, {
            onSuccess: () => {
              showSuccess(t('reportCards.unpublished'));
              setWithdrawing(null);
            },
            onError: (error) => showError(errorMessage(error)),
          })
        }
      />
    </Stack>
  );
}
