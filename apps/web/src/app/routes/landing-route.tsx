import { SimpleGrid, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/load-error';
import { PageLoader } from '../../components/page-loader';
import { LandingCard } from '../navigation/landing-card';
import { deriveLandingGroups, type LandingGroup } from '../navigation/navigation-access';
import { useNavigationEntry } from '../navigation/navigation-handle';
import { useStaffPermissions } from '../navigation/use-staff-permissions';

/** 1 column on a phone, 2 on a tablet, 3 on a desktop. */
function CardGrid({ entries, headingOrder }: { entries: LandingGroup['entries']; headingOrder: TitleOrder }) {
  return (
    <SimpleGrid role="list" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {entries.map((entry) => (
        <LandingCard key={entry.id} entry={entry} headingOrder={headingOrder} />
      ))}
    </SimpleGrid>
  );
}

function LandingSection({ group }: { group: LandingGroup }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="h3" id={headingId}>
        {t(`landing.groups.${group.feature}`)}
      </Title>
      <CardGrid entries={group.entries} headingOrder={3} />
    </Stack>
  );
}

/**
 * A section or menu root (/planning, /admin/school-setup, ...): a card for each link below it that
 * this staff member may open, taken from the navigation table with the quick-nav drawer's rules,
 * so built screens are one tap from the tabs and the avatar menu. The navigation guard has already
 * refused a root with nothing open; the permissions it asked for are shared (TanStack Query), so
 * the loading and error states below show only when the page is mounted on its own.
 */
export function LandingRoute() {
  const { t } = useTranslation();
  const entry = useNavigationEntry();
  const state = useStaffPermissions();
  const permissions = state.status === 'success' ? state.permissions : null;
  const groups = useMemo(
    () => (entry && permissions ? deriveLandingGroups(entry, { kind: 'staff', permissions }) : []),
    [entry, permissions],
  );
  if (!entry) return null;
  if (state.status === 'pending') return <PageLoader />;
  if (state.status === 'error') return <LoadError error={state.error} onRetry={state.retry} />;

  return (
    <Stack gap="lg" py="md">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t(`navigation.links.${entry.id}`)}
        </Title>
        <Text c="dimmed">{t(`navigation.descriptions.${entry.id}`)}</Text>
      </Stack>
      {groups.length > 1 ? (
        groups.map((group) => <LandingSection key={group.feature} group={group} />)
      ) : (
        <CardGrid entries={groups[0]?.entries ?? []} headingOrder={2} />
      )}
    </Stack>
  );
}
