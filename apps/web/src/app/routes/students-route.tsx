import { Alert, Anchor, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStaffClasses } from '../../features/classes/api/get-staff-classes';
import { FamilyList } from '../../features/families/components/family-list';
import { StudentDrawer } from '../../features/students/components/student-drawer';
import { StudentList } from '../../features/students/components/student-list';

/** /admin/school-setup/students: the school's children and, on a second tab, its families. */
export function StudentsRoute() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'children' | 'families'>('children');
  const [open, setOpen] = useState<string | 'new' | null>(null);
  // Admins get every open class of the school from staff_classes/.
  const classQuery = useStaffClasses();
  const classes = classQuery.data ?? [];
  // A child always joins a class: say so, rather than leave "Add a child" disabled without a reason.
  const needsClass = classQuery.isSuccess && classes.length === 0;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {t('students.title')}
          </Title>
          <Text c="dimmed">{t('students.intro')}</Text>
        </Stack>
        <Group gap="sm">
          <Button component={Link} to="/admin/school-setup/students/import" variant="default">
            {t('students.importChildren')}
          </Button>
          <Button onClick={() => setOpen('new')} disabled={classes.length === 0}>
            {t('students.addChild')}
          </Button>
        </Group>
      </Group>
      {needsClass && (
        <Alert color="blue">
          {t('students.needClass')}{' '}
          <Anchor component={Link} to="/admin/school-setup/classes">
            {t('students.needClassLink')}
          </Anchor>
        </Alert>
      )}
      <SegmentedControl
        value={tab}
        onChange={(value) => setTab(value as 'children' | 'families')}
        data={[
          { value: 'children', label: t('students.tabs.children') },
          { value: 'families', label: t('students.tabs.families') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {tab === 'children' ? <StudentList classes={classes} onOpen={setOpen} /> : <FamilyList />}
      <StudentDrawer studentId={open} classes={classes} onClose={() => setOpen(null)} onCreated={setOpen} />
    </Stack>
  );
}
