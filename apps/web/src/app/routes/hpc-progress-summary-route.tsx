import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HpcChildPicker } from '../../features/hpc/components/hpc-child-picker';
import { HpcProgressSummaryView } from '../../features/hpc/components/hpc-progress-summary';
import { AssessmentFrame } from './assessment-frame';

/** /assessment/hpc/progress-summary[?id=<child>]: one child's levels across the class's terms. */
export function HpcProgressSummaryRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const studentId = params.get('id');
  const chooseChild = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('id', id);
        return next;
      },
      { replace: true },
    );
  return (
    <AssessmentFrame title={t('hpc.progress.title')} intro={t('hpc.progress.intro')} showCyclePicker={false}>
      {({ cycle, schoolClass }) => (
        <Stack gap="md">
          <HpcChildPicker cycleId={cycle._id} value={studentId} onChange={chooseChild} />
          {studentId ? (
            <HpcProgressSummaryView
              key={`${studentId}-${schoolClass._id}`}
              studentId={studentId}
              classId={schoolClass._id}
            />
          ) : (
            <Text c="dimmed">{t('hpc.progress.chooseHint')}</Text>
          )}
        </Stack>
      )}
    </AssessmentFrame>
  );
}
