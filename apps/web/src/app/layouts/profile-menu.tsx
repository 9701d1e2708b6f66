import type { UserKind } from '@cue/contracts';
import { Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PersonAvatar } from '../../components/person-avatar';
import { useLogout } from '../../features/auth/api/logout';
import { useRefreshPictures } from '../../features/users/hooks/use-refresh-pictures';
import { useSwitchRole } from '../../features/users/hooks/use-switch-role';

export interface ProfileMenuProps {
  firstName: string;
  lastName: string;
  picture: string | null;
  /** A dual-role user's other kind: shows 'Switch to parent' or 'Switch to staff'. */
  switchTo: UserKind | null;
  /** Opens the My Profile modal (pictures); without one, /account-settings. */
  onOpenProfile?: () => void;
  /** Opens the settings modal; /account-settings is shown meanwhile. */
  onOpenSettings?: () => void;
}

/** Spec "Top bar": the profile menu with My Profile, Settings and Logout. */
export function ProfileMenu({
  firstName,
  lastName,
  picture,
  switchTo,
  onOpenProfile,
  onOpenSettings,
}: ProfileMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const switchRole = useSwitchRole();
  const refreshPictures = useRefreshPictures();

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {/* Named by hidden text, not aria-label: the initials are a picture, not the button's name. */}
        <UnstyledButton h={44} style={{ flexShrink: 0 }}>
          <VisuallyHidden>{t('navigation.profileMenu.open')}</VisuallyHidden>
          <PersonAvatar
            decorative
            firstName={firstName}
            lastName={lastName}
            picture={picture}
            onImageError={refreshPictures}
          />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          onClick={() => {
            if (onOpenProfile) onOpenProfile();
            else void navigate('/account-settings');
          }}
        >
          {t('navigation.profileMenu.myProfile')}
        </Menu.Item>
        <Menu.Item
          onClick={() => {
            // The settings modal opens over the current screen; without one, the settings page.
            if (onOpenSettings) onOpenSettings();
            else void navigate('/account-settings');
          }}
        >
          {t('navigation.profileMenu.settings')}
        </Menu.Item>
        {switchTo && (
          <Menu.Item onClick={() => switchRole(switchTo)}>
            {switchTo === 'parent'
              ? t('navigation.profileMenu.switchToParent')
              : t('navigation.profileMenu.switchToStaff')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" disabled={logout.isPending} onClick={() => logout.mutate()}>
          {t('navigation.profileMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
