import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { messages, type Project, type projectPhases } from '@cue/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useClassProjects } from '../api/class-projects';
import { useDeleteProject, useSaveProject } from '../api/save-project';
import { useDefaultProject } from '../hooks/use-default-project';
import { ProjectFormModal } from './project-form-modal';

/** The groups the list shows, in the order a teacher reads them. */
const groupOrder = [
  'current',
  'upcoming',
  'past',
] as const satisfies readonly (typeof projectPhases)[number][];

function useDateRange() {
  const { t, i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const show = (iso: string) => format.format(new Date(`${iso}T00:00:00Z`));
  return (project: Pick<Project, 'start_date' | 'end_date'>) =>
    t('projects.dates', { start: show(project.start_date), end: show(project.end_date) });
}

/** The class's default project, or the spec's 'Failed to fetch default project' when the call fails. */
function DefaultProjectCard({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const query = useDefaultProject(classId);
  const dates = useDateRange();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('projects.defaultTitle')}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed" fw={500}>
          {t('projects.defaultTitle')}
        </Text>
        {query.isPending && <Text size="sm">{t('projects.loading')}</Text>}
        {query.isError && (
          <Text c="red" role="alert">
            {/* Spec section 8: the exact words in English. */}
            {t('projects.defaultFailed', { defaultValue: messages.defaultProjectFailed })}
          </Text>
        )}
        {query.data && (
          <>
            {query.data.result ? (
              <Group gap="xs" wrap="wrap">
                <Text fw={600}>{query.data.result.title}</Text>
                <Text size="sm" c="dimmed">
                  {dates(query.data.result)}
                </Text>
              </Group>
            ) : null}
            <Text size="sm" c="dimmed">
              {t(`projects.defaultReason.${query.data.reason}`)}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function ProjectCard({
  project,
  onEdit,
  onDelete,
  onMakeDefault,
  busy,
}: {
  project: Project;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const dates = useDateRange();
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={project.title}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            {project.is_default && (
              <Text component="span" c="yellow.7" aria-label={t('projects.isDefault')} role="img">
                ★
              </Text>
            )}
            <Text fw={600} truncate>
              {project.title}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {dates(project)}
          </Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color={project.unit ? 'blue' : 'gray'}>
            {project.unit ? t('projects.unitFrom', { title: project.unit.title }) : t('projects.noUnit')}
          </Badge>
          {project.is_default && <Badge color="yellow">{t('projects.isDefault')}</Badge>}
        </Group>
        {project.notes && (
          <Text size="sm" lineClamp={2}>
            {project.notes}
          </Text>
        )}
        <Group gap="xs" justify="flex-end">
          {!project.is_default && (
            <Button size="xs" variant="subtle" onClick={onMakeDefault} loading={busy}>
              {t('projects.makeDefault')}
            </Button>
          )}
          <Button size="xs" variant="light" onClick={onEdit}>
            {t('projects.edit')}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={onDelete}>
            {t('projects.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * /planning/project-planning for one class: its default project, its projects grouped current,
 * upcoming and past; new and edit in a modal, make default, delete with a confirmation.
 */
export function ProjectPlanningView({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const list = useClassProjects(classId);
  const save = useSaveProject(classId);
  const remove = useDeleteProject();
  const [editing, setEditing] = useState<{ project: Project | null } | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);

  const makeDefault = (project: Project) =>
    save.mutate(
      {
        id: project._id,
        input: {
          unit_id: project.unit?._id ?? null,
          title: project.title,
          start_date: project.start_date,
          end_date: project.end_date,
          notes: project.notes,
          is_default: true,
        },
      },
      { onError: (error) => showError(errorMessage(error)) },
    );

  return (
    <Stack gap="lg">
      <DefaultProjectCard classId={classId} />
      <Group justify="flex-end">
        <Button onClick={() => setEditing({ project: null })}>{t('projects.new')}</Button>
      </Group>
      {list.isPending && <PageLoader />}
      {list.isError && (
        <LoadError error={list.error} onRetry={() => void list.refetch()} title={t('projects.loadError')} />
      )}
      {list.data && list.data.length === 0 && <Text c="dimmed">{t('projects.empty')}</Text>}
      {list.data &&
        groupOrder.map((phase) => {
          const projects = list.data.filter((p) => p.phase === phase);
          if (projects.length === 0) return null;
          // Past projects: the most recent first.
          const ordered = phase === 'past' ? [...projects].reverse() : projects;
          return (
            <Stack key={phase} gap="xs" component="section" aria-label={t(`projects.groups.${phase}`)}>
              <Title order={2} size="h4">
                {t(`projects.groups.${phase}`)}
              </Title>
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', paddingInlineStart: 0, margin: 0 }}>
                {ordered.map((project) => (
                  <ProjectCard
                    key={project._id}
                    project={project}
                    busy={save.isPending && save.variables?.id === project._id}
                    onEdit={() => setEditing({ project })}
                    onDelete={() => setDeleting(project)}
                    onMakeDefault={() => makeDefault(project)}
                  />
                ))}
              </Stack>
            </Stack>
          );
        })}
      <ProjectFormModal
        classId={classId}
        project={editing?.project ?? null}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('projects.deleteTitle')}
        body={t('projects.deleteConfirm', { title: deleting?.title ?? '' })}
        confirmLabel={t('projects.delete')}
        cancelLabel={t('projects.cancel')}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => {
              setDeleting(null);
              showSuccess(t('projects.deleted'));
            },
            onError: (error) => showError(errorMessage(error)),
          })
        }
      />
    </Stack>
  );
}
