import type { ChildSummary } from '@cue/contracts';
import {
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { isApiError } from '../../../lib/api-error';
import { useClassMedia } from '../api/class-media';
import { mediaQueryKeys } from '../api/media-query-keys';
import { MediaLibrary } from './media-library';
import { MediaTile } from './media-tile';
import { MediaViewer } from './media-viewer';

/** How many of the newest photos the dashboard shows: two rows on a phone. */
const NEWEST_COUNT = 6;

const noop = () => {};

export interface FamilyClass {
  class_id: string;
  class_name: string;
}

/**
 * Parent dashboard: the newest photos of the child's class (what consent and privacy let this
 * family see; the server decides), a read-only viewer on tap, and "See all" for the whole library.
 * Read with the parent token; the keys start with 'class_media' and 'album', so a realtime change
 * of the library refreshes it.
 */
export function ClassPhotosPanel({ child, classes }: { child: ChildSummary; classes: FamilyClass[] }) {
  // A child in no class yet has no class photos to show.
  const [first] = classes;
  if (!first) return null;
  return <ClassPhotos child={child} classes={classes} first={first} />;
}

function ClassPhotos({
  child,
  classes,
  first,
}: {
  child: ChildSummary;
  classes: FamilyClass[];
  first: FamilyClass;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const phone = useMediaQuery('(max-width: 48em)');
  const [chosenClassId, setChosenClassId] = useState<string | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [seeingAll, setSeeingAll] = useState(false);
  const schoolClass = classes.find((c) => c.class_id === chosenClassId) ?? first;
  const classId = schoolClass.class_id;
  const media = useClassMedia(classId, null, null, 'parent');
  const newest = (media.data?.pages[0]?.items ?? []).slice(0, NEWEST_COUNT);
  // An expired signed link: refetch the answer so fresh links arrive.
  const refreshLinks = () =>
    void queryClient.invalidateQueries({ queryKey: mediaQueryKeys.classMedia(classId) });

  // The school has the media module off (403): there is nothing to show a family.
  if (media.isError && isApiError(media.error) && media.error.status === 403) return null;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="class-photos-heading">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0} style={{ flex: 1, minInlineSize: 0 }}>
            <Title order={2} fz="h4" id="class-photos-heading">
              {t('media.family.heading')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('media.family.intro', { name: child.first_name, className: schoolClass.class_name })}
            </Text>
          </Stack>
          {newest.length > 0 && (
            <Button variant="light" h={44} onClick={() => setSeeingAll(true)}>
              {t('media.family.seeAll')}
            </Button>
          )}
        </Group>
        {classes.length > 1 && (
          <Select
            label={t('media.family.class')}
            data={classes.map((c) => ({ value: c.class_id, label: c.class_name }))}
            value={classId}
            onChange={setChosenClassId}
            allowDeselect={false}
            size="md"
          />
        )}
        {media.isPending ? (
          <Center py="md">
            <Loader size="sm" aria-label={t('media.loading')} />
          </Center>
        ) : media.isError ? (
          <LoadError error={media.error} onRetry={() => void media.refetch()} />
        ) : newest.length === 0 ? (
          <Text c="dimmed">{t('media.family.empty')}</Text>
        ) : (
          <SimpleGrid cols={3} spacing={6} aria-label={t('media.family.newest')}>
            {newest.map((item, index) => (
              <MediaTile
                key={item._id}
                item={item}
                selecting={false}
                selected={false}
                onOpen={() => setViewing(index)}
                onToggle={noop}
                onLongPress={noop}
                onExpired={refreshLinks}
                staffMarks={false}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      {viewing !== null && (
        <MediaViewer
          classId={classId}
          items={newest}
          index={viewing}
          onIndex={setViewing}
          onClose={() => setViewing(null)}
          onExpired={refreshLinks}
          onPost={noop}
          readOnly
        />
      )}
      <Modal
        opened={seeingAll}
        onClose={() => setSeeingAll(false)}
        fullScreen={phone}
        size="xl"
        title={t('media.family.allTitle', { className: schoolClass.class_name })}
        closeButtonProps={{ 'aria-label': t('media.family.closeAll') }}
      >
        <MediaLibrary key={classId} classId={classId} audience="parent" />
      </Modal>
    </Paper>
  );
}
