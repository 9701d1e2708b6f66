import { Badge, Center, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MediaImage } from '../../../components/media-image';
import { formatAnnouncementDate, formatTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { fullName } from '../../../lib/person-name';
import { useHomework } from '../api/get-homework';

/** Who has done a homework (with the photos of their work) and who has not yet. */
export function HomeworkSubmissions({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const homework = useHomework(id);
  const data = homework.data;
  return (
    <Modal
      opened
      onClose={onClose}
      title={data ? t('homework.submissions.title', { title: data.title }) : ''}
      centered
      size="lg"
    >
      {homework.isPending && (
        <Center py="md" role="status" aria-label={t('shell.loading')}>
          <Loader size="sm" />
        </Center>
      )}
      {homework.isError && (
        <Stack gap={4}>
          <Text c="red">{t('homework.submissions.loadError')}</Text>
          <Text size="sm" c="dimmed">
            {errorMessage(homework.error)}
          </Text>
        </Stack>
      )}
      {data && data.roster.length === 0 && <Text c="dimmed">{t('homework.submissions.empty')}</Text>}
      {data && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {data.roster.map(({ child, submission }) => (
            <Paper key={child._id} withBorder p="xs" radius="sm" component="li">
              <Stack gap={4}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {fullName(child)}
                  </Text>
                  <Badge variant="light" color={submission ? 'teal' : 'gray'} style={{ flexShrink: 0 }}>
                    {submission ? t('homework.submissions.done') : t('homework.submissions.notYet')}
                  </Badge>
                </Group>
                {submission && (
                  <Text size="xs" c="dimmed">
                    {t('homework.submissions.by', { name: fullName(submission.submitted_by) })} ·{' '}
                    {formatAnnouncementDate(submission.submitted_at)} {formatTime(submission.submitted_at)}
                  </Text>
                )}
                {submission && submission.submission_media.length > 0 && (
                  <Group gap={6}>
                    {submission.submission_media.map((file) => (
                      <a
                        key={file._id}
                        href={file.display_link ?? file.media_link}
                        target="_blank"
                        rel="noreferrer"
                      >
                        <MediaImage
                          src={file.thumbnail_link ?? file.media_link}
                          alt={t('homework.submissions.photoOf', { name: child.first_name })}
                          style={{ inlineSize: 72, blockSize: 72, objectFit: 'cover', borderRadius: 6 }}
                          onExpired={() => void homework.refetch()}
                        />
                      </a>
                    ))}
                  </Group>
                )}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
