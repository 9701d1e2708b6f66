import {
  ActionIcon,
  Alert,
  Button,
  Grid,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  DAY_BLOCK_MAX_MINUTES,
  DEFAULT_DAY_BLOCKS,
  MAX_DAY_BLOCKS,
  dayBlockKinds,
  dayBlocksProblem,
  type BalanceTargets,
  type DayBlock,
  type DayBlockInput,
  type DayBlockKind,
} from '@cue/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { DayBalancePanel } from './day-balance-panel';
import { clockAfter } from './day-times';

interface EditableBlock {
  /** Stable React key, also for blocks the server has not given an id yet. */
  key: string;
  id?: string;
  kind: DayBlockKind;
  label: string;
  start: string;
  minutes: number;
}

let nextKey = 0;
const editable = (block: Omit<EditableBlock, 'key'>): EditableBlock => ({
  ...block,
  key: `b${(nextKey += 1)}`,
});
const fromBlocks = (blocks: readonly DayBlock[]) => blocks.map((block) => editable({ ...block }));

/** Starts each block where the one before it ends, from the first block's start (after a move). */
function reflow(blocks: EditableBlock[]): EditableBlock[] {
  let at = blocks[0]?.start ?? '09:00';
  return blocks.map((block) => {
    const placed = { ...block, start: at };
    at = clockAfter(at, block.minutes);
    return placed;
  });
}

interface DayBlockEditorProps {
  initialBlocks: readonly DayBlock[];
  targets: BalanceTargets;
  onSave: (blocks: DayBlockInput[]) => void;
  saving: boolean;
  /** The last save's failure: a 400 naming `blocks.N.<field>` shows on that field. */
  error?: unknown;
  onCancel?: () => void;
  /** More buttons beside Save (e.g. remove this day). */
  extraActions?: ReactNode;
}

/**
 * The day's blocks, editable: kind, name, start and minutes; add, remove, move earlier or later
 * (the times after it shift so the day stays in order); "Start from the standard day" fills
 * DEFAULT_DAY_BLOCKS with their fixed ids. The balance check beside it follows every change.
 */
