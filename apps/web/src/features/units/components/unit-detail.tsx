import { Alert, Badge, Button, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import type { Unit } from '@cue/contracts';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useUnit } from '../api/get-unit';
import { useForkUnit } from '../api/save-unit';
import { UnitDuration } from './unit-card';

/** Everything a unit holds, in the order a teacher reads it. */
export function UnitDetail({
  id,
  onEdit,
  onForked,
}: {
  id: string;
  onEdit: (unit: Unit) => void;
  onForked: (unit: Unit) => void;
}) {
  const { t } = useTranslation();
  const unit = useUnit(id);
  const fork = useForkUnit();
  if (unit.isPending) return <Loader mx="auto" aria-label={t('units.loading')} />;
  if (unit.isError) {
    return <LoadError title={t('units.loadError')} error={unit.error} onRetry={() => void unit.refetch()} />;
  }
  const u = unit.data;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2}>{u.title}</Title>
        <Group gap="xs">
          <Badge variant="light">{u.theme}</Badge>
          <Badge variant="outline">{t('units.ageBandValue', { band: u.age_band })}</Badge>
          <UnitDuration days={u.duration_days} />
        </Group>
        {u.forked_from && <Text size="sm">{t('units.forkedFrom', { title: u.forked_from.title })}</Text>}
        {u.created_by && (
          <Text size="sm" c="dimmed">
            {t('units.by', { name: u.created_by.name })}
          </Text>
        )}
      </Stack>
      <Group>
        {u.library === 'global' && (
          <Button loading={fork.isPending} onClick={() => fork.mutate(u._id, { onSuccess: onForked })}>
            {t('units.fork')}
          </Button>
        )}
        {u.can_edit && (
          <Button variant="default" onClick={() => onEdit(u)}>
            {t('units.edit')}
          </Button>
        )}
      </Group>
      {fork.isError && <Alert color="red">{t('units.forkError')}</Alert>}
      {u.summary && <Text>{u.summary}</Text>}
      <Section title={t('units.competencies')}>
        <Group gap={4}>
          {u.competencies.map((code) => (
            <Badge key={code} variant="dot">
              {code}
            </Badge>
          ))}
        </Group>
      </Section>
      {u.learning_outcomes.length > 0 && (
        <Section title={t('units.outcomes')}>
          <List>
            {u.learning_outcomes.map((outcome) => (
              <List.Item key={outcome}>{outcome}</List.Item>
            ))}
          </List>
        </Section>
      )}
      <Section title={t('units.activitiesTitle')}>
        <List type="ordered" spacing="sm">
          {u.activities.map((activity) => (
            <List.Item key={activity.id}>
              <Stack gap={2}>
                <Text fw={600}>{activity.title}</Text>
                <Text size="sm" c="dimmed">
                  {[
                    t(`units.type.${activity.type}`),
                    t('units.minutes', { count: activity.minutes }),
                    t(`units.grouping.${activity.grouping}`),
                    t(`units.lead.${activity.lead}`),
                    t(`units.setting.${activity.setting}`),
                  ].join(' · ')}
                </Text>
                {activity.description && <Text size="sm">{activity.description}</Text>}
                {activity.materials.length > 0 && (
                  <Text size="sm">{t('units.materials', { list: activity.materials.join(', ') })}</Text>
                )}
                {activity.competencies.length > 0 && (
                  <Group gap={4}>
                    {activity.competencies.map((code) => (
                      <Badge key={code} size="xs" variant="light">
                        {code}
                      </Badge>
                    ))}
                  </Group>
                )}
              </Stack>
            </List.Item>
          ))}
        </List>
      </Section>
      {(u.differentiation.support || u.differentiation.extend) && (
        <Section title={t('units.differentiation')}>
          {u.differentiation.support && (
            <Text size="sm">
              <b>{t('units.support')}:</b> {u.differentiation.support}
            </Text>
          )}
          {u.differentiation.extend && (
            <Text size="sm">
              <b>{t('units.extend')}:</b> {u.differentiation.extend}
            </Text>
          )}
        </Section>
      )}
      {u.assessment.length > 0 && (
        <Section title={t('units.assessment')}>
          <List>
            {u.assessment.map((item, i) => (
              <List.Item key={i}>
                <Badge size="xs" variant="light" me={4}>
                  {item.competency_code}
                </Badge>
                {item.what_to_observe}
              </List.Item>
            ))}
          </List>
        </Section>
      )}
      {u.home_link && (
        <Section title={t('units.homeLink')}>
          <Text size="sm">{u.home_link}</Text>
        </Section>
      )}
      {u.resources.length > 0 && (
        <Section title={t('units.resources')}>
          <List>
            {u.resources.map((resource) => (
              <List.Item key={resource._id}>{resource.title}</List.Item>
            ))}
          </List>
        </Section>
      )}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={4} component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
