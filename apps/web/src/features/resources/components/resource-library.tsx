import type { AgeBand, Resource, ResourceKind } from '@cue/contracts';
import { Button, Group, Loader, Select, SimpleGrid, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess, showUndoable } from '../../../lib/notify';
import { useArchiveResource } from '../api/archive-resource';
import { useResources } from '../api/list-resources';
import type { ResourceFilters } from '../api/resource-query-keys';
import { useRestoreResource } from '../api/restore-resource';
import { ResourceCard } from './resource-card';
import { resourceAgeBands } from './resource-form';
import { ResourceFormModal } from './resource-form-modal';

const kinds: ResourceKind[] = ['file', 'link', 'materials'];

/**
 * The school's resource library: search (debounced), kind, age and tag filters, a card per
 * resource, "Add resource", and edit/archive of one's own. `manage` (/admin/academic-setup/
 * resources): every resource is editable by the server's answer (can_edit), with how many units
 * use each, and an Archived tab to restore from. A realtime 'resource' event refreshes it.
 */
export function ResourceLibrary({ manage = false }: { manage?: boolean }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<ResourceKind | null>(null);
  const [ageBand, setAgeBand] = useState<AgeBand | null>(null);
  const [tag, setTag] = useState<string | null>(null);
  const [tab, setTab] = useState<'library' | 'archived'>('library');
  const [editing, setEditing] = useState<Resource | 'new' | null>(null);
  const [q] = useDebouncedValue(search.trim(), 300);
  const filters: ResourceFilters = {
    ...(q && { q }),
    ...(kind && { kind }),
    ...(ageBand && { age_band: ageBand }),
    ...(tag && { tag }),
    ...(tab === 'archived' && { archived: 'true' as const }),
  };
  const library = useResources(filters);
  const resources = library.data?.pages.flatMap((page) => page.resources) ?? [];
  const tags = library.data?.pages[0]?.tags ?? [];
  const archive = useArchiveResource();
  const restore = useRestoreResource();
  const busyId = (archive.isPending && archive.variables) || (restore.isPending && restore.variables) || null;

  const onArchive = (resource: Resource) =>
    archive.mutate(resource._id, {
      onSuccess: () =>
        showUndoable(t('resources.card.archivedToast', { title: resource.title }), () =>
          restore.mutate(resource._id, { onError: (error) => showError(errorMessage(error)) }),
        ),
      onError: (error) => showError(errorMessage(error)),
    });
  const onRestore = (resource: Resource) =>
    restore.mutate(resource._id, {
      onSuccess: () => showSuccess(t('resources.card.restoredToast', { title: resource.title })),
      onError: (error) => showError(errorMessage(error)),
    });
  const filtered = Boolean(q || kind || ageBand || tag);

  const list = library.isPending ? (
    <Loader mx="auto" aria-label={t('resources.loading')} />
  ) : library.isError ? (
    <LoadError
      title={t('resources.loadError')}
      error={library.error}
      onRetry={() => void library.refetch()}
    />
  ) : resources.length === 0 ? (
    <Text c="dimmed">
      {filtered
        ? t('resources.emptyFiltered')
        : tab === 'archived'
          ? t('resources.emptyArchived')
          : t('resources.empty')}
    </Text>
  ) : (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {resources.map((resource) => (
          <ResourceCard
            key={resource._id}
            resource={resource}
            manage={manage}
            busy={busyId === resource._id}
            onEdit={setEditing}
            onArchive={onArchive}
            onRestore={onRestore}
          />
        ))}
      </SimpleGrid>
      {library.hasNextPage && (
        <Button
          variant="default"
          mx="auto"
          loading={library.isFetchingNextPage}
          onClick={() => void library.fetchNextPage()}
        >
          {t('resources.loadMore')}
        </Button>
      )}
    </>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <TextInput
          type="search"
          label={t('resources.filters.search')}
          placeholder={t('resources.filters.searchPlaceholder')}
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: 1, minInlineSize: 200 }}
        />
        {tab === 'library' && <Button onClick={() => setEditing('new')}>{t('resources.add')}</Button>}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Select
          label={t('resources.filters.kind')}
          placeholder={t('resources.filters.allKinds')}
          data={kinds.map((value) => ({ value, label: t(`resources.kinds.${value}`) }))}
          value={kind}
          onChange={(value) => setKind(value as ResourceKind | null)}
          clearable
        />
        <Select
          label={t('resources.filters.age')}
          placeholder={t('resources.filters.allAges')}
          data={resourceAgeBands.map((band) => ({ value: band, label: t('resources.ages.band', { band }) }))}
          value={ageBand}
          onChange={(value) => setAgeBand(value as AgeBand | null)}
          clearable
        />
        <Select
          label={t('resources.filters.tag')}
          placeholder={t('resources.filters.allTags')}
          data={tag && !tags.includes(tag) ? [tag, ...tags] : tags}
          value={tag}
          onChange={setTag}
          searchable
          clearable
        />
      </SimpleGrid>
      {manage ? (
        <Tabs value={tab} onChange={(value) => setTab(value === 'archived' ? 'archived' : 'library')}>
          <Tabs.List>
            <Tabs.Tab value="library">{t('resources.tabs.library')}</Tabs.Tab>
            <Tabs.Tab value="archived">{t('resources.tabs.archived')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value={tab} pt="md">
            {list}
          </Tabs.Panel>
        </Tabs>
      ) : (
        list
      )}
      {editing && (
        <ResourceFormModal resource={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
