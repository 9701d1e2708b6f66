import { uniformRolePermissions, uniformSchoolPermissions } from '@cue/contracts';
import { describe, expect, it } from 'vitest';
import { adminPermissions, memberPermissions, seededSchoolPermissions } from '../../test/permission-fixtures';
import { previewNavigation } from './preview-navigation';

const school = { schoolPermissions: seededSchoolPermissions(), menuProfile: 'full' as const };
const linkIds = (preview: ReturnType<typeof previewNavigation>) =>
  preview.quickNav.flatMap((group) => group.entries.map((entry) => entry.id));

describe('previewNavigation (roles screen "view as")', () => {
  it('gives a teacher role no school setup menu and an admin role the setup pages it switches on', () => {
    const teacher = previewNavigation(memberPermissions(), school);
    expect(teacher.avatarMenu.map((m) => m.item.id)).not.toContain('schoolSetup');
    expect(linkIds(teacher)).not.toContain('staff');

    const admin = previewNavigation(adminPermissions({ superAdmin: false }), school);
    const setup = admin.avatarMenu.find((m) => m.item.id === 'schoolSetup');
    expect(setup?.entries.map((e) => e.id)).toEqual(expect.arrayContaining(['staff', 'roles']));
  });

  it('follows a single switch: turning on admin_portal.staff alone lists only the staff page', () => {
    const permissions = memberPermissions();
    permissions.admin_portal.staff = true;
    const setup = previewNavigation(permissions, school).avatarMenu.find((m) => m.item.id === 'schoolSetup');
    expect(setup?.entries.map((e) => e.id)).toEqual(['staff']);
  });

  it("follows the school's modules: attendance off changes the admin tab's target", () => {
    const withAttendance = previewNavigation(uniformRolePermissions(true), {
      schoolPermissions: uniformSchoolPermissions(true),
      menuProfile: 'full',
    });
    const without = previewNavigation(uniformRolePermissions(true), {
      schoolPermissions: { ...uniformSchoolPermissions(true), attendance: { enabled: false } },
      menuProfile: 'full',
    });
    expect(withAttendance.tabs.find((tab) => tab.id === 'admin')?.to).toBe('/housekeeping/attendance');
    expect(without.tabs.find((tab) => tab.id === 'admin')?.to).toBe('/housekeeping/calendar');
  });

  it('sends a platform role to the organization list to switch school', () => {
    const platform = previewNavigation(adminPermissions({ superAdmin: true }), school);
    expect(platform.avatarMenu.find((m) => m.item.id === 'switchSchool')?.item.to).toBe(
      '/super_admin/organization',
    );
  });
});
