import type { Resource } from '@cue/contracts';
import { Anchor, Badge, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../lib/notify';
import { FileSize, fileIcon } from './resource-file';

const kindIcon = { file: '📁', link: '🔗', materials: '🧺' } as const;

/** The host of a link, to show where it goes ("www.storyweaver.org.in"). */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * One resource of the library: a file (its type, size, open or download through its signed
 * link), a link (opens in a new tab, with no access back to this page), or a materials list
 * (the list, and "Copy list" for a shopping note). Edit and archive for those who may; in the
 * managers' view, how many units use it, and Restore for an archived one.
 */
export function ResourceCard({
  resource,
  manage = false,
  onEdit,
  onArchive,
  onRestore,
  busy = false,
}: {
  resource: Resource;
  manage?: boolean;
  onEdit: (resource: Resource) => void;
  onArchive: (resource: Resource) => void;
  onRestore: (resource: Resource) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copyList = () => {
    // Plain lines, one material each, as a teacher pastes them into a message or a note.
    const text = resource.materials.join('\n');
    (typeof navigator.clipboard === 'undefined'
      ? Promise.reject(new Error('no clipboard'))
      : navigator.clipboard.writeText(text)
    ).then(
      () => {
        setCopied(true);
        showSuccess(t('resources.card.copied'));
      },
      () => showError(t('resources.card.copyFailed')),
    );
  };
  const file = resource.file;

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={resource.title}>
      <Stack gap="xs" h="100%">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Text aria-hidden fz="lg">
            {kindIcon[resource.kind]}
          </Text>
          <Stack gap={2} style={{ flex: 1, minInlineSize: 0 }}>
            <Text fw={600} lineClamp={2}>
              {resource.title}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`resources.kinds.${resource.kind}`)} · {resource.created_by.name}
            </Text>
          </Stack>
          {resource.archived && (
            <Badge color="gray" variant="light">
              {t('resources.card.archived')}
            </Badge>
          )}
        </Group>
        {resource.description && (
          <Text size="sm" lineClamp={3}>
            {resource.description}
          </Text>
        )}

        {resource.kind === 'file' &&
          (file ? (
            <Group gap="xs" wrap="nowrap">
              <Text aria-hidden>{fileIcon(file)}</Text>
              <Text size="sm" truncate style={{ flex: 1, minInlineSize: 0 }}>
                {file.file_name ?? t('resources.card.file')}
              </Text>
              <FileSize bytes={file.size} />
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('resources.card.fileGone')}
            </Text>
          ))}
        {resource.kind === 'link' && resource.url && (
          <Text size="sm" c="dimmed" dir="ltr" truncate>
            {hostOf(resource.url)}
          </Text>
        )}
        {resource.kind === 'materials' && (
          <List
            size="sm"
            spacing={2}
            aria-label={t('resources.card.materialsList', { title: resource.title })}
          >
            {resource.materials.map((material, index) => (
              <List.Item key={`${index}-${material}`}>{material}</List.Item>
            ))}
          </List>
        )}

        {(resource.age_bands.length > 0 || resource.tags.length > 0) && (
          <Group gap={4}>
            {resource.age_bands.map((band) => (
              <Badge key={band} variant="light" color="teal" size="sm">
                {t('resources.ages.band', { band })}
              </Badge>
            ))}
            {resource.tags.map((tag) => (
              <Badge key={tag} variant="outline" color="gray" size="sm" tt="none">
                {tag}
              </Badge>
            ))}
          </Group>
        )}
        {manage && (
          <Text size="xs" c="dimmed">
            {t('resources.card.usedInUnits', { count: resource.used_in_units })}
          </Text>
        )}

        <Group gap="xs" mt="auto" pt="xs">
          {resource.kind === 'file' && file && (
            <>
              <Button
                component="a"
                href={file.media_link}
                target="_blank"
                rel="noopener noreferrer"
                size="xs"
                variant="light"
              >
                {t('resources.card.open')}
              </Button>
              <Anchor href={file.media_link} download={file.file_name ?? true} size="sm">
                {t('resources.card.download')}
              </Anchor>
            </>
          )}
          {resource.kind === 'link' && resource.url && (
            <Button
              component="a"
              href={resource.url}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              variant="light"
            >
              {t('resources.card.openLink')}
            </Button>
          )}
          {resource.kind === 'materials' && (
            <Button size="xs" variant="light" onClick={copyList}>
              {copied ? t('resources.card.copiedShort') : t('resources.card.copy')}
            </Button>
          )}
          {resource.can_edit && !resource.archived && (
            <>
              <Button size="xs" variant="subtle" onClick={() => onEdit(resource)}>
                {t('resources.card.edit')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                loading={busy}
                onClick={() => onArchive(resource)}
              >
                {t('resources.card.archive')}
              </Button>
            </>
          )}
          {resource.can_edit && resource.archived && (
            <Button size="xs" variant="light" loading={busy} onClick={() => onRestore(resource)}>
              {t('resources.card.restore')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
