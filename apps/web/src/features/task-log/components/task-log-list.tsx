import type { TaskLogEntry } from '@cue/contracts';
import {
  Anchor,
  Badge,
  Button,
  CloseButton,
  Group,
  List,
  Paper,
  Progress,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { TASK_LOG_SEARCH_DEBOUNCE_MS, isDone, searchTaskLog, showsRetry } from '../task-log';
import { describeSummary, summaryOf } from '../command-summary';
import { UndoCommand } from './undo-command';
import { UploadList } from '../../media/components/upload-list';
import type { UploadItem } from '../../media/upload/upload-queue';

export interface TaskLogListProps {
  log: TaskLogEntry[];
  /** This tab's uploads (features/media), shown above the entries. */
  uploads?: readonly UploadItem[];
  /** Where the panel floats (the same place as the Show Tasks button). */
  place: CSSProperties;
  onHide: () => void;
  /** Whether this screen can send an entry's request again (e.g. a Cue command it knows). */
  canRetry: (entry: TaskLogEntry) => boolean;
  onRetry: (entry: TaskLogEntry) => void;
  /** Undoes a finished command's save (decision 028); true when it was undone. */
  onUndo: (requestId: string) => Promise<boolean>;
}

const knownStages = new Set(['received', 'understanding', 'saving', 'done', 'error']);

function TaskLogItem({
  entry,
  canRetry,
  onRetry,
  onUndo,
}: { entry: TaskLogEntry } & Pick<TaskLogListProps, 'canRetry' | 'onRetry' | 'onUndo'>) {
  const { t, i18n } = useTranslation();
  const summary = summaryOf(entry);
  const done = isDone(entry);
  const stage = knownStages.has(entry.currentStage)
    ? t(`taskLog.stages.${entry.currentStage}` as 'taskLog.stages.done')
    : entry.currentStage;
  return (
    <Paper component="article" aria-label={entry.command || entry.title} withBorder p="sm" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text fw={600} size="sm">
            {entry.title}
          </Text>
          {entry.error ? (
            <Badge color="red" variant="light">
              {t('taskLog.failed')}
            </Badge>
          ) : done ? (
            <Badge color="teal" variant="light">
              {t('taskLog.done')}
            </Badge>
          ) : (
            <Badge color="blue" variant="light">
              {stage}
            </Badge>
          )}
        </Group>
        {entry.command && (
          <Text size="sm" fs="italic" style={{ overflowWrap: 'anywhere' }}>
            “{entry.command}”
          </Text>
        )}
        {summary && !entry.error ? (
          <Group justify="space-between" wrap="nowrap" gap="xs" align="center">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {describeSummary(summary, t, i18n.language)}
            </Text>
            <UndoCommand entry={entry} onUndo={onUndo} />
          </Group>
        ) : (
          entry.content &&
          entry.content !== entry.error && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {entry.content}
            </Text>
          )
        )}
        <Progress
          value={entry.progressLevel}
          color={entry.error ? 'red' : done ? 'teal' : 'blue'}
          size="sm"
          aria-label={t('taskLog.progress', { value: entry.progressLevel })}
          striped={!done && !entry.error}
          animated={!done && !entry.error}
        />
        {entry.options.length > 0 && (
          <div>
            <Text size="xs" fw={600}>
              {t('taskLog.options')}
            </Text>
            <List size="sm" spacing={2}>
              {entry.options.map((option) => (
                <List.Item key={option.value}>
                  {option.title}
                  {option.selected && ` (${t('taskLog.selected')})`}
                </List.Item>
              ))}
            </List>
          </div>
        )}
        {entry.outputs.length > 0 && (
          <div>
            <Text size="xs" fw={600}>
              {t('taskLog.outputs')}
            </Text>
            <List size="sm" spacing={2}>
              {entry.outputs.map((output) => (
                <List.Item key={`${output.name}-${output.link}`}>
                  <Anchor href={output.link} target="_blank" rel="noreferrer">
                    {output.name}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </div>
        )}
        {entry.error && (
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
              {entry.error}
            </Text>
            {showsRetry(entry) && canRetry(entry) && (
              <Button size="xs" color="red" variant="light" onClick={() => onRetry(entry)}>
                {t('taskLog.retry')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The open task log: every entry's stage and progress (done at 100), its options and outputs, an
 * error with Retry, a search over the entries' words 100 ms after the last keystroke, Hide Tasks.
 * Downloaded when first shown.
 */
export function TaskLogList({
  log,
  uploads = [],
  place,
  onHide,
  canRetry,
  onRetry,
  onUndo,
}: TaskLogListProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search, TASK_LOG_SEARCH_DEBOUNCE_MS);
  const visible = searchTaskLog(log, settledSearch);
  return (
    <Paper
      component="section"
      aria-label={t('taskLog.heading')}
      withBorder
      shadow="lg"
      radius="md"
      p="sm"
      style={{ ...place, width: 'min(24rem, calc(100vw - 2rem))' }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h5">
            {t('taskLog.heading')}
          </Title>
          <Group gap={4} wrap="nowrap">
            <Button size="xs" variant="subtle" onClick={onHide}>
              {t('taskLog.hide')}
            </Button>
            <CloseButton aria-hidden tabIndex={-1} onClick={onHide} />
          </Group>
        </Group>
        <TextInput
          type="search"
          aria-label={t('taskLog.search')}
          placeholder={t('taskLog.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <ScrollArea.Autosize mah="min(50dvh, 28rem)" type="auto" offsetScrollbars>
          <Stack gap="xs">
            <UploadList uploads={uploads} />
            {visible.length === 0 ? (
              uploads.length > 0 ? null : (
                <Text size="sm" c="dimmed">
                  {log.length === 0 ? t('taskLog.empty') : t('taskLog.noMatches')}
                </Text>
              )
            ) : (
              visible.map((entry) => (
                <TaskLogItem
                  key={entry.id}
                  entry={entry}
                  canRetry={canRetry}
                  onRetry={onRetry}
                  onUndo={onUndo}
                />
              ))
            )}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
    </Paper>
  );
}
