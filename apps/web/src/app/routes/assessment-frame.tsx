import {
  classFramework,
  type AssessmentCycle,
  type CurriculumFrameworkKey,
  type SchoolClass,
} from '@cue/contracts';
import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lazySlot } from '../../components/lazy-slot';
import { PageLoader } from '../../components/page-loader';
import { CyclePicker } from '../../features/assessment/components/cycle-picker';
import { useCycleSelection } from '../../features/assessment/hooks/use-cycle-selection';
import { useClassFromAddress } from '../../features/classes/hooks/use-class-from-address';
import { useCurriculumTree } from '../../features/curriculum/api/curriculum-tree';
import { useUserPermissions } from '../../features/schools/api/get-user-permissions';
import { errorMessage } from '../../lib/error-message';
import { useSignedInUser } from '../layouts/signed-in-user';

// The coordinators' modal downloads when first opened, not with every assessment screen.
const TermsAndSchemesModal = lazySlot(() =>
  import('../../features/assessment/components/terms-and-schemes-modal').then(
    (module) => module.TermsAndSchemesModal,
  ),
);

/** Coordinators set terms and schemes: admins, and holders of academic_setup.curriculum (as the server checks). */
function useIsCoordinator(): boolean {
  const user = useSignedInUser();
  const permissions = useUserPermissions();
  if (user.kind !== 'staff') return false;
  return user.staff.school_details.admin || permissions.data?.academic_setup.curriculum === true;
}

/** The modal, with the class's framework domains for a school scheme's dimensions (mounted while open). */
function ManageTerms({
  onClose,
  classes,
  classId,
  framework,
}: {
  onClose: () => void;
  classes: SchoolClass[];
  classId: string;
  framework: CurriculumFrameworkKey | null;
}) {
  const tree = useCurriculumTree(framework);
  return (
    <TermsAndSchemesModal
      opened
      onClose={onClose}
      classes={classes.map((c) => ({ value: c._id, label: c.class_name }))}
      classId={classId}
      domainOptions={(tree.data?.domains ?? []).map((d) => ({ value: d.code, label: d.title }))}
    />
  );
}

export interface AssessmentContext {
  schoolClass: SchoolClass;
  framework: CurriculumFrameworkKey | null;
  cycle: AssessmentCycle;
}

/**
 * The frame the assessment screens share: the title, the class (the top bar's, also chosen here)
 * and its terms (the cycle picker, opening on the current term), "Terms and schemes" for
 * coordinators; the screen itself once the class has a term.
 */
export function AssessmentFrame({
  title,
  intro,
  showCyclePicker = true,
  children,
}: {
  title: string;
  intro?: string;
  /** A screen across terms (one child's progress) still needs a term for its roster, but no picker. */
  showCyclePicker?: boolean;
  children: (context: AssessmentContext) => ReactNode;
}) {
  const { t } = useTranslation();
  const { selectedClass, classes, selectClass } = useClassFromAddress();
  const selection = useCycleSelection(selectedClass?._id);
  const coordinator = useIsCoordinator();
  const [managing, setManaging] = useState(false);

  if (classes.isPending) return <PageLoader />;
  if (classes.isError) return <Text c="red">{errorMessage(classes.error)}</Text>;
  if (!selectedClass) return <Text c="dimmed">{t('messages.noClassesFound')}</Text>;
  const framework = classFramework(selectedClass.class_curriculum);
  const onManage = coordinator ? () => setManaging(true) : undefined;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {title}
        </Title>
        {intro && (
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        )}
      </Stack>
      <Group gap="md" align="flex-start" wrap="wrap">
        <Select
          label={t('hpc.frame.class')}
          data={classes.data.map((c) => ({ value: c._id, label: c.class_name }))}
          value={selectedClass._id}
          onChange={(value) => value && selectClass(value)}
          allowDeselect={false}
          searchable
          w={{ base: '100%', xs: 240 }}
        />
        {showCyclePicker || !selection.cycle ? (
          <CyclePicker selection={selection} onManage={onManage} />
        ) : null}
      </Group>
      {!framework && (
        <Text c="dimmed" size="sm">
          {t('hpc.frame.noFramework')}
        </Text>
      )}
      {selection.cycle && children({ schoolClass: selectedClass, framework, cycle: selection.cycle })}
      {coordinator && managing && (
        <ManageTerms
          onClose={() => setManaging(false)}
          classes={classes.data}
          classId={selectedClass._id}
          framework={framework}
        />
      )}
    </Stack>
  );
}