export function DayBlockEditor({
  initialBlocks,
  targets,
  onSave,
  saving,
  error,
  onCancel,
  extraActions,
}: DayBlockEditorProps) {
  const { t } = useTranslation();
  const [blocks, setBlocks] = useState<EditableBlock[]>(() => fromBlocks(initialBlocks));
  const [tried, setTried] = useState(false);

  const update = (key: string, change: Partial<EditableBlock>) =>
    setBlocks((current) => current.map((block) => (block.key === key ? { ...block, ...change } : block)));
  const move = (index: number, by: -1 | 1) =>
    setBlocks((current) => {
      const next = [...current];
      const [moved] = next.splice(index, 1);
      next.splice(index + by, 0, moved!);
      return reflow(next);
    });
  const add = () =>
    setBlocks((current) => {
      const last = current.at(-1);
      const start = last ? clockAfter(last.start, last.minutes) : '09:00';
      return [
        ...current,
        editable({ kind: 'free_play', label: t('daySchedule.kinds.free_play'), start, minutes: 15 }),
      ];
    });

  const problem = dayBlocksProblem(blocks);
  const serverField = isApiError(error) ? error.field : undefined;
  const fieldError = (index: number, field: string): string | undefined => {
    if (field === 'start' && problem?.index === index) return t('daySchedule.overlap');
    if (serverField === `blocks.${index}.${field}`) return errorMessage(error);
    if (tried && field === 'label' && !blocks[index]!.label.trim()) return t('daySchedule.label');
    return undefined;
  };
  const generalError = error && !serverField?.startsWith('blocks.') ? errorMessage(error) : null;
  const total = blocks.reduce((sum, block) => sum + block.minutes, 0);

  const save = () => {
    setTried(true);
    if (problem || blocks.length === 0 || blocks.some((block) => !block.label.trim())) return;
    onSave(
      blocks.map(({ id, kind, label, start, minutes }) => ({
        ...(id && { id }),
        kind,
        label: label.trim(),
        start,
        minutes,
      })),
    );
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Text fw={600}>{t('daySchedule.blocks')}</Text>
            <Button variant="light" size="xs" onClick={() => setBlocks(fromBlocks(DEFAULT_DAY_BLOCKS))}>
              {t('daySchedule.startStandard')}
            </Button>
          </Group>
          {blocks.length === 0 && <Text c="dimmed">{t('daySchedule.empty')}</Text>}
          <Stack
            gap="xs"
            component="ol"
            aria-label={t('daySchedule.blocks')}
            style={{ listStyle: 'none', paddingInlineStart: 0, margin: 0 }}
          >
            {blocks.map((block, index) => {
              const name = block.label || t(`daySchedule.kinds.${block.kind}`);
              return (
                <Paper key={block.key} component="li" withBorder p="sm" radius="md" aria-label={name}>
                  <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                    <Select
                      label={t('daySchedule.kind')}
                      data={dayBlockKinds.map((kind) => ({
                        value: kind,
                        label: t(`daySchedule.kinds.${kind}`),
                      }))}
                      value={block.kind}
                      allowDeselect={false}
                      onChange={(kind) => kind && update(block.key, { kind: kind as DayBlockKind })}
                    />
                    <TextInput
                      label={t('daySchedule.label')}
                      value={block.label}
                      maxLength={60}
                      error={fieldError(index, 'label')}
                      onChange={(event) => update(block.key, { label: event.currentTarget.value })}
                    />
                    <TextInput
                      type="time"
                      label={t('daySchedule.start')}
                      value={block.start}
                      error={fieldError(index, 'start')}
                      onChange={(event) => {
                        const start = event.currentTarget.value;
                        if (/^\d{2}:\d{2}$/.test(start)) update(block.key, { start });
                      }}
                      description={t('daySchedule.ends', { time: clockAfter(block.start, block.minutes) })}
                    />
                    <NumberInput
                      label={t('daySchedule.minutes')}
                      value={block.minutes}
                      min={5}
                      max={DAY_BLOCK_MAX_MINUTES}
                      step={5}
                      allowDecimal={false}
                      error={fieldError(index, 'minutes')}
                      onChange={(minutes) =>
                        update(block.key, {
                          minutes: Math.min(DAY_BLOCK_MAX_MINUTES, Math.max(5, Number(minutes) || 5)),
                        })
                      }
                    />
                  </SimpleGrid>
                  <Group gap="xs" mt="xs" justify="flex-end">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('daySchedule.moveUp', { label: name })}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      ↑
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('daySchedule.moveDown', { label: name })}
                      disabled={index === blocks.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      ↓
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('daySchedule.removeBlock', { label: name })}
                      onClick={() => setBlocks((current) => current.filter((b) => b.key !== block.key))}
                    >
                      ✕
                    </ActionIcon>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
          <Text size="xs" c="dimmed">
            {t('daySchedule.reorderNote')}
          </Text>
          <Group justify="space-between" wrap="wrap">
            <Button variant="default" onClick={add} disabled={blocks.length >= MAX_DAY_BLOCKS}>
              {t('daySchedule.addBlock')}
            </Button>
            <Text size="sm" c="dimmed">
              {t('daySchedule.totalMinutes', { minutes: total })}
              {blocks.length > 0 && (
                <span dir="ltr">
                  {' '}
                  ({blocks[0]!.start}–{clockAfter(blocks.at(-1)!.start, blocks.at(-1)!.minutes)})
                </span>
              )}
            </Text>
          </Group>
          {generalError && (
            <Alert color="red" role="alert">
              {generalError}
            </Alert>
          )}
          <Group gap="sm">
            <Button onClick={save} loading={saving} disabled={blocks.length === 0}>
              {t('daySchedule.save')}
            </Button>
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                {t('daySchedule.cancel')}
              </Button>
            )}
            {extraActions}
          </Group>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <DayBalancePanel blocks={blocks} targets={targets} />
      </Grid.Col>
    </Grid>
  );
}
