import { sanitizePhoneInput } from '@cue/contracts';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  emptyGuardian,
  isBlankGuardian,
  sentIndexOf,
  type FieldErrors,
  type GuardianRow,
} from '../student-form';

/**
 * The guardians repeater. A guardian already linked keeps their account's name (edited from
 * Families); their relation can change and they can be removed.
 */
export function GuardianFields({
  rows,
  errors,
  onChange,
}: {
  rows: GuardianRow[];
  errors: FieldErrors;
  onChange: (rows: GuardianRow[]) => void;
}) {
  const { t } = useTranslation();
  const update = (key: string, change: Partial<GuardianRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  return (
    <Stack gap="sm">
      <Title order={3} fz="h5">
        {t('students.editor.guardians')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('students.editor.guardiansHint')}
      </Text>
      {rows.map((row) => {
        const index = sentIndexOf(rows, row, isBlankGuardian);
        const error = (name: string) => {
          const key = errors[`guardians.${index}.${name}`];
          return key ? t(key, { defaultValue: key }) : undefined;
        };
        const existing = row.parentId !== null;
        return (
          <Paper key={row.key} withBorder p="sm" radius="md">
            <Stack gap="xs">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                <TextInput
                  label={t('students.editor.firstName')}
                  value={row.first_name}
                  onChange={(e) => update(row.key, { first_name: e.currentTarget.value })}
                  error={error('first_name')}
                  readOnly={existing}
                  required
                />
                <TextInput
                  label={t('students.editor.lastName')}
                  value={row.last_name}
                  onChange={(e) => update(row.key, { last_name: e.currentTarget.value })}
                  error={error('last_name')}
                  readOnly={existing}
                  required
                />
                <TextInput
                  label={t('students.editor.phone')}
                  value={row.phone}
                  onChange={(e) => update(row.key, { phone: sanitizePhoneInput(e.currentTarget.value) })}
                  error={error('phone')}
                  readOnly={existing}
                  inputMode="numeric"
                  dir="ltr"
                  required
                />
                <TextInput
                  label={t('students.editor.email')}
                  value={row.email}
                  onChange={(e) => update(row.key, { email: e.currentTarget.value })}
                  error={error('email')}
                  readOnly={existing}
                  type="email"
                  dir="ltr"
                />
                <TextInput
                  label={t('students.editor.relation')}
                  value={row.relation}
                  onChange={(e) => update(row.key, { relation: e.currentTarget.value })}
                  error={error('relation')}
                  required
                />
              </SimpleGrid>
              <Group justify="space-between">
                {existing ? (
                  <Text size="xs" c="dimmed">
                    {t('students.editor.existingGuardian')}
                  </Text>
                ) : (
                  <span />
                )}
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => onChange(rows.filter((candidate) => candidate.key !== row.key))}
                >
                  {t('students.editor.remove')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      })}
      <Button
        variant="light"
        onClick={() => onChange([...rows, emptyGuardian()])}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('students.editor.addGuardian')}
      </Button>
    </Stack>
  );
}
