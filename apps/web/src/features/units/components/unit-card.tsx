import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { UnitSummary } from '@cue/contracts';
import { useTranslation } from 'react-i18next';

/** A unit's length: whole weeks of five school days as weeks, anything else as days. */
export function UnitDuration({ days }: { days: number }) {
  const { t } = useTranslation();
  const label = days % 5 === 0 ? t('units.weeks', { count: days / 5 }) : t('units.days', { count: days });
  return <Badge variant="outline">{label}</Badge>;
}

/** A card of the library list: title, theme, age band, duration, activity count, competency chips. */
export function UnitCard({ unit, onOpen }: { unit: UnitSummary; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <Card withBorder component="article" aria-label={unit.title} padding="md">
      <Stack gap="xs">
        <UnstyledButton onClick={() => onOpen(unit._id)}>
          <Text fw={700} c="blue">
            {unit.title}
          </Text>
        </UnstyledButton>
        <Group gap={4}>
          <Badge variant="light">{unit.theme}</Badge>
          <Badge variant="outline">{t('units.ageBandValue', { band: unit.age_band })}</Badge>
          <UnitDuration days={unit.duration_days} />
        </Group>
        <Text size="sm" c="dimmed">
          {t('units.activities', { count: unit.activity_count })}
        </Text>
        {unit.summary && (
          <Text size="sm" lineClamp={3}>
            {unit.summary}
          </Text>
        )}
        <Group gap={4}>
          {unit.competencies.map((code) => (
            <Badge key={code} size="xs" variant="dot">
              {code}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
