import { AppShell, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { RenameBanner } from '../../components/rename-banner';
import type { StaffUser } from '../../features/users/api/get-current-user';
import { useSession } from '../../lib/session-store';
import { CueChatSlot } from '../cue/cue-chat-slot';
import { CueFloatingSlot } from './cue-slot-loaders';
import type { SignedInContext } from './signed-in-user';
import { StaffBottomTabs, staffShellClassName } from './staff-bottom-tabs';
import { StaffTopBar } from './staff-top-bar';

export interface StaffLayoutProps {
  user: StaffUser;
  /** Wire the settings modal here: called when the profile menu's Settings is chosen. */
  onOpenSettings?: () => void;
  /** Wire the My Profile modal here: called when the profile menu's My Profile is chosen. */
  onOpenProfile?: () => void;
}

/**
 * Staff: the top bar with tabs, quick nav and menus (spec "Top bar"), then the screen; on phones
 * the tabs and Cue sit in a bottom tab bar.
 */
export function StaffLayout({ user, onOpenSettings, onOpenProfile }: StaffLayoutProps) {
  const session = useSession();
  const context: SignedInContext = { user };
  return (
    <AppShell header={{ height: 72 }} padding="md" className={staffShellClassName}>
      <AppShell.Header px={{ base: 'xs', sm: 'md' }}>
        <StaffTopBar
          user={user}
          switchTo={session?.role === 'both' ? 'parent' : null}
          onOpenSettings={onOpenSettings}
          onOpenProfile={onOpenProfile}
        />
      </AppShell.Header>
      {/* Clear of the phone's bottom tab bar (its height is 0 from md up). */}
      <AppShell.Main
        style={{ paddingBlockEnd: 'calc(var(--staff-bottom-bar, 0px) + var(--mantine-spacing-md))' }}
      >
        {/* With the layout, not lazily: arriving later it would push the screen down. */}
        <RenameBanner />
        <Container size="lg" px={0}>
          <Outlet context={context} />
        </Container>
      </AppShell.Main>
      <StaffBottomTabs />
      <CueFloatingSlot user={user} />
      {/* Chat with Cue: the round button, and the chat while ?cue=true. */}
      <CueChatSlot user={user} />
    </AppShell>
  );
}
