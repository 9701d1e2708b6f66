import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A record's competency tags as small chips, in the framework's order. */
export function CompetencyBadges({ competencies }: { competencies: { code: string; title: string }[] }) {
  const { t } = useTranslation();
  if (competencies.length === 0) return null;
  return (
    <Group gap={4} role="list" aria-label={t('curriculum.badges.label')}>
      {competencies.map((competency) => (
        <Badge
          key={competency.code}
          role="listitem"
          variant="outline"
          color="indigo"
          size="sm"
          title={competency.title}
          style={{ textTransform: 'none', maxInlineSize: '100%' }}
        >
          {competency.title ? `${competency.code} · ${competency.title}` : competency.code}
        </Badge>
      ))}
    </Group>
  );
}
