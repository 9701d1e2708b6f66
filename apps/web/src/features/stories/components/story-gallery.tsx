import type { MediaFile } from '@cue/contracts';
import { Anchor, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MediaImage } from '../../../components/media-image';

/** The story's photos and videos in the author's order; a photo opens full size. */
export function StoryGallery({ media, onLinksExpired }: { media: MediaFile[]; onLinksExpired: () => void }) {
  const { t } = useTranslation();
  if (media.length === 0) return null;
  return (
    <section aria-label={t('storyLibrary.reader.media')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {media.map((file, index) => {
          if (file.kind === 'video') {
            return (
              <video
                key={file._id}
                src={file.media_link}
                controls
                preload="metadata"
                aria-label={t('storyLibrary.reader.video', { number: index + 1 })}
                style={{ inlineSize: '100%', borderRadius: 8 }}
              />
            );
          }
          const photo = file.kind === 'image';
          return (
            <Anchor key={file._id} href={file.media_link} target="_blank" rel="noopener noreferrer">
              {photo ? (
                <MediaImage
                  src={file.display_link ?? file.media_link}
                  alt={t('storyLibrary.reader.photo', { number: index + 1 })}
                  onExpired={onLinksExpired}
                  style={{
                    display: 'block',
                    inlineSize: '100%',
                    blockSize: 220,
                    objectFit: 'cover',
                    borderRadius: 8,
                  }}
                />
              ) : (
                (file.file_name ?? t('storyLibrary.reader.file', { number: index + 1 }))
              )}
            </Anchor>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
