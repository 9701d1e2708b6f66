import { isoToStoredDate, type SchoolClass, type StudentSummary } from '@cue/contracts';
import {
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { PersonAvatar } from '../../../components/person-avatar';
import { fullName } from '../../../lib/person-name';
import { useStudents } from '../api/list-students';
import { studentsQueryKeys } from '../api/students-query-keys';

/**
 * The school's children, a page at a time: search by name, filter by class, archived too. A table
 * on wide screens, cards on a phone; opening a child calls `onOpen`.
 */
export function StudentList({
  classes,
  onOpen,
}: {
  classes: SchoolClass[];
  onOpen: (studentId: string) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [classId, setClassId] = useState<string | null>(null);
  const [archived, setArchived] = useState(false);
  const [page, setPage] = useState(1);
  const query = {
    ...(debounced && { search: debounced }),
    ...(classId && { class_id: classId }),
    ...(archived && { archived: 'true' as const }),
    page,
  };
  const students = useStudents(query);
  const data = students.data;
  const pages = data ? Math.max(1, Math.ceil(data.total_count / data.page_size)) : 1;
  const filtered = Boolean(debounced || classId);

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('students.searchLabel')}
          placeholder={t('students.searchPlaceholder')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 14rem' }}
        />
        <Select
          label={t('students.classFilter')}
          placeholder={t('students.allClasses')}
          data={classes.map((c) => ({ value: c._id, label: c.class_name }))}
          value={classId}
          onChange={(value) => {
            setClassId(value);
            setPage(1);
          }}
          clearable
          style={{ flex: '1 1 12rem' }}
        />
        <Switch
          label={t('students.showArchived')}
          checked={archived}
          onChange={(event) => {
            setArchived(event.currentTarget.checked);
            setPage(1);
          }}
          mb={8}
        />
      </Group>

      {students.isPending && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text c="dimmed">{t('students.loading')}</Text>
        </Group>
      )}
      {students.isError && (
        <LoadError
          error={students.error}
          onRetry={() => void students.refetch()}
          title={t('students.loadError')}
        />
      )}
      {data && data.students.length === 0 && (
        <Text c="dimmed">{filtered ? t('students.noMatch') : t('students.empty')}</Text>
      )}
      {data && data.students.length > 0 && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('students.count', { count: data.total_count })}
          </Text>
          <Paper withBorder radius="md" visibleFrom="sm">
            <Table.ScrollContainer minWidth={640}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('students.columns.name')}</Table.Th>
                    <Table.Th>{t('students.columns.class')}</Table.Th>
                    <Table.Th>{t('students.columns.dateOfBirth')}</Table.Th>
                    <Table.Th>{t('students.columns.guardians')}</Table.Th>
                    <Table.Th>{t('students.columns.photoConsent')}</Table.Th>
                    <Table.Th>{t('students.columns.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.students.map((student) => (
                    <Table.Tr key={student._id}>
                      <Table.Td>
                        <StudentName student={student} />
                      </Table.Td>
                      <Table.Td>
                        <ClassNames student={student} />
                      </Table.Td>
                      <Table.Td>
                        {student.date_of_birth ? isoToStoredDate(student.date_of_birth) : '—'}
                      </Table.Td>
                      <Table.Td>
                        <GuardianBadge student={student} />
                      </Table.Td>
                      <Table.Td>
                        <ConsentBadge student={student} />
                      </Table.Td>
                      <Table.Td>
                        <Button size="xs" variant="light" onClick={() => onOpen(student._id)}>
                          {t('students.edit')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          <SimpleGrid cols={1} spacing="sm" hiddenFrom="sm">
            {data.students.map((student) => (
              <Card key={student._id} withBorder radius="md" padding="sm">
                <Stack gap="xs">
                  <StudentName student={student} />
                  <ClassNames student={student} />
                  <Group gap="xs">
                    <GuardianBadge student={student} />
                    <ConsentBadge student={student} />
                  </Group>
                  <Button variant="light" onClick={() => onOpen(student._id)}>
                    {t('students.edit')}
                  </Button>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
          {pages > 1 && (
            <Group justify="space-between">
              <Button variant="default" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t('students.previous')}
              </Button>
              <Text size="sm">{t('students.pageOf', { page, pages })}</Text>
              <Button variant="default" disabled={!data.has_more} onClick={() => setPage((p) => p + 1)}>
                {t('students.next')}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

function StudentName({ student }: { student: StudentSummary }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <Group gap="sm" wrap="nowrap">
      <PersonAvatar
        firstName={student.first_name}
        lastName={student.last_name}
        picture={student.student_profile_picture}
        colorKey={student._id}
        size="sm"
        decorative
        // The picture's signed link expired: the list answers with fresh ones.
        onImageError={() =>
          void queryClient.invalidateQueries({ queryKey: studentsQueryKeys.all }, { cancelRefetch: false })
        }
      />
      <Text fw={500}>{fullName(student)}</Text>
      {student.archived_at && (
        <Badge color="gray" variant="light">
          {t('students.archived')}
        </Badge>
      )}
    </Group>
  );
}

function ClassNames({ student }: { student: StudentSummary }) {
  const { t } = useTranslation();
  if (student.student_class.length === 0) return <Text c="dimmed">{t('students.noClass')}</Text>;
  return <Text>{student.student_class.map((c) => c.class_name).join(', ')}</Text>;
}

function GuardianBadge({ student }: { student: StudentSummary }) {
  const { t } = useTranslation();
  if (student.guardian_count === 0) {
    return (
      <Badge color="orange" variant="light">
        {t('students.noGuardian')}
      </Badge>
    );
  }
  return <Text size="sm">{t('students.guardianCount', { count: student.guardian_count })}</Text>;
}

/** Consent must be read at a glance: a photo taken of a child without it is a real harm. */
export function ConsentBadge({ student }: { student: { photo_consent: boolean } }) {
  const { t } = useTranslation();
  return student.photo_consent ? (
    <Badge color="green" variant="light">
      {t('students.consentGiven')}
    </Badge>
  ) : (
    <Badge color="red" variant="filled">
      {t('students.consentWithheld')}
    </Badge>
  );
}
