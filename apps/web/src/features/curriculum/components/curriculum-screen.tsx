import { curriculumFrameworkKeys, type CurriculumFrameworkKey } from '@cue/contracts';
import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurriculumOverview } from '../api/curriculum-overview';
import { useCurriculumTree } from '../api/curriculum-tree';
import { ClassFrameworksTable } from './class-frameworks-table';
import { FrameworkTree } from './framework-tree';

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('curriculum.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The tree of the framework picked above it. */
function TreeSection({ framework }: { framework: CurriculumFrameworkKey }) {
  const { t } = useTranslation();
  const tree = useCurriculumTree(framework);
  if (tree.isPending) return <Loader aria-label={t('curriculum.tree.heading')} />;
  if (tree.isError)
    return <LoadError message={t('curriculum.tree.loadError')} onRetry={() => void tree.refetch()} />;
  return <FrameworkTree tree={tree.data} />;
}

/**
 * /admin/academic-setup/curriculum: the two frameworks with their sources, each class's
 * framework, and a framework's tree where the school adds its own outcomes.
 */
export function CurriculumScreen() {
  const { t } = useTranslation();
  const overview = useCurriculumOverview();
  const [shown, setShown] = useState<CurriculumFrameworkKey>('ncf_fs_2022');
  if (overview.isPending) return <Loader aria-label={t('curriculum.title')} />;
  if (overview.isError)
    return <LoadError message={t('curriculum.loadError')} onRetry={() => void overview.refetch()} />;
  const { frameworks, classes } = overview.data;
  return (
    <Stack gap="xl">
      <Stack gap="sm" component="section" aria-labelledby="curriculum-frameworks">
        <Title order={2} fz="h3" id="curriculum-frameworks">
          {t('curriculum.overview.heading')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {frameworks.map((framework) => (
            <Card key={framework.key} withBorder radius="md" padding="md" component="article">
              <Stack gap={4}>
                <Text fw={600}>{framework.name}</Text>
                <Text size="sm">
                  {t('curriculum.overview.counts', {
                    domains: framework.domains,
                    goals: framework.goals,
                    competencies: framework.competencies,
                  })}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('curriculum.overview.ageBands', { bands: framework.age_bands.join(', ') })}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {t('curriculum.overview.source', { source: framework.source })}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="curriculum-classes">
        <Title order={2} fz="h3" id="curriculum-classes">
          {t('curriculum.classes.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('curriculum.classes.hint')}
        </Text>
        <ClassFrameworksTable classes={classes} />
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="curriculum-tree">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="h3" id="curriculum-tree">
            {t('curriculum.tree.heading')}
          </Title>
          <SegmentedControl
            aria-label={t('curriculum.tree.pick')}
            value={shown}
            onChange={(value) => setShown(value as CurriculumFrameworkKey)}
            data={curriculumFrameworkKeys.map((key) => ({
              value: key,
              label: t(`curriculum.frameworks.${key}`),
            }))}
          />
        </Group>
        <TreeSection framework={shown} />
      </Stack>
    </Stack>
  );
}
