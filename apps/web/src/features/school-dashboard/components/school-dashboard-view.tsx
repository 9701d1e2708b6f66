import type { DashboardAttention, SchoolDashboard } from '@cue/contracts';
import { Anchor, Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { useSchoolDashboard } from '../api/get-school-dashboard';

const countKeys: (keyof SchoolDashboard['counts'])[] = [
  'classes',
  'children',
  'staff',
  'families',
  'families_not_signed_in',
];

/** The school dashboard: how big the school is and what to fix first, each with its screen. */
export function SchoolDashboardView() {
  const { t } = useTranslation();
  const dashboard = useSchoolDashboard();

  if (dashboard.isPending) return <PageLoader />;
  if (dashboard.isError)
    return <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  const { counts, attention } = dashboard.data;

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
        {countKeys.map((key) => (
          <Card key={key} withBorder padding="md">
            <Text size="xl" fw={700}>
              {counts[key]}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`schoolDashboard.counts.${key}`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder padding="md" component="section" aria-labelledby="dashboard-attention">
        <Title order={2} size="h4" id="dashboard-attention" mb="sm">
          {t('schoolDashboard.attentionTitle')}
        </Title>
        {attention.length === 0 ? (
          <Text c="dimmed">{t('schoolDashboard.allGood')}</Text>
        ) : (
          <List spacing="xs" listStyleType="none" ps={0}>
            {attention.map((item) => (
              <AttentionItem key={`${item.kind}-${item.id}`} item={item} />
            ))}
          </List>
        )}
      </Card>
    </Stack>
  );
}

function AttentionItem({ item }: { item: DashboardAttention }) {
  const { t } = useTranslation();
  return (
    <List.Item>
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" color="orange">
          {t(`schoolDashboard.kinds.${item.kind}`)}
        </Badge>
        <Text span>{item.name}</Text>
        <Anchor
          component={Link}
          to={item.link}
          aria-label={t('schoolDashboard.fixLabel', { name: item.name })}
        >
          {t('schoolDashboard.fix')}
        </Anchor>
      </Group>
    </List.Item>
  );
}
