import type { RolePermissions, SchoolMenuProfile, SchoolPermissions } from '@cue/contracts';
import {
  avatarMenuLists,
  navigationTable,
  quickNavSections,
  type AvatarMenuList,
  type NavigationEntry,
  type NavigationFeature,
  type QuickNavSection,
} from './navigation-table';

/** What the server says the staff member may use: GET user_permissions/ and GET school_settings/. */
export interface StaffPermissions {
  rolePermissions: RolePermissions;
  schoolPermissions: SchoolPermissions;
  /** The school group's menu (school_settings/ menu_profile). */
  menuProfile: SchoolMenuProfile;
}

/** Who is looking: parents see no staff navigation at all (spec section 6). */
export type Viewer = { kind: 'parent' } | { kind: 'staff'; permissions: StaffPermissions };

/** The entry's own role switch and school module, ignoring section roots. */
function meetsOwnRequirements(entry: NavigationEntry, permissions: StaffPermissions): boolean {
  const { permission, module } = entry;
  if (entry.hiddenInReducedMenu && permissions.menuProfile === 'reduced') return false;
  if (permission) {
    const group: Record<string, boolean> = permissions.rolePermissions[permission.group];
    if (group[permission.key] !== true) return false;
  }
  return module === null || permissions.schoolPermissions[module].enabled;
}

function isListedIn(entry: NavigationEntry, root: NonNullable<NavigationEntry['rootOf']>): boolean {
  return 'section' in root ? entry.section === root.section : entry.menu === root.menu;
}

/** May this viewer open this entry? The route guard and every derived list ask this. */
export function canOpen(entry: NavigationEntry, viewer: Viewer): boolean {
  if (viewer.kind === 'parent') return entry.audience === 'everyone';
  const { rootOf } = entry;
  if (rootOf) {
    return navigationTable.some(
      (candidate) =>
        !candidate.rootOf &&
        isListedIn(candidate, rootOf) &&
        meetsOwnRequirements(candidate, viewer.permissions),
    );
  }
  return meetsOwnRequirements(entry, viewer.permissions);
}

export interface LandingGroup {
  /** The area the links belong to (management setup has four: admissions, hiring, fee, timetable). */
  feature: NavigationFeature;
  entries: NavigationEntry[];
}

/**
 * A section or menu root's landing page: the links of its section or list this viewer may open
 * (the same links the quick-nav drawer and the avatar menu are made from), grouped by area in the
 * table's order. Not a root, or a parent: nothing.
 */
export function deriveLandingGroups(root: NavigationEntry, viewer: Viewer): LandingGroup[] {
  const { rootOf } = root;
  if (!rootOf || viewer.kind === 'parent') return [];
  const groups: LandingGroup[] = [];
  for (const entry of navigationTable) {
    if (entry.rootOf || entry.path.includes(':') || !isListedIn(entry, rootOf)) continue;
    if (!canOpen(entry, viewer)) continue;
    const group = groups.find((candidate) => candidate.feature === entry.feature);
    if (group) group.entries.push(entry);
    else groups.push({ feature: entry.feature, entries: [entry] });
  }
  return groups;
}

/** The address a link goes to (paths with parameters are never listed). */
export function linkTarget(entry: NavigationEntry): string {
  return `${entry.path}${entry.search ?? ''}`;
}

export interface QuickNavGroup {
  section: QuickNavSection;
  entries: NavigationEntry[];
}

/** The quick-nav drawer: each section with the links this viewer may open; empty sections are left out. */
export function deriveQuickNav(viewer: Viewer): QuickNavGroup[] {
  if (viewer.kind === 'parent') return [];
  return quickNavSections
    .map((section) => ({
      section,
      entries: navigationTable.filter(
        (entry) => entry.section === section && !entry.path.includes(':') && canOpen(entry, viewer),
      ),
    }))
    .filter((group) => group.entries.length > 0);
}

/** The links a teacher uses every day, in the quick-nav drawer's first group (issue 10). */
export const dailyLinkIds = ['attendance', 'observation', 'announcements'] as const;

/** The day's links this viewer may open, in the order of dailyLinkIds. */
export function deriveDailyLinks(viewer: Viewer): NavigationEntry[] {
  if (viewer.kind === 'parent') return [];
  return dailyLinkIds.flatMap((id) =>
    navigationTable.filter((entry) => entry.id === id && canOpen(entry, viewer)),
  );
}

export type StaffTabId = 'plan' | 'communicate' | 'assess' | 'admin';

export interface StaffTab {
  id: StaffTabId;
  to: string;
  /** Addresses under this prefix mark the tab as the current one. */
  matchPrefix: string;
}

/**
 * Spec "Top bar" staff tabs: plan, communicate and assess lead to their section root and show when
 * the section has a link the viewer may open; admin goes to /housekeeping/attendance when the
 * attendance module is on, else to /housekeeping/calendar.
 */
export function deriveStaffTabs(viewer: Viewer): StaffTab[] {
  if (viewer.kind === 'parent') return [];
  const hasSection = (section: QuickNavSection) =>
    navigationTable.some((entry) => entry.section === section && canOpen(entry, viewer));
  const tabs: StaffTab[] = [];
  if (hasSection('plan')) tabs.push({ id: 'plan', to: '/planning', matchPrefix: '/planning' });
  if (hasSection('communicate'))
    tabs.push({ id: 'communicate', to: '/communication', matchPrefix: '/communication' });
  if (hasSection('assess')) tabs.push({ id: 'assess', to: '/assessment', matchPrefix: '/assessment' });
  const adminTo = viewer.permissions.schoolPermissions.attendance.enabled
    ? '/housekeeping/attendance'
    : '/housekeeping/calendar';
  tabs.push({ id: 'admin', to: adminTo, matchPrefix: '/housekeeping' });
  return tabs;
}

export type AvatarMenuItemId = 'dashboard' | AvatarMenuList | 'switchSchool';

export interface AvatarMenuItem {
  id: AvatarMenuItemId;
  to: string;
}

const menuRoots: Record<AvatarMenuList, string> = {
  schoolSetup: '/admin/school-setup',
  academicSetup: '/admin/academic-setup',
  managementSetup: '/admin/management-setup',
  leavePortal: '/admin/leave-portal',
};

/** Spec "Top bar": platform admins switch school from the organization list, others from their campuses. */
export function switchSchoolPath(permissions: StaffPermissions): string {
  return permissions.rolePermissions.super_admin.manage_platform_org_schools
    ? '/super_admin/organization'
    : '/campuses';
}

/**
 * The avatar dropdown: dashboard; School, Academic, Management Setup and Leave portal only when
 * their permission-driven lists are non-empty (spec section 6); switch school.
 */
export function deriveAvatarMenu(viewer: Viewer): AvatarMenuItem[] {
  if (viewer.kind === 'parent') return [];
  const lists = avatarMenuLists.filter((menu) =>
    navigationTable.some((entry) => entry.menu === menu && canOpen(entry, viewer)),
  );
  return [
    { id: 'dashboard', to: '/dashboard' },
    ...lists.map((menu) => ({ id: menu, to: menuRoots[menu] })),
    { id: 'switchSchool', to: switchSchoolPath(viewer.permissions) },
  ];
}
