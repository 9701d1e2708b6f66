import type { RolePermissions } from '@cue/contracts';
import {
  canOpen,
  deriveAvatarMenu,
  deriveQuickNav,
  deriveStaffTabs,
  type AvatarMenuItem,
  type QuickNavGroup,
  type StaffPermissions,
  type StaffTab,
  type Viewer,
} from '../../app/navigation/navigation-access';
import { navigationTable, type NavigationEntry } from '../../app/navigation/navigation-table';

/** What a staff member holding a role would see: the same derivations the app shell uses. */
export interface NavigationPreview {
  tabs: StaffTab[];
  quickNav: QuickNavGroup[];
  /** Avatar menu items, each setup list with the links it opens onto. */
  avatarMenu: { item: AvatarMenuItem; entries: NavigationEntry[] }[];
}

/**
 * The "view as" preview of the roles screen: the navigation a role's permissions give in this
 * school (its modules and menu profile), derived from the navigation table with the functions of
 * navigation-access.ts, so the preview and the real menus cannot disagree.
 */
export function previewNavigation(
  rolePermissions: RolePermissions,
  school: Omit<StaffPermissions, 'rolePermissions'>,
): NavigationPreview {
  const viewer: Viewer = { kind: 'staff', permissions: { ...school, rolePermissions } };
  return {
    tabs: deriveStaffTabs(viewer),
    quickNav: deriveQuickNav(viewer),
    avatarMenu: deriveAvatarMenu(viewer).map((item) => ({
      item,
      entries: navigationTable.filter(
        (entry) =>
          entry.menu === item.id && !entry.rootOf && !entry.path.includes(':') && canOpen(entry, viewer),
      ),
    })),
  };
}
