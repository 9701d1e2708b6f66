import { ageBands, type AgeBand, type CurriculumFrameworkKey } from '@cue/contracts';
import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useAddSchoolOutcome, useEditSchoolOutcome } from '../api/school-outcomes';

export interface OutcomeTarget {
  framework: CurriculumFrameworkKey;
  competencyCode: string;
  /** The school outcome being edited; null adds one. */
  outcome: { _id: string; age_band: AgeBand; text: string } | null;
}

/** Adds a school outcome under a competency, or edits one. */
export function OutcomeModal({ target, onClose }: { target: OutcomeTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddSchoolOutcome();
  const edit = useEditSchoolOutcome();
  const [ageBand, setAgeBand] = useState<AgeBand>(target.outcome?.age_band ?? '3-4');
  const [text, setText] = useState(target.outcome?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const saving = add.isPending || edit.isPending;

  const submit = () => {
    if (!text.trim()) {
      setError(t('curriculum.outcomes.textRequired'));
      return;
    }
    const done = {
      onSuccess: () => {
        showSuccess(t('curriculum.outcomes.saved'));
        onClose();
      },
      onError: (failure: unknown) => showError(errorMessage(failure)),
    };
    if (target.outcome) {
      edit.mutate({ id: target.outcome._id, changes: { age_band: ageBand, text: text.trim() } }, done);
    } else {
      add.mutate(
        {
          framework: target.framework,
          competency_code: target.competencyCode,
          age_band: ageBand,
          text: text.trim(),
        },
        done,
      );
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        target.outcome
          ? t('curriculum.outcomes.editHeading')
          : t('curriculum.outcomes.addTo', { code: target.competencyCode })
      }
    >
      <Stack gap="sm">
        <Select
          label={t('curriculum.outcomes.ageBand')}
          data={ageBands.map((band) => ({ value: band, label: t('curriculum.tree.ageBand', { band }) }))}
          value={ageBand}
          onChange={(value) => value && setAgeBand(value as AgeBand)}
          allowDeselect={false}
          disabled={saving}
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label={t('curriculum.outcomes.text')}
          description={t('curriculum.outcomes.textHint')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          autosize
          minRows={2}
          maxLength={500}
          disabled={saving}
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('curriculum.outcomes.cancel')}
          </Button>
          <Button onClick={submit} loading={saving}>
            {t('curriculum.outcomes.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
