import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazySlot } from '../../components/lazy-slot';
import type { QuickNavGroup, StaffTab } from '../navigation/navigation-access';
import type { NavigationEntry } from '../navigation/navigation-table';

// The side panel (Mantine's Drawer, focus trap and scroll lock) is downloaded when first opened,
// not with every signed-in screen (web budget, docs/decisions/007-web-budgets-and-languages.md).
const QuickNavPanel = lazySlot(() => import('./quick-nav-panel').then((module) => module.QuickNavPanel));

/**
 * The quick-nav button and side panel: the day's things first (register, observations,
 * announcements), then the derived sections and their links. On phones the tabs are hidden from
 * the top bar and listed here too.
 */
export function QuickNavDrawer({
  groups,
  tabs,
  daily,
}: {
  groups: QuickNavGroup[];
  tabs: StaffTab[];
  daily: NavigationEntry[];
}) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // Mounted from the first opening on, so later it opens and closes with Mantine's transition.
  const [wanted, setWanted] = useState(false);

  return (
    <>
      <Burger
        opened={opened}
        onClick={() => {
          setWanted(true);
          toggle();
        }}
        aria-label={t('navigation.quickNav.open')}
        size="sm"
        // The lines stay small; the target is 44 px (Mantine's box would be 28 px).
        style={{ flexShrink: 0, width: 44, height: 44 }}
      />
      {wanted && <QuickNavPanel opened={opened} onClose={close} groups={groups} tabs={tabs} daily={daily} />}
    </>
  );
}
