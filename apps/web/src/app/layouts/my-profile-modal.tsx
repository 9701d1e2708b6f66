import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MyProfileModal as PicturesModal } from '../../features/account/components/my-profile-modal';
import type { ProfilePerson } from '../../features/account/profile-picture-target';
import { usersQueryKeys, type CurrentUser } from '../../features/users/api/get-current-user';
import { useRefreshPictures } from '../../features/users/hooks/use-refresh-pictures';

/** The signed-in person, and a parent's children, as the My Profile modal lists them. */
export function profilePeopleOf(user: CurrentUser): { self: ProfilePerson; children: ProfilePerson[] } {
  if (user.kind === 'staff') {
    const { staff } = user;
    return {
      self: {
        id: staff._id.$oid,
        firstName: staff.first_name,
        lastName: staff.last_name,
        picture: staff.staff_profile_picture,
        target: { kind: 'staff' },
      },
      children: [],
    };
  }
  const { parent } = user;
  return {
    self: {
      id: parent.parent_id,
      firstName: parent.first_name,
      lastName: parent.last_name,
      picture: parent.parent_profile_picture,
      target: { kind: 'parent', parentId: parent.parent_id },
    },
    children: parent.child_list.map((child) => ({
      id: child._id,
      firstName: child.first_name,
      lastName: child.last_name,
      picture: child.student_profile_picture,
      target: { kind: 'child', childId: child._id },
    })),
  };
}

/**
 * The My Profile modal with the signed-in user's people: two features composed here (account
 * changes pictures, users owns the queries that show them). Downloaded on its first opening.
 */
export function MyProfileModal({
  opened,
  onClose,
  user,
}: {
  opened: boolean;
  onClose: () => void;
  user: CurrentUser;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refreshPictures = useRefreshPictures();
  const { self, children } = profilePeopleOf(user);
  return (
    <PicturesModal
      opened={opened}
      onClose={onClose}
      self={self}
      childrenOfParent={children}
      // The user, the children and every list under the users key show the pictures.
      onChanged={() => queryClient.invalidateQueries({ queryKey: usersQueryKeys.all })}
      onPictureError={refreshPictures}
      onOpenAccountSettings={() => {
        onClose();
        void navigate('/account-settings');
      }}
    />
  );
}
