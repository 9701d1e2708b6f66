import { Button, Group, Modal, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AssessmentScheme } from '@cue/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { useAssessmentSchemes } from '../api/assessment-schemes';
import { ClassTermsList } from './class-terms-list';
import { SchemeEditor, type DomainOption } from './scheme-editor';
import { SchemeList } from './scheme-list';
import { TermForm, type ClassOption } from './term-form';

export interface TermsAndSchemesModalProps {
  opened: boolean;
  onClose: () => void;
  /** The classes the coordinator may give terms to (their classes; every class for an admin). */
  classes: ClassOption[];
  /** The class the screen shows: the first one the lists and the new term start with. */
  classId: string;
  /** The framework domains a school scheme's dimension may be limited to. */
  domainOptions?: DomainOption[];
}

function TermsTab({ classes, classId }: { classes: ClassOption[]; classId: string }) {
  const { t } = useTranslation();
  const schemes = useAssessmentSchemes();
  const [adding, setAdding] = useState(false);
  const [listedClassId, setListedClassId] = useState(classId);

  return (
    <Stack gap="md">
      {adding ? (
        <Stack gap="xs" component="section" aria-labelledby="new-term-heading">
          <Title order={3} size="h5" id="new-term-heading">
            {t('assessment.terms.newTitle')}
          </Title>
          {schemes.isPending ? (
            <PageLoader />
          ) : schemes.isError ? (
            <LoadError error={schemes.error} onRetry={() => void schemes.refetch()} />
          ) : (
            <TermForm
              classes={classes}
              initialClassIds={[classId]}
              schemes={schemes.data}
              onDone={() => setAdding(false)}
            />
          )}
        </Stack>
      ) : (
        <Group justify="flex-end">
          <Button onClick={() => setAdding(true)}>{t('assessment.terms.new')}</Button>
        </Group>
      )}
      <Stack gap="xs" component="section" aria-label={t('assessment.terms.listLabel')}>
        <Select
          label={t('assessment.terms.ofClass')}
          data={classes}
          value={listedClassId}
          onChange={(value) => value && setListedClassId(value)}
          allowDeselect={false}
          searchable
        />
        <ClassTermsList key={listedClassId} classId={listedClassId} />
      </Stack>
    </Stack>
  );
}

function SchemesTab({ domainOptions }: { domainOptions: DomainOption[] }) {
  const { t } = useTranslation();
  const schemes = useAssessmentSchemes();
  const [editing, setEditing] = useState<{ scheme: AssessmentScheme | null } | null>(null);

  if (editing)
    return (
      <Stack gap="xs" component="section" aria-labelledby="scheme-editor-heading">
        <Title order={3} size="h5" id="scheme-editor-heading">
          {editing.scheme ? editing.scheme.name : t('assessment.schemes.newTitle')}
        </Title>
        <SchemeEditor scheme={editing.scheme} domainOptions={domainOptions} onDone={() => setEditing(null)} />
      </Stack>
    );
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('assessment.schemes.intro')}
      </Text>
      <Group justify="flex-end">
        <Button onClick={() => setEditing({ scheme: null })}>{t('assessment.schemes.new')}</Button>
      </Group>
      {schemes.isPending ? (
        <PageLoader />
      ) : schemes.isError ? (
        <LoadError
          title={t('assessment.schemes.loadError')}
          error={schemes.error}
          onRetry={() => void schemes.refetch()}
        />
      ) : (
        <SchemeList schemes={schemes.data} onEdit={(scheme) => setEditing({ scheme })} />
      )}
    </Stack>
  );
}

/**
 * "Terms and schemes", for coordinators (admins and `academic_setup.curriculum`): a term for
 * several classes at once, each class's terms (rename, move, delete), and the school's schemes.
 */
export function TermsAndSchemesModal({
  opened,
  onClose,
  classes,
  classId,
  domainOptions = [],
}: TermsAndSchemesModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('assessment.manage')}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('assessment.close') }}
    >
      {opened && (
        <Tabs defaultValue="terms" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="terms">{t('assessment.terms.tab')}</Tabs.Tab>
            <Tabs.Tab value="schemes">{t('assessment.schemes.tab')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="terms">
            <TermsTab classes={classes} classId={classId} />
          </Tabs.Panel>
          <Tabs.Panel value="schemes">
            <SchemesTab domainOptions={domainOptions} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Modal>
  );
}
