import { initials, mediaIdFromLink } from '@cue/contracts';
import { Avatar, type MantineSize } from '@mantine/core';
import { useRef } from 'react';
import { avatarColor } from '../lib/avatar-color';

interface PersonAvatarProps {
  firstName: string;
  lastName: string;
  picture: string | null;
  /** The person's id: their initials' colour comes from it (two "AS" siblings still differ). */
  colorKey?: string;
  size?: MantineSize | number;
  /** Hidden from screen readers when the name is written right beside it. */
  decorative?: boolean;
  /**
   * The picture did not load: usually its signed link expired (five minutes, decision 040). The
   * owner refetches the answer the link came from; asked once per picture, so a picture that
   * never loads does not refetch for ever.
   */
  onImageError?: () => void;
}

/** A person's photo, or their initials (white, on a colour of their own) when there is none. */
export function PersonAvatar({
  firstName,
  lastName,
  picture,
  colorKey,
  size = 'md',
  decorative = false,
  onImageError,
}: PersonAvatarProps) {
  // Mantine shows the initials itself once the image fails; this only asks for a fresh link.
  const asked = useRef(new Set<string>());
  const onError = () => {
    if (!picture || !onImageError) return;
    // A fresh link to the same file has another signature: the media id names the picture.
    const key = mediaIdFromLink(picture) ?? picture;
    if (asked.current.has(key)) return;
    asked.current.add(key);
    onImageError();
  };
  return (
    <Avatar
      src={picture}
      alt={`${firstName} ${lastName}`}
      size={size}
      variant="filled"
      color={avatarColor(colorKey ?? `${firstName} ${lastName}`)}
      aria-hidden={decorative || undefined}
      imageProps={{ onError }}
    >
      {initials(firstName, lastName)}
    </Avatar>
  );
}
