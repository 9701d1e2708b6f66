import { Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { StaffTab } from '../navigation/navigation-access';

/** The derived staff tabs as links; the current area is marked for eyes and screen readers. */
export function StaffTabs({ tabs }: { tabs: StaffTab[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={t('navigation.tabsLabel')} gap={4} wrap="nowrap">
      {tabs.map((tab) => {
        const isCurrent = pathname.startsWith(tab.matchPrefix);
        return (
          <UnstyledButton
            key={tab.id}
            component={Link}
            to={tab.to}
            aria-current={isCurrent ? 'page' : undefined}
            px="sm"
            py={10}
            fw={isCurrent ? 700 : 500}
            style={{
              borderRadius: 8,
              background: isCurrent ? 'var(--mantine-primary-color-light)' : undefined,
              whiteSpace: 'nowrap',
            }}
          >
            {t(`navigation.tabs.${tab.id}`)}
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
