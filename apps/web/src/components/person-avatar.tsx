import { initials } from '@cue/contracts';
import { Avatar, type MantineSize } from '@mantine/core';

interface PersonAvatarProps {
  firstName: string;
  lastName: string;
  picture: string | null;
  size?: MantineSize | number;
  /** Hidden from screen readers when the name is written right beside it. */
  decorative?: boolean;
}

/** A person's photo, or their initials when there is none. */
export function PersonAvatar({
  firstName,
  lastName,
  picture,
  size = 'md',
  decorative = false,
}: PersonAvatarProps) {
  return (
    <Avatar
      src={picture}
      alt={`${firstName} ${lastName}`}
      size={size}
      color="initials"
      name={`${firstName} ${lastName}`}
      aria-hidden={decorative || undefined}
    >
      {initials(firstName, lastName)}
    </Avatar>
  );
}
