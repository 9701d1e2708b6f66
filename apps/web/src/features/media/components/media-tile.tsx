import type { ClassMediaItem } from '@cue/contracts';
import { Checkbox, Text, UnstyledButton } from '@mantine/core';
import { useRef, type CSSProperties } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { MediaImage } from '../../../components/media-image';
import { useFormatDate } from '../use-format-date';
import { ConsentMarker } from './consent-marker';

/** Holding a tile this long starts selecting (phones have no right click). */
const LONG_PRESS_MS = 500;

const tileStyle: CSSProperties = {
  position: 'relative',
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '1',
  overflow: 'hidden',
  borderRadius: 8,
  background: 'var(--mantine-color-gray-2)',
};
const fill: CSSProperties = { inlineSize: '100%', blockSize: '100%', objectFit: 'cover', display: 'block' };
/** The selection checkbox, in the top corner where reading starts. */
const checkboxCorner: CSSProperties = { position: 'absolute', insetBlockStart: 6, insetInlineStart: 6 };

/** Alt text: the caption, or "Photo, <date>" when there is none. */
export function mediaAlt(item: ClassMediaItem, formatDate: (day: string) => string, t: TFunction) {
  return item.caption.trim() || t('media.photoOn', { date: formatDate(item.taken_on) });
}

/** One thumbnail of the grid: opens the viewer, or toggles selection in select mode. */
export function MediaTile({
  item,
  selecting,
  selected,
  onOpen,
  onToggle,
  onLongPress,
  onExpired,
  staffMarks = true,
}: {
  item: ClassMediaItem;
  selecting: boolean;
  selected: boolean;
  onOpen: () => void;
  onToggle: () => void;
  onLongPress: () => void;
  onExpired: () => void;
  staffMarks?: boolean;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const timer = useRef<number | null>(null);
  const pressed = useRef(false);
  const alt = mediaAlt(item, formatDate, t);
  const clear = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };
  return (
    <UnstyledButton
      style={tileStyle}
      aria-label={alt}
      aria-pressed={selecting ? selected : undefined}
      onPointerDown={() => {
        pressed.current = false;
        timer.current = window.setTimeout(() => {
          pressed.current = true;
          onLongPress();
        }, LONG_PRESS_MS);
      }}
      onPointerUp={clear}
      onPointerLeave={clear}
      onPointerCancel={clear}
      onContextMenu={(event) => event.preventDefault()}
      onClick={() => {
        // The long press already selected it; the click that ends it must not undo that.
        if (pressed.current) return void (pressed.current = false);
        if (selecting) onToggle();
        else onOpen();
      }}
    >
      {item.media.kind === 'image' && item.media.thumbnail_link ? (
        <MediaImage src={item.media.thumbnail_link} alt="" style={fill} onExpired={onExpired} />
      ) : (
        <div
          style={{
            ...fill,
            display: 'grid',
            placeItems: 'center',
            background: 'var(--mantine-color-dark-6)',
          }}
        >
          <Text c="white" size="sm" fw={600}>
            ▶ {t('media.video')}
          </Text>
        </div>
      )}
      {selecting && <Checkbox checked={selected} readOnly tabIndex={-1} aria-hidden style={checkboxCorner} />}
      {/* At the bottom, so they never cover the selection checkbox in the top corner. */}
      <div
        style={{
          position: 'absolute',
          insetBlockEnd: 6,
          insetInlineStart: 6,
          insetInlineEnd: 6,
          display: 'flex',
          flexDirection: 'column',
          gap: 4,
          alignItems: 'flex-end',
        }}
      >
        {staffMarks && item.consent_blocked && <ConsentMarker size="xs" wrap />}
        {staffMarks && item.staff_only && (
          <Text size="xs" bg="dark" c="white" px={4} style={{ borderRadius: 4 }}>
            {t('media.privacy.staffOnlyShort')}
          </Text>
        )}
      </div>
    </UnstyledButton>
  );
}
