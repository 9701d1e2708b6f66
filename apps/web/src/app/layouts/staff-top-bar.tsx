import type { UserKind } from '@cue/contracts';
import { Box, Group } from '@mantine/core';
import { useMemo } from 'react';
import { ClassSwitcher } from '../../features/classes/components/class-switcher';
import type { StaffUser } from '../../features/users/api/get-current-user';
import {
  deriveAvatarMenu,
  deriveDailyLinks,
  deriveQuickNav,
  deriveStaffTabs,
  type Viewer,
} from '../navigation/navigation-access';
import { useStaffPermissions } from '../navigation/use-staff-permissions';
import { AvatarMenu } from './avatar-menu';
import { HomeLogoLink } from './home-logo-link';
import { ProfileMenu } from './profile-menu';
import { QuickNavDrawer } from './quick-nav-drawer';
import { CueVoiceSlot } from './cue-slot-loaders';
import { LanguagePickerSlot, ReportIssueButtonSlot } from './shell-slots';
import { StaffTabs } from './staff-tabs';
import { ChatUnreadButton } from '../../features/chat/components/chat-unread-button';

export interface StaffTopBarProps {
  user: StaffUser;
  /** 'parent' for a dual-role user: the profile menu offers 'Switch to parent'. */
  switchTo: UserKind | null;
  onOpenSettings?: () => void;
  onOpenProfile?: () => void;
}

/**
 * Spec "Top bar": logo, class switcher, tabs, the Cue voice button, quick nav, report issue,
 * language picker, the avatar menu and the profile menu. Tabs and menus come from the navigation
 * table and the user's permissions;
 * below the md breakpoint the tabs move into the quick-nav drawer.
 */
export function StaffTopBar({ user, switchTo, onOpenSettings, onOpenProfile }: StaffTopBarProps) {
  const { staff } = user;
  const permissions = useStaffPermissions();
  const loaded = permissions.status === 'success' ? permissions.permissions : null;
  // Worked out once per permissions answer, not on every render of the bar: each walks the whole
  // navigation table, and the bar renders again with every query the screen below settles.
  // The chat badge shows where chat is open: the role switch and the school's module.
  const chatOpen =
    loaded !== null &&
    loaded.rolePermissions.daily_communication.chat &&
    loaded.schoolPermissions.chat.enabled;
  const { tabs, groups, daily, avatarItems } = useMemo(() => {
    const viewer: Viewer | null = loaded ? { kind: 'staff', permissions: loaded } : null;
    return {
      tabs: viewer ? deriveStaffTabs(viewer) : [],
      groups: viewer ? deriveQuickNav(viewer) : [],
      daily: viewer ? deriveDailyLinks(viewer) : [],
      avatarItems: viewer ? deriveAvatarMenu(viewer) : [],
    };
  }, [loaded]);

  return (
    <Group h="100%" gap="xs" wrap="nowrap" justify="space-between">
      <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: 1 }}>
        <HomeLogoLink />
        {/* Never squeezed to nothing on a phone: the class is what every screen works on. */}
        <Box miw={88} style={{ flexShrink: 1 }}>
          <ClassSwitcher />
        </Box>
        <Box visibleFrom="md" miw={0}>
          <StaffTabs tabs={tabs} />
        </Box>
      </Group>
      <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
        {chatOpen && <ChatUnreadButton onlyUnreadOnPhone />}
        <CueVoiceSlot user={user} />
        <ReportIssueButtonSlot />
        <LanguagePickerSlot />
        <QuickNavDrawer groups={groups} tabs={tabs} daily={daily} />
        {avatarItems.length > 0 && (
          <AvatarMenu schoolName={staff.school_details.school.name} items={avatarItems} />
        )}
        <ProfileMenu
          firstName={staff.first_name}
          lastName={staff.last_name}
          picture={staff.staff_profile_picture}
          switchTo={switchTo}
          onOpenSettings={onOpenSettings}
          onOpenProfile={onOpenProfile}
        />
      </Group>
    </Group>
  );
}
