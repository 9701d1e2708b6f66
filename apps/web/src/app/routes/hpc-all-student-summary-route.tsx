import { useTranslation } from 'react-i18next';
import { HpcClassMatrix } from '../../features/hpc/components/hpc-class-matrix';
import { AssessmentFrame } from './assessment-frame';
import { hpcPaths } from './hpc-paths';

/** /assessment/hpc/all-student-summary: the class × competency matrix of a term. */
export function HpcAllStudentSummaryRoute() {
  const { t } = useTranslation();
  return (
    <AssessmentFrame title={t('hpc.matrix.title')} intro={t('hpc.matrix.intro')}>
      {({ cycle }) => (
        <HpcClassMatrix key={cycle._id} cycleId={cycle._id} cardHref={(id) => hpcPaths.card(cycle._id, id)} />
      )}
    </AssessmentFrame>
  );
}
