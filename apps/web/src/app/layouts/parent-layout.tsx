import { AppShell, Box, Container, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import type { ParentUser } from '../../features/users/api/get-current-user';
import { ChildSwitcher } from '../../features/users/components/child-switcher';
import { HomeLogoLink } from './home-logo-link';
import { LogoutButton } from './logout-button';
import type { SignedInContext } from './signed-in-user';

/** Parents: no tabs (spec section 6); the logo, the child switcher and Logout. */
export function ParentLayout({ user }: { user: ParentUser }) {
  const context: SignedInContext = { user };
  return (
    <AppShell header={{ height: 72 }} padding="md">
      <AppShell.Header px={{ base: 'sm', sm: 'md' }}>
        <Group h="100%" gap="sm" wrap="nowrap">
          <HomeLogoLink />
          <Box miw={0} style={{ flex: 1 }}>
            <ChildSwitcher parent={user.parent} />
          </Box>
          <LogoutButton />
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="sm" px={0}>
          <Outlet context={context} />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
