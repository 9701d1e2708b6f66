import { AppShell, Box, Container, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { RenameBanner } from '../../components/rename-banner';
import type { ParentUser } from '../../features/users/api/get-current-user';
import { ChildSwitcher } from '../../features/users/components/child-switcher';
import { useSession } from '../../lib/session-store';
import { ChatUnreadButton } from '../../features/chat/components/chat-unread-button';
import { HomeLogoLink } from './home-logo-link';
import { ProfileMenu } from './profile-menu';
import { LanguagePickerSlot } from './shell-slots';
import type { SignedInContext } from './signed-in-user';

export interface ParentLayoutProps {
  user: ParentUser;
  /** Wire the settings modal here: called when the profile menu's Settings is chosen. */
  onOpenSettings?: () => void;
  /** Wire the My Profile modal here: called when the profile menu's My Profile is chosen. */
  onOpenProfile?: () => void;
}

/** Parents: no tabs, no quick nav, no report button (spec section 6); the child switcher and the profile menu. */
export function ParentLayout({ user, onOpenSettings, onOpenProfile }: ParentLayoutProps) {
  const session = useSession();
  const context: SignedInContext = { user };
  const { parent } = user;
  return (
    <AppShell header={{ height: 72 }} padding="md">
      <AppShell.Header px={{ base: 'sm', sm: 'md' }}>
        <Group h="100%" gap="sm" wrap="nowrap">
          <HomeLogoLink />
          <Box miw={0} style={{ flex: 1 }}>
            <ChildSwitcher parent={parent} />
          </Box>
          <ChatUnreadButton />
          <LanguagePickerSlot />
          <ProfileMenu
            firstName={parent.first_name}
            lastName={parent.last_name}
            picture={parent.parent_profile_picture}
            switchTo={session?.role === 'both' ? 'staff' : null}
            onOpenSettings={onOpenSettings}
            onOpenProfile={onOpenProfile}
          />
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        {/* With the layout, not lazily: arriving later it would push the screen down. */}
        <RenameBanner />
        <Container size="sm" px={0}>
          <Outlet context={context} />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
