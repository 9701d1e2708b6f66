import type { Family, FamilyChild } from '@cue/contracts';
import {
  Badge,
  Button,
  Card,
  CloseButton,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { PersonAvatar } from '../../../components/person-avatar';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { fullName } from '../../../lib/person-name';
import { familiesQueryKeys } from '../api/families-query-keys';
import { useFamilies } from '../api/list-families';
import { useUnlinkChild } from '../api/unlink-child';
import { EditParentModal } from './edit-parent-modal';
import { LinkChildModal } from './link-child-modal';

/** The school's families: each parent with their children, whether they have signed in, links. */
export function FamilyList() {
  const { t } = useTranslation();
  const families = useFamilies();
  const queryClient = useQueryClient();
  // A picture's signed link expired: the list answers with fresh ones.
  const refreshPictures = () =>
    void queryClient.invalidateQueries({ queryKey: familiesQueryKeys.all }, { cancelRefetch: false });
  const [search, setSearch] = useState('');
  const [linking, setLinking] = useState<Family | null>(null);
  const [editing, setEditing] = useState<Family | null>(null);
  const [unlinking, setUnlinking] = useState<{ family: Family; child: FamilyChild } | null>(null);
  const unlink = useUnlinkChild();
  const term = search.trim().toLowerCase();
  const shown = (families.data ?? []).filter(
    (family) =>
      !term ||
      fullName(family).toLowerCase().includes(term) ||
      (family.phone ?? '').includes(term) ||
      family.children.some((child) => fullName(child).toLowerCase().includes(term)),
  );

  const confirmUnlink = () => {
    if (!unlinking) return;
    const { family, child } = unlinking;
    unlink.mutate(
      { parentId: family.parent_id, childId: child._id },
      {
        onSuccess: () => showSuccess(t('students.families.unlinked', { child: fullName(child) })),
        onError: (failure) => showError(errorMessage(failure)),
        onSettled: () => setUnlinking(null),
      },
    );
  };

  return (
    <Stack gap="md">
      <TextInput
        label={t('students.families.searchLabel')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
      />
      {families.isPending && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text c="dimmed">{t('students.families.loading')}</Text>
        </Group>
      )}
      {families.isError && (
        <LoadError
          error={families.error}
          onRetry={() => void families.refetch()}
          title={t('students.families.loadError')}
        />
      )}
      {families.data?.length === 0 && <Text c="dimmed">{t('students.families.empty')}</Text>}
      {families.data && families.data.length > 0 && shown.length === 0 && (
        <Text c="dimmed">{t('students.noMatch')}</Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {shown.map((family) => (
          <Card key={family.parent_id} withBorder radius="md" padding="sm">
            <Stack gap="xs">
              <Group gap="sm" wrap="nowrap">
                <PersonAvatar
                  firstName={family.first_name}
                  lastName={family.last_name}
                  picture={family.parent_profile_picture}
                  colorKey={family.parent_id}
                  decorative
                  onImageError={refreshPictures}
                />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} truncate dir="auto">
                    {fullName(family)}
                  </Text>
                  {/* Only the number reads left to right: the line keeps the page's side in Arabic and Hebrew. */}
                  <Text size="sm" c="dimmed">
                    {family.phone ? <bdi dir="ltr">{family.phone}</bdi> : t('students.families.noPhone')}
                  </Text>
                </Stack>
              </Group>
              <Badge color={family.has_signed_in ? 'green' : 'orange'} variant="light">
                {family.has_signed_in ? t('students.families.signedIn') : t('students.families.notSignedIn')}
              </Badge>
              <Group gap="xs">
                {family.children.map((child) => (
                  <Badge
                    key={child._id}
                    variant="outline"
                    size="lg"
                    rightSection={
                      <CloseButton
                        size="xs"
                        aria-label={t('students.families.unlink', { child: fullName(child) })}
                        onClick={() => setUnlinking({ family, child })}
                      />
                    }
                  >
                    {fullName(child)}
                    {child.relation ? ` · ${child.relation}` : ''}
                  </Badge>
                ))}
              </Group>
              <Group gap="xs">
                <Button size="xs" variant="light" onClick={() => setLinking(family)}>
                  {t('students.families.linkChild')}
                </Button>
                <Button size="xs" variant="default" onClick={() => setEditing(family)}>
                  {t('students.families.edit')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {linking && <LinkChildModal family={linking} onClose={() => setLinking(null)} />}
      {editing && <EditParentModal family={editing} onClose={() => setEditing(null)} />}
      <Modal
        opened={unlinking !== null}
        onClose={() => setUnlinking(null)}
        title={unlinking ? t('students.families.unlinkTitle', { child: fullName(unlinking.child) }) : ''}
      >
        <Stack gap="md">
          <Text>
            {unlinking &&
              t('students.families.unlinkBody', {
                name: fullName(unlinking.family),
                child: fullName(unlinking.child),
              })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setUnlinking(null)} disabled={unlink.isPending}>
              {t('students.families.cancel')}
            </Button>
            <Button color="red" onClick={confirmUnlink} loading={unlink.isPending}>
              {t('students.families.unlinkConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
