import { displayClassName, type SchoolClass } from '@cue/contracts';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAgeBand } from '../../../lib/age-band';
import { formatClassDays, formatClassTime } from '../../../lib/class-schedule';
import { isLanguage } from '../../../lib/language';

/** '-' is the spec's "no academic year". */
const NO_ACADEMIC_YEAR = '-';

/** One class: its name (cut at 25 characters), age range, year and days, in the class colour. */
export function ClassCard({ schoolClass }: { schoolClass: SchoolClass }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const { class_name, age_range, academic_year, classes_days, start_time, end_time, color } = schoolClass;
  const shownName = displayClassName(class_name);

  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="lg"
      style={{ borderInlineStart: `6px solid ${color}` }}
    >
      <Stack gap="xs">
        <Text component="h3" fw={700} fz="lg" m={0} title={shownName === class_name ? undefined : class_name}>
          {shownName}
        </Text>
        <Group gap="xs">
          <Badge variant="light" tt="none">
            {formatAgeBand(age_range, language)}
          </Badge>
        </Group>
        {academic_year !== NO_ACADEMIC_YEAR && (
          <Text size="sm" c="dimmed">
            {t('dashboard.academicYear', { year: academic_year })}
          </Text>
        )}
        {classes_days.length > 0 && (
          <Text size="sm" c="dimmed">
            {formatClassDays(classes_days, language)}
            {start_time && end_time
              ? ` · ${formatClassTime(start_time, language)} – ${formatClassTime(end_time, language)}`
              : ''}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
