import type { CurriculumFrameworkKey } from '@cue/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurriculumTree } from '../../features/curriculum/api/curriculum-tree';
import { HpcCardEditor } from '../../features/hpc/components/hpc-card-editor';
import { HpcStudentList } from '../../features/hpc/components/hpc-student-list';
import { AssessmentFrame } from './assessment-frame';
import { evidenceHref, hpcPaths } from './hpc-paths';

/** A child's card with the class framework's tree, so every competency can be judged. */
function CardScreen({
  cycleId,
  studentId,
  framework,
}: {
  cycleId: string;
  studentId: string;
  framework: CurriculumFrameworkKey | null;
}) {
  const tree = useCurriculumTree(framework);
  return (
    <HpcCardEditor
      key={`${cycleId}-${studentId}`}
      cycleId={cycleId}
      studentId={studentId}
      framework={tree.data}
      evidenceHref={evidenceHref}
      backHref={hpcPaths.list(cycleId)}
    />
  );
}

/**
 * /assessment/hpc/student-list: the class's children in a term with how far each progress card
 * is; `?id=<child>` opens that child's card.
 */
export function HpcStudentListRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const studentId = params.get('id');
  return (
    <AssessmentFrame title={t('hpc.list.title')} intro={studentId ? undefined : t('hpc.list.intro')}>
      {({ cycle, framework }) =>
        studentId ? (
          <CardScreen cycleId={cycle._id} studentId={studentId} framework={framework} />
        ) : (
          <HpcStudentList
            key={cycle._id}
            cycleId={cycle._id}
            cardHref={(id) => hpcPaths.card(cycle._id, id)}
          />
        )
      }
    </AssessmentFrame>
  );
}
