import { Box, Drawer, NavLink, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { linkTarget, type QuickNavGroup, type StaffTab } from '../navigation/navigation-access';
import type { NavigationEntry } from '../navigation/navigation-table';

export interface QuickNavPanelProps {
  opened: boolean;
  onClose: () => void;
  groups: QuickNavGroup[];
  tabs: StaffTab[];
  /** The day's links, listed first (the same entries appear again in their sections). */
  daily: NavigationEntry[];
}

/**
 * The quick-nav side panel: the day's links first (a teacher's register is one tap from the
 * top), then the tabs on phones, then the derived sections and their links.
 */
export function QuickNavPanel({ opened, onClose: close, groups, tabs, daily }: QuickNavPanelProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  return (
    <Drawer opened={opened} onClose={close} title={t('navigation.quickNav.title')} size="sm">
      <Stack gap="md">
        {daily.length > 0 && (
          <QuickNavSection title={t('today.quickNavHeading')} entries={daily} onClose={close} />
        )}
        {tabs.length > 0 && (
          <Box hiddenFrom="md" component="nav" aria-label={t('navigation.tabsLabel')}>
            {tabs.map((tab) => (
              <NavLink
                key={tab.id}
                component={Link}
                to={tab.to}
                label={t(`navigation.tabs.${tab.id}`)}
                active={pathname.startsWith(tab.matchPrefix)}
                onClick={close}
                mih={44}
              />
            ))}
          </Box>
        )}
        {groups.length === 0 && <Text c="dimmed">{t('navigation.quickNav.empty')}</Text>}
        {groups.map((group) => (
          <QuickNavSection
            key={group.section}
            title={t(`navigation.sections.${group.section}`)}
            entries={group.entries}
            onClose={close}
          />
        ))}
      </Stack>
    </Drawer>
  );
}

/** One titled list of links in the panel: the day's links, or a section of the navigation table. */
function QuickNavSection({
  title,
  entries,
  onClose,
}: {
  title: string;
  entries: NavigationEntry[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Box component="section">
      <Title order={2} fz="sm" tt="uppercase" c="dimmed" mb={4}>
        {title}
      </Title>
      {entries.map((entry) => (
        <NavLink
          key={entry.id}
          component={Link}
          to={linkTarget(entry)}
          label={t(`navigation.links.${entry.id}`)}
          active={pathname === entry.path}
          onClick={onClose}
          mih={44}
        />
      ))}
    </Box>
  );
}
