import type { StaffMember } from '@cue/contracts';
import { Box, Button, Card, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useStaffList } from '../api/list-staff';
import { StaffActions, type StaffActionHandlers } from './staff-actions';
import { StaffStatusBadges } from './staff-status-badges';

const fullName = (member: StaffMember) => `${member.first_name} ${member.last_name}`.trim();

/** The school's staff: a table from the small-tablet width up, one card per person on a phone. */
export function StaffList(handlers: StaffActionHandlers) {
  const { t } = useTranslation();
  const staff = useStaffList();
  const classesOf = (member: StaffMember) =>
    member.classes.length > 0
      ? member.classes.map((c) => c.class_name).join(', ')
      : t('staffSetup.noClasses');

  if (staff.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t('staffSetup.loading')}</Text>
      </Group>
    );
  }
  if (staff.isError) {
    return (
      <Stack gap="xs" align="flex-start" role="alert">
        <Text c="red">{t('staffSetup.loadError')}</Text>
        <Text size="sm" c="dimmed">
          {errorMessage(staff.error)}
        </Text>
        <Button variant="light" onClick={() => void staff.refetch()}>
          {t('staffSetup.retry')}
        </Button>
      </Stack>
    );
  }
  if (staff.data.length === 0) return <Text c="dimmed">{t('staffSetup.empty')}</Text>;

  return (
    <>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={900}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('staffSetup.columns.name')}</Table.Th>
                <Table.Th>{t('staffSetup.columns.phone')}</Table.Th>
                <Table.Th>{t('staffSetup.columns.email')}</Table.Th>
                <Table.Th>{t('staffSetup.columns.type')}</Table.Th>
                <Table.Th>{t('staffSetup.columns.role')}</Table.Th>
                <Table.Th>{t('staffSetup.columns.classes')}</Table.Th>
                <Table.Th>{t('staffSetup.columns.status')}</Table.Th>
                <Table.Th>{t('staffSetup.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {staff.data.map((member) => (
                <Table.Tr key={member._id}>
                  <Table.Td>{fullName(member)}</Table.Td>
                  <Table.Td dir="ltr">{member.phone ?? '—'}</Table.Td>
                  <Table.Td dir="ltr">{member.email ?? '—'}</Table.Td>
                  <Table.Td>{member.admin ? t('staffSetup.admin') : t('staffSetup.member')}</Table.Td>
                  <Table.Td>{member.role?.name ?? t('staffSetup.noRole')}</Table.Td>
                  <Table.Td>{classesOf(member)}</Table.Td>
                  <Table.Td>
                    <StaffStatusBadges member={member} />
                  </Table.Td>
                  <Table.Td>
                    <StaffActions member={member} {...handlers} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <Stack hiddenFrom="sm" gap="sm">
        {staff.data.map((member) => (
          <Card key={member._id} withBorder radius="md" padding="sm">
            <Stack gap={6}>
              <Text fw={600}>{fullName(member)}</Text>
              <StaffStatusBadges member={member} withType />
              <Text size="sm">
                {/* Numbers and addresses read left to right inside Arabic and Hebrew text. */}
                <span dir="ltr">{[member.phone, member.email].filter(Boolean).join(' · ')}</span>
              </Text>
              <Text size="sm">
                {t('staffSetup.columns.role')}: {member.role?.name ?? t('staffSetup.noRole')}
              </Text>
              <Text size="sm">
                {t('staffSetup.columns.classes')}: {classesOf(member)}
              </Text>
              <StaffActions member={member} {...handlers} />
            </Stack>
          </Card>
        ))}
      </Stack>
    </>
  );
}
