import type { Reflection, ReflectionKind, ReflectionListQuery } from '@cue/contracts';
import { Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useClassReflections } from '../api/class-reflections';
import { useDeleteReflection } from '../api/save-reflection';
import type {
  ReflectionChildOption,
  ReflectionProjectOption,
  RenderCompetencies,
} from '../reflection-options';
import { ReflectionCard } from './reflection-card';
import { ReflectionFormModal } from './reflection-form';

type KindFilter = ReflectionKind | 'all';

export interface ReflectionsViewProps {
  classId: string;
  classDays: readonly string[];
  /** The class's projects (the form's project select). */
  projects: readonly ReflectionProjectOption[];
  /** The class's children (the form's follow-up select). */
  children: readonly ReflectionChildOption[];
  renderCompetencies?: RenderCompetencies;
  /** Where the class's weekly plan opens. */
  weekPlanHref?: string;
  /** This device's today (tests fix it). */
  today?: string;
}

/**
 * /assessment/reflections for one class: the teacher's reflections by week and project, newest
 * first, with "New reflection"; a coordinator reads everyone's, filtered by teacher, and comments.
 */
export function ReflectionsView({
  classId,
  classDays,
  projects,
  children,
  renderCompetencies,
  weekPlanHref,
  today,
}: ReflectionsViewProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<KindFilter>('all');
  const [authorId, setAuthorId] = useState<string | null>(null);
  const query: ReflectionListQuery = {
    ...(kind !== 'all' && { kind }),
    ...(authorId && { author_id: authorId }),
  };
  const list = useClassReflections(classId, query);
  // What the caller already wrote, whatever the filters show: the form marks those weeks and projects.
  const own = useClassReflections(classId, {});
  const remove = useDeleteReflection();
  const [editing, setEditing] = useState<{ reflection: Reflection | null } | null>(null);
  const [deleting, setDeleting] = useState<Reflection | null>(null);

  const mine = (own.data?.reflections ?? []).filter((r) => r.can_edit);
  const taken = {
    weeks: mine.flatMap((r) => (r.week_start ? [r.week_start] : [])),
    projectIds: mine.flatMap((r) => (r.project?._id ? [r.project._id] : [])),
  };
  const data = list.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SegmentedControl
            aria-label={t('reflections.filters.kind')}
            value={kind}
            onChange={(value) => setKind(value as KindFilter)}
            data={[
              { value: 'all', label: t('reflections.filters.all') },
              { value: 'week', label: t('reflections.kinds.weeks') },
              { value: 'project', label: t('reflections.kinds.projects') },
            ]}
          />
          {data?.is_coordinator && (
            <Select
              label={t('reflections.filters.author')}
              placeholder={t('reflections.filters.everyone')}
              data={data.authors.map((author) => ({ value: author._id, label: author.name }))}
              value={authorId}
              onChange={setAuthorId}
              clearable
              searchable
              miw={200}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        </Group>
        <Button onClick={() => setEditing({ reflection: null })}>{t('reflections.new')}</Button>
      </Group>
      {data?.is_coordinator && (
        <Text size="sm" c="dimmed">
          {t('reflections.coordinatorNote')}
        </Text>
      )}
      {list.isPending && <PageLoader />}
      {list.isError && (
        <LoadError
          error={list.error}
          onRetry={() => void list.refetch()}
          title={t('reflections.loadError')}
        />
      )}
      {data && data.reflections.length === 0 && (
        <Text c="dimmed">
          {data.is_coordinator ? t('reflections.emptyCoordinator') : t('reflections.empty')}
        </Text>
      )}
      {data && data.reflections.length > 0 && (
        <Stack
          gap="sm"
          component="ul"
          aria-label={t('reflections.listLabel')}
          style={{ listStyle: 'none', paddingInlineStart: 0, margin: 0 }}
        >
          {data.reflections.map((reflection) => (
            <ReflectionCard
              key={reflection._id}
              reflection={reflection}
              showAuthor={data.is_coordinator}
              {...(weekPlanHref && { weekPlanHref })}
              onEdit={() => setEditing({ reflection })}
              onDelete={() => setDeleting(reflection)}
            />
          ))}
        </Stack>
      )}
      {data?.has_more && (
        <Text size="sm" c="dimmed">
          {t('reflections.hasMore')}
        </Text>
      )}
      <ReflectionFormModal
        opened={editing !== null}
        classId={classId}
        classDays={classDays}
        reflection={editing?.reflection ?? null}
        taken={taken}
        projects={projects}
        children={children}
        {...(renderCompetencies && { renderCompetencies })}
        {...(today && { today })}
        onClose={() => setEditing(null)}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('reflections.deleteTitle')}
        body={t('reflections.deleteConfirm')}
        confirmLabel={t('reflections.delete')}
        cancelLabel={t('reflections.form.cancel')}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => {
              setDeleting(null);
              showSuccess(t('reflections.deleted'));
            },
            onError: (error) => showError(errorMessage(error)),
          })
        }
      />
    </Stack>
  );
}
