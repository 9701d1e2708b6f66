import type { AssessmentCycle, FeedbackForm, FeedbackKind } from '@cue/contracts';
import { Button, Loader, Paper, Select, Stack, Tabs, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useClassCycles } from '../api/class-cycles';
import { useFeedbackAnswers } from '../api/feedback-answers';
import { useCreateFeedbackForm, useFeedbackForms } from '../api/feedback-forms';
import { translatedDefaults } from '../feedback-text';
import { FeedbackAnswersList } from './feedback-answers-list';
import { FeedbackCapture } from './feedback-capture';
import { FeedbackFormEditor } from './feedback-form-editor';
import { FeedbackSendBar } from './feedback-send-bar';

/** The cycle a screen opens on: the one running today, else the latest that has ended, else the first. */
function openingCycle(cycles: AssessmentCycle[]): AssessmentCycle | undefined {
  return (
    cycles.find((c) => c.phase === 'current') ??
    [...cycles].reverse().find((c) => c.phase === 'past') ??
    cycles[0]
  );
}

/** No form of this kind for the cycle yet: start one from the suggested questions. */
function StartForm({ cycle, kind }: { cycle: AssessmentCycle; kind: FeedbackKind }) {
  const { t } = useTranslation();
  const create = useCreateFeedbackForm(cycle._id);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm" align="flex-start">
        <Text>{t('feedback.start.none', { cycle: cycle.name })}</Text>
        <Text size="sm" c="dimmed">
          {t(`feedback.start.hint.${kind}`)}
        </Text>
        <Button
          loading={create.isPending}
          onClick={() =>
            create.mutate(
              { kind, questions: translatedDefaults(kind, t) },
              {
                onSuccess: () => showSuccess(t('feedback.start.created')),
                onError: (error) => showError(errorMessage(error)),
              },
            )
          }
        >
          {t('feedback.start.button')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** A form: (parent) its sending, then capture (peer, self), the answers and the questions as tabs. */
function FormPanel({ form, cycle }: { form: FeedbackForm; cycle: AssessmentCycle }) {
  const { t } = useTranslation();
  const answers = useFeedbackAnswers(form._id);
  const captures = form.kind !== 'parent';
  const [tab, setTab] = useState<string | null>(captures ? 'capture' : 'answers');
  const body = (render: (data: NonNullable<typeof answers.data>) => ReactNode) =>
    answers.isPending ? (
      <Loader mx="auto" aria-label={t('feedback.loading')} />
    ) : answers.isError ? (
      <LoadError
        title={t('feedback.loadError')}
        error={answers.error}
        onRetry={() => void answers.refetch()}
      />
    ) : (
      render(answers.data)
    );
  return (
    <Stack gap="md">
      {form.kind === 'parent' && <FeedbackSendBar form={form} cycle={cycle} />}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          {captures && <Tabs.Tab value="capture">{t('feedback.tabs.capture')}</Tabs.Tab>}
          <Tabs.Tab value="answers">{t('feedback.tabs.answers')}</Tabs.Tab>
          <Tabs.Tab value="questions">{t('feedback.tabs.questions')}</Tabs.Tab>
        </Tabs.List>
        {captures && (
          <Tabs.Panel value="capture" pt="md">
            {cycle.phase === 'upcoming' ? (
              <Text c="dimmed">{t('feedback.capture.upcoming', { cycle: cycle.name })}</Text>
            ) : (
              body((data) => <FeedbackCapture data={data} />)
            )}
          </Tabs.Panel>
        )}
        <Tabs.Panel value="answers" pt="md">
          {body((data) => (
            <FeedbackAnswersList data={data} />
          ))}
        </Tabs.Panel>
        <Tabs.Panel value="questions" pt="md">
          <FeedbackFormEditor key={`${form.updated_at}:${String(form.is_locked)}`} form={form} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function CycleFeedback({ cycle, kind }: { cycle: AssessmentCycle; kind: FeedbackKind }) {
  const { t } = useTranslation();
  const forms = useFeedbackForms(cycle._id);
  if (forms.isPending) return <Loader mx="auto" aria-label={t('feedback.loading')} />;
  if (forms.isError)
    return (
      <LoadError title={t('feedback.loadError')} error={forms.error} onRetry={() => void forms.refetch()} />
    );
  const form = forms.data.find((f) => f.kind === kind);
  return form ? <FormPanel form={form} cycle={cycle} /> : <StartForm cycle={cycle} kind={kind} />;
}

/**
 * A staff feedback screen for one class and kind: pick the assessment cycle (the one running
 * today first), then its form — start it from the suggested questions, send it (parent), capture
 * children's faces (peer, self), see the answers and edit the questions.
 */
export function FeedbackScreen({ classId, kind }: { classId: string; kind: FeedbackKind }) {
  const { t } = useTranslation();
  const cycles = useClassCycles(classId);
  const [chosenId, setChosenId] = useState<string | null>(null);
  if (cycles.isPending) return <Loader mx="auto" aria-label={t('feedback.loading')} />;
  if (cycles.isError)
    return (
      <LoadError
        title={t('feedback.cyclesError')}
        error={cycles.error}
        onRetry={() => void cycles.refetch()}
      />
    );
  if (cycles.data.length === 0) return <Text c="dimmed">{t('feedback.noCycles')}</Text>;
  const cycle = cycles.data.find((c) => c._id === chosenId) ?? openingCycle(cycles.data)!;
  return (
    <Stack gap="md">
      <Select
        label={t('feedback.cycle')}
        data={cycles.data.map((c) => ({
          value: c._id,
          label: t('feedback.cycleOption', { name: c.name, phase: t(`feedback.phases.${c.phase}`) }),
        }))}
        value={cycle._id}
        onChange={(value) => value && setChosenId(value)}
        allowDeselect={false}
        maw={360}
      />
      <CycleFeedback key={cycle._id} cycle={cycle} kind={kind} />
    </Stack>
  );
}
