import type { MediaFile } from '@cue/contracts';
import { AttachmentField } from '../../../media/components/attachment-field';
import { useFreshFiles } from '../../../media/api/fresh-links';
import { AttachmentList } from '../../../media/components/attachment-list';
import { useChatCards } from '../../card-context';

/** The chat overlay sits at 250, above Mantine's modals (200): the picker and viewer go over it. */
const ABOVE_CHAT = 300;

/** A card item's attachments in edit mode: upload, or pick from the chat's class photos. */
export function CardAttachmentField({
  value,
  onChange,
}: {
  value: MediaFile[];
  onChange: (files: MediaFile[]) => void;
}) {
  const cards = useChatCards();
  return (
    <AttachmentField value={value} onChange={onChange} classId={cards.classId} modalZIndex={ABOVE_CHAT} />
  );
}

/**
 * A card item's attachments in view mode: thumbnails that open the viewer. The files are those
 * the teacher just uploaded or picked, with no answer behind them: expired links are renewed.
 */
export function CardAttachmentList({ media }: { media: readonly MediaFile[] | undefined }) {
  const shown = useFreshFiles(media ?? []);
  if (shown.files.length === 0) return null;
  return <AttachmentList media={shown.files} onExpired={shown.renew} modalZIndex={ABOVE_CHAT} />;
}
