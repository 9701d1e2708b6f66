import { sanitizePhoneInput } from '@cue/contracts';
import { Button, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  emptyPickupAdult,
  isBlankPickupAdult,
  sentIndexOf,
  type FieldErrors,
  type PickupRow,
} from '../student-form';

/** The authorised pickup adults repeater: name, phone, relation. */
export function PickupAdultFields({
  rows,
  errors,
  onChange,
}: {
  rows: PickupRow[];
  errors: FieldErrors;
  onChange: (rows: PickupRow[]) => void;
}) {
  const { t } = useTranslation();
  const update = (key: string, change: Partial<PickupRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  return (
    <Stack gap="sm">
      <Title order={3} fz="h5">
        {t('students.editor.pickupAdults')}
      </Title>
      {rows.map((row) => {
        const index = sentIndexOf(rows, row, isBlankPickupAdult);
        const error = (name: string) => {
          const key = errors[`pickup_adults.${index}.${name}`];
          return key ? t(key, { defaultValue: key }) : undefined;
        };
        return (
          <Paper key={row.key} withBorder p="sm" radius="md">
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
              <TextInput
                label={t('students.editor.name')}
                value={row.name}
                onChange={(e) => update(row.key, { name: e.currentTarget.value })}
                error={error('name')}
                required
              />
              <TextInput
                label={t('students.editor.phone')}
                value={row.phone}
                onChange={(e) => update(row.key, { phone: sanitizePhoneInput(e.currentTarget.value) })}
                error={error('phone')}
                inputMode="numeric"
                dir="ltr"
                required
              />
              <TextInput
                label={t('students.editor.relation')}
                value={row.relation}
                onChange={(e) => update(row.key, { relation: e.currentTarget.value })}
                error={error('relation')}
                required
              />
            </SimpleGrid>
            <Button
              mt="xs"
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => onChange(rows.filter((candidate) => candidate.key !== row.key))}
            >
              {t('students.editor.remove')}
            </Button>
          </Paper>
        );
      })}
      <Button
        variant="light"
        onClick={() => onChange([...rows, emptyPickupAdult()])}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('students.editor.addPickupAdult')}
      </Button>
    </Stack>
  );
}
