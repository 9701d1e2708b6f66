import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type CardMode = 'streaming' | 'view' | 'edit';

/**
 * The frame every tool card shares (spec section 4 "Tool cards"): a title, the body, and while
 * the arguments stream a skeleton under what has arrived; in view mode the actions.
 */
export function CardFrame({
  title,
  mode,
  badges,
  children,
  actions,
}: {
  title: string;
  mode: CardMode;
  badges?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-label={title}
      aria-busy={mode === 'streaming'}
      style={mode === 'edit' ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{title}</Text>
          <Group gap={4}>
            {mode === 'edit' && <Badge variant="light">{t('cueChat.cards.editingBadge')}</Badge>}
            {badges}
          </Group>
        </Group>
        {children}
        {mode === 'streaming' && (
          <Stack gap={6} aria-label={t('cueChat.cards.loading')} role="status">
            <Skeleton height={12} radius="sm" />
            <Skeleton height={12} radius="sm" width="70%" />
          </Stack>
        )}
        {mode !== 'streaming' && actions && (
          <Group gap="xs" justify="flex-end" wrap="wrap">
            {actions}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** Edit, shown in view mode unless the conversation is saving or the card cannot change. */
export function EditButton({ onClick, hidden }: { onClick: () => void; hidden: boolean }) {
  const { t } = useTranslation();
  if (hidden) return null;
  return (
    <Button variant="default" mih={44} onClick={onClick}>
      {t('cueChat.cards.edit')}
    </Button>
  );
}
