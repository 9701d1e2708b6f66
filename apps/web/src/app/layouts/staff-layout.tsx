import { AppShell, Box, Container, Group, Text } from '@mantine/core';
import { Outlet } from 'react-router';
import { PersonAvatar } from '../../components/person-avatar';
import type { StaffUser } from '../../features/users/api/get-current-user';
import { fullName } from '../../lib/person-name';
import { HomeLogoLink } from './home-logo-link';
import { LogoutButton } from './logout-button';
import type { SignedInContext } from './signed-in-user';

/** Staff: a top bar with the logo, the school, the user and Logout (tabs and side navigation come later). */
export function StaffLayout({ user }: { user: StaffUser }) {
  const { staff } = user;
  const context: SignedInContext = { user };
  return (
    <AppShell header={{ height: 72 }} padding="md">
      <AppShell.Header px={{ base: 'sm', sm: 'md' }}>
        <Group h="100%" gap="sm" wrap="nowrap">
          <HomeLogoLink />
          <Box miw={0} style={{ flex: 1 }}>
            <Text fw={600} truncate="end">
              {staff.school_details.school.name}
            </Text>
            <Text size="sm" c="dimmed" truncate="end">
              {fullName(staff)}
            </Text>
          </Box>
          <Box visibleFrom="xs">
            <PersonAvatar
              decorative
              firstName={staff.first_name}
              lastName={staff.last_name}
              picture={staff.staff_profile_picture}
            />
          </Box>
          <LogoutButton />
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="lg" px={0}>
          <Outlet context={context} />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
