import { initials } from '@cue/contracts';
import { Avatar, type MantineSize } from '@mantine/core';
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
}

/** A person's photo, or their initials (white, on a colour of their own) when there is none. */
export function PersonAvatar({
  firstName,
  lastName,
  picture,
  colorKey,
  size = 'md',
  decorative = false,
}: PersonAvatarProps) {
  return (
    <Avatar
      src={picture}
      alt={`${firstName} ${lastName}`}
      size={size}
      variant="filled"
      color={avatarColor(colorKey ?? `${firstName} ${lastName}`)}
      aria-hidden={decorative || undefined}
    >
      {initials(firstName, lastName)}
    </Avatar>
  );
}
