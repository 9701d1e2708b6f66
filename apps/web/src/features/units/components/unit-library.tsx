import {
  Button,
  Drawer,
  Group,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { ageBands, type Unit, type UnitLibrary as Library, type UnitListQuery } from '@cue/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { useCurriculumTree } from '../../curriculum/api/curriculum-tree';
import { competencyChoices } from '../api/competency-choices';
import { useUnit } from '../api/get-unit';
import { useUnitLibrary } from '../api/unit-library';
import { UnitCard } from './unit-card';
import { UnitDetail } from './unit-detail';
import { UnitEditor } from './unit-editor';

const ORGANIZATION_PATH = '/planning/unit-library/organization';

interface Filters {
  q: string;
  age_band: string | null;
  domain: string | null;
  competency: string | null;
  theme: string | null;
}
const noFilters: Filters = { q: '', age_band: null, domain: null, competency: null, theme: null };

function queryOf(filters: Filters, q: string): UnitListQuery {
  return {
    ...(q && { q }),
    ...(filters.age_band && { age_band: filters.age_band as UnitListQuery['age_band'] }),
    ...(filters.domain && { domain: filters.domain }),
    ...(filters.competency && { competency: filters.competency }),
    ...(filters.theme && { theme: filters.theme }),
  };
}

/**
 * /planning/unit-library/global and /organization: the library searched (debounced) and
 * filtered, a card per unit; `?unit=<id>` opens a unit's detail in a drawer, `?edit=<id>` or
 * `?edit=new` the editor (organization library), so a copied unit opens straight in the editor.
 */
export function UnitLibrary({ library }: { library: Library }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const narrow = useMediaQuery('(max-width: 48em)');
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [q] = useDebouncedValue(filters.q.trim(), 300);
  const list = useUnitLibrary(library, queryOf(filters, q));
  const framework = useCurriculumTree('ncf_fs_2022');
  const units = list.data?.pages.flatMap((page) => page.units) ?? [];
  const themes = list.data?.pages[0]?.themes ?? [];
  const openId = params.get('unit');
  const editId = params.get('edit');
  const set = (change: Partial<Filters>) => setFilters((f) => ({ ...f, ...change }));
  const show = (name: 'unit' | 'edit', value: string | null) =>
    setParams(value ? { [name]: value } : {}, { replace: false });

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          type="search"
          label={t('units.search')}
          placeholder={t('units.searchPlaceholder')}
          value={filters.q}
          onChange={(e) => set({ q: e.currentTarget.value })}
          style={{ flex: '1 1 14rem' }}
        />
        <Select
          label={t('units.ageBand')}
          placeholder={t('units.any')}
          data={ageBands.map((band) => ({ value: band, label: t('units.ageBandValue', { band }) }))}
          value={filters.age_band}
          onChange={(age_band) => set({ age_band })}
          clearable
          w={{ base: '100%', xs: 140 }}
        />
        <Select
          label={t('units.domain')}
          placeholder={t('units.any')}
          data={(framework.data?.domains ?? []).map((d) => ({ value: d.code, label: d.title }))}
          value={filters.domain}
          onChange={(domain) => set({ domain })}
          clearable
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          label={t('units.competency')}
          placeholder={t('units.any')}
          data={competencyChoices(framework.data)}
          value={filters.competency}
          onChange={(competency) => set({ competency })}
          clearable
          searchable
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          label={t('units.theme')}
          placeholder={t('units.any')}
          data={themes}
          value={filters.theme}
          onChange={(theme) => set({ theme })}
          clearable
          w={{ base: '100%', xs: 180 }}
        />
        {library === 'organization' && (
          <Button onClick={() => show('edit', 'new')}>{t('units.newUnit')}</Button>
        )}
      </Group>
      {list.isPending ? (
        <Loader mx="auto" aria-label={t('units.loading')} />
      ) : list.isError ? (
        <LoadError title={t('units.loadError')} error={list.error} onRetry={() => void list.refetch()} />
      ) : units.length === 0 ? (
        <Text c="dimmed">{t('units.empty')}</Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {units.map((unit) => (
              <UnitCard key={unit._id} unit={unit} onOpen={(id) => show('unit', id)} />
            ))}
          </SimpleGrid>
          {list.hasNextPage && (
            <Button
              variant="default"
              mx="auto"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t('units.loadMore')}
            </Button>
          )}
        </>
      )}
      <Drawer
        opened={openId !== null && editId === null}
        onClose={() => show('unit', null)}
        position="right"
        size={narrow ? '100%' : 'lg'}
        title={t('units.summary')}
      >
        {openId && (
          <UnitDetail
            id={openId}
            onEdit={(unit) => show('edit', unit._id)}
            onForked={(copy) => void navigate(`${ORGANIZATION_PATH}?edit=${copy._id}`)}
          />
        )}
      </Drawer>
      <Modal
        opened={editId !== null}
        onClose={() => show('edit', null)}
        fullScreen={narrow}
        size="xl"
        title={editId === 'new' ? t('units.editor.newTitle') : t('units.editor.editTitle')}
      >
        {editId === 'new' ? (
          <UnitEditor
            unit={null}
            onSaved={(unit) => show('unit', unit._id)}
            onCancel={() => show('edit', null)}
          />
        ) : (
          editId && <EditExisting id={editId} onDone={(unit) => show('unit', unit?._id ?? null)} />
        )}
      </Modal>
    </Stack>
  );
}

function EditExisting({ id, onDone }: { id: string; onDone: (unit: Unit | null) => void }) {
  const { t } = useTranslation();
  const unit = useUnit(id);
  if (unit.isPending) return <Loader mx="auto" aria-label={t('units.loading')} />;
  if (unit.isError) {
    return <LoadError title={t('units.loadError')} error={unit.error} onRetry={() => void unit.refetch()} />;
  }
  return <UnitEditor unit={unit.data} onSaved={onDone} onCancel={() => onDone(unit.data)} />;
}
