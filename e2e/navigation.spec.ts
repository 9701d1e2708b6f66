import { messages } from '@cue/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canOpen,
  deriveAvatarMenu,
  deriveDailyLinks,
  deriveLandingGroups,
  deriveQuickNav,
  deriveStaffTabs,
  linkTarget,
  switchSchoolPath,
  type Viewer,
} from '../apps/web/src/app/navigation/navigation-access';
import {
  navigationEntry,
  navigationTable,
  type NavigationEntry,
} from '../apps/web/src/app/navigation/navigation-table';
import en from '../apps/web/src/locales/en/navigation.json';
import enToday from '../apps/web/src/locales/en/today.json';
import enSchoolModules from '../apps/web/src/locales/en/school-modules.json';
import enUsage from '../apps/web/src/locales/en/usage.json';
import enReports from '../apps/web/src/locales/en/reports.json';
import enSchoolDashboard from '../apps/web/src/locales/en/school-dashboard.json';
import enStories from '../apps/web/src/locales/en/stories.json';
import enStoryLibrary from '../apps/web/src/locales/en/story-library.json';
import enCurriculum from '../apps/web/src/locales/en/curriculum.json';
import enHpc from '../apps/web/src/locales/en/hpc.json';
import enGradebook from '../apps/web/src/locales/en/gradebook.json';
import { childSwitcher } from './support/app.js';
import { launchBrowser } from './support/browser.js';
import { demoViewers } from './support/demo-school.js';
import { demoPhones, signedInContext } from './support/sessions.js';

const labels = en.navigation;

/** What the quick-nav drawer should list: section titles and their link labels, in order. */
/** The day's links first (issue 10: the register one tap from the top), then every section. */
function expectedQuickNav(viewer: Viewer) {
  const daily = deriveDailyLinks(viewer);
  const today =
    daily.length > 0
      ? [{ section: enToday.today.quickNavHeading, links: daily.map((entry) => labels.links[entry.id]) }]
      : [];
  return [
    ...today,
    ...deriveQuickNav(viewer).map((group) => ({
      section: labels.sections[group.section],
      links: group.entries.map((entry) => labels.links[entry.id]),
    })),
  ];
}

const expectedTabs = (viewer: Viewer) => deriveStaffTabs(viewer).map((tab) => labels.tabs[tab.id]);
const expectedAvatarMenu = (viewer: Viewer) =>
  deriveAvatarMenu(viewer).map((item) => labels.avatarMenu[item.id]);

/** The staff top bar is complete once the tabs (derived from the permissions) are shown. */
async function topBarTabs(page: Page): Promise<string[]> {
  const tabs = page.getByRole('navigation', { name: labels.tabsLabel }).getByRole('link');
  await tabs.first().waitFor();
  return tabs.allTextContents();
}

/** Opens the quick-nav drawer and reads it as a person would: each section's title and links. */
async function readQuickNav(page: Page) {
  await page.getByRole('button', { name: labels.quickNav.open }).click();
  const drawer = page.getByRole('dialog', { name: labels.quickNav.title });
  await drawer.waitFor();
  const sections = drawer.locator('section');
  await sections.first().waitFor();
  const read = [];
  for (const section of await sections.all()) {
    read.push({
      // textContent, not innerText: the titles are upper-cased by CSS only.
      section: (await section.getByRole('heading').textContent())?.trim(),
      links: (await section.getByRole('link').allTextContents()).map((text) => text.trim()),
    });
  }
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  return read;
}

/** A landing page's cards as the table says they should read: title, and whether it is still coming. */
const expectedLandingCards = (root: NavigationEntry, viewer: Viewer) =>
  deriveLandingGroups(root, viewer)
    .flatMap((group) => group.entries)
    .map((entry) => ({ title: labels.links[entry.id], comingSoon: entry.screen === 'placeholder' }));

/** Reads a landing page's cards: each card's title link and whether it shows the "Coming soon" badge. */
async function readLandingCards(page: Page) {
  const cards = page.getByRole('main').getByRole('listitem');
  await cards.first().waitFor();
  const read = [];
  for (const card of await cards.all()) {
    read.push({
      title: (await card.getByRole('link').textContent())?.trim(),
      comingSoon: (await card.getByText(labels.placeholder.badge, { exact: true }).count()) > 0,
    });
  }
  return read;
}

async function readAvatarMenu(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: labels.avatarMenu.open }).click();
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitem').first().waitFor();
  return (await menu.getByRole('menuitem').allTextContents()).map((text) => text.trim());
}

describe('navigation by role, derived from the navigation table', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows Priya (Member) her teaching tabs and sections, and no School Setup', async () => {
    const viewer = demoViewers.priya;
    const { context, page } = await signedInContext(browser, demoPhones.priya);
    try {
      await page.getByText('Welcome, Priya').waitFor();
      expect(await topBarTabs(page)).toEqual(expectedTabs(viewer));
      await page.getByRole('button', { name: 'Report an issue' }).waitFor();

      const quickNav = await readQuickNav(page);
      expect(quickNav).toEqual(expectedQuickNav(viewer));
      const sections = quickNav.map((group) => group.section);
      // What a Member's permissions leave out, stated plainly as well as derived.
      expect(sections).not.toContain(labels.sections.school);
      expect(sections).not.toContain(labels.sections.management);
      expect(sections).toContain(labels.sections.communicate);

      const avatarMenu = await readAvatarMenu(page);
      expect(avatarMenu).toEqual(expectedAvatarMenu(viewer));
      expect(avatarMenu).not.toContain(labels.avatarMenu.schoolSetup);
      expect(avatarMenu).toContain(labels.avatarMenu.switchSchool);
      await page.keyboard.press('Escape');

      // Typing a School Setup address: the page says it is not for her role.
      const staffPage = navigationEntry('staff');
      expect(canOpen(staffPage, viewer)).toBe(false);
      await page.goto(staffPage.path);
      await page.getByRole('heading', { name: messages.notAvailableForRole }).waitFor();
      await page.getByRole('link', { name: labels.notAvailable.toDashboard }).click();
      await page.waitForURL('**/dashboard');
      await page.getByText('Welcome, Priya').waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows Farah (Admin) School Setup and the management menus, and switch school to her campuses', async () => {
    const viewer = demoViewers.farah;
    const { context, page } = await signedInContext(browser, demoPhones.farah);
    try {
      await page.getByText('Welcome, Farah').waitFor();
      expect(await topBarTabs(page)).toEqual(expectedTabs(viewer));

      const quickNav = await readQuickNav(page);
      expect(quickNav).toEqual(expectedQuickNav(viewer));
      expect(quickNav.map((group) => group.section)).toContain(labels.sections.school);
      // Only the platform admin lists organizations.
      expect(quickNav.flatMap((group) => group.links)).not.toContain(labels.links.organizations);

      const avatarMenu = await readAvatarMenu(page);
      expect(avatarMenu).toEqual(expectedAvatarMenu(viewer));
      expect(avatarMenu).toContain(labels.avatarMenu.schoolSetup);

      await page.getByRole('menuitem', { name: labels.avatarMenu.schoolSetup }).click();
      await page.waitForURL((url) => url.pathname === '/admin/school-setup');
      await page.getByRole('heading', { level: 1, name: labels.links.schoolSetupHome }).waitFor();
      // The landing page: a card per page she may open, "Coming soon" on those not built yet.
      expect(await readLandingCards(page)).toEqual(
        expectedLandingCards(navigationEntry('schoolSetupHome'), viewer),
      );
      await page.getByRole('link', { name: labels.links.accessTokens }).click();
      await page.waitForURL((url) => url.pathname === navigationEntry('accessTokens').path);
      await page.getByRole('heading', { level: 1, name: labels.links.accessTokens }).waitFor();

      expect(switchSchoolPath(viewer.permissions)).toBe('/campuses');
      await readAvatarMenu(page);
      await page.getByRole('menuitem', { name: labels.avatarMenu.switchSchool }).click();
      await page.waitForURL((url) => url.pathname === '/campuses');
      await page.getByRole('heading', { level: 1, name: labels.schools.campusesTitle }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('sends Sam (platform admin) from switch school to the organization list', async () => {
    const viewer = demoViewers.sam;
    const { context, page } = await signedInContext(browser, demoPhones.sam);
    try {
      await page.getByText('Welcome, Sam').waitFor();
      expect(await topBarTabs(page)).toEqual(expectedTabs(viewer));
      expect(await readAvatarMenu(page)).toEqual(expectedAvatarMenu(viewer));
      expect(switchSchoolPath(viewer.permissions)).toBe('/super_admin/organization');
      await page.getByRole('menuitem', { name: labels.avatarMenu.switchSchool }).click();
      await page.waitForURL((url) => url.pathname === '/super_admin/organization');
      await page.getByRole('heading', { level: 1, name: labels.schools.organizationsTitle }).waitFor();
      // The drawer lists it for him too.
      const quickNav = await readQuickNav(page);
      expect(quickNav).toEqual(expectedQuickNav(viewer));
    } finally {
      await context.close();
    }
  });

  it('gives Rahul (parent) the child switcher and no tabs, quick nav, report button or admin menu', async () => {
    const viewer = demoViewers.rahul;
    expect(deriveStaffTabs(viewer)).toEqual([]);
    expect(deriveQuickNav(viewer)).toEqual([]);
    expect(deriveAvatarMenu(viewer)).toEqual([]);
    const { context, page } = await signedInContext(browser, demoPhones.rahul, { viewport: 'phone' });
    try {
      await page.getByText('Welcome, Rahul').waitFor();
      await childSwitcher(page).waitFor();
      await expect(page.getByRole('navigation', { name: labels.tabsLabel }).count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: labels.quickNav.open }).count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: 'Report an issue' }).count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: labels.avatarMenu.open }).count()).resolves.toBe(0);
      // A staff address is not for a parent.
      expect(canOpen(navigationEntry('projectPlanning'), viewer)).toBe(false);
      await page.goto(navigationEntry('projectPlanning').path);
      await page.getByRole('heading', { name: messages.notAvailableForRole }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('renders a page for every area of the table that Farah may open', async () => {
    const viewer = demoViewers.farah;
    // One address per area (the table's feature), plus a section root and the account screens.
    const sample: NavigationEntry[] = [];
    for (const entry of navigationTable) {
      if (entry.path.includes(':') || entry.rootOf || !canOpen(entry, viewer)) continue;
      if (!sample.some((picked) => picked.feature === entry.feature)) sample.push(entry);
    }
    sample.push(navigationEntry('assessmentHome'), navigationEntry('accessTokens'));
    expect(sample.length).toBeGreaterThanOrEqual(10);

    const headingOf = (entry: NavigationEntry): string => {
      switch (entry.screen) {
        case 'dashboard':
          return 'Welcome, Farah';
        case 'campuses':
          return labels.schools.campusesTitle;
        case 'organizations':
          return labels.schools.organizationsTitle;
        case 'accountSettings':
          return 'Account settings';
        case 'accessTokens':
          return 'Access tokens';
        case 'schoolDetails':
          return 'School details';
        case 'schoolDivision':
          return 'Divisions';
        case 'classSetup':
          return 'Classes';
        case 'observation':
          return entry.id === 'reportCardObservation' ? 'Report card observations' : 'Observations';
        case 'announcements':
          return 'Announcements';
        case 'media':
          return 'Media';
        case 'announcementEditor':
          return entry.path.includes(':') ? 'Edit announcement' : 'New announcement';
        case 'attendance':
          return 'Attendance';
        case 'attendanceDashboard':
          return 'Attendance dashboard';
        case 'import':
          return entry.path.includes('/staff/') ? 'Import staff' : 'Import children and families';

        case 'students':
          return 'Children and families';

        case 'schoolModules':
          return enSchoolModules.schoolModules.title;
        case 'usage':
          return enUsage.usage.title;
        case 'reports':
          return enReports.reports.title;
        case 'schoolDashboard':
          return enSchoolDashboard.schoolDashboard.title;

        case 'staff':
          return 'Staff';
        case 'roles':
          return 'Roles and permissions';
        case 'homeworks':
          return 'Homework';
        case 'homeworkEditor':
          return entry.path.includes(':') ? 'Edit homework' : 'New homework';
        case 'medication':
          return 'Medication';
        case 'incidents':
          return 'Incidents';
        case 'chat':
          return 'Chat';
        case 'carelog':
          return 'Care log';
        case 'journal':
          return 'Journal';
        case 'stories':
          return enStories.stories.title;
        case 'storyEditor':
          return entry.path.includes(':')
            ? enStories.stories.editor.editTitle
            : enStories.stories.editor.createTitle;
        case 'storyTags':
          return enStories.stories.tagSets.title;
        case 'storyLibrary':
          return enStoryLibrary.storyLibrary.title;
        case 'storyInsights':
          return enStoryLibrary.storyLibrary.insights.title;
        case 'curriculum':
          return enCurriculum.curriculum.title;
        case 'globalUnitLibrary':
          return 'Global unit library';
        case 'organizationUnitLibrary':
          return 'Our unit library';
        case 'resourceLibrary':
          return 'Resource library';
        case 'resources':
          return 'Resources';
        case 'longTermPlanning':
          return 'Long-term planning';
        case 'midTermPlanning':
          return 'Mid-term planning';
        case 'planningInsights':
          return 'Planning insights';
        case 'daySchedule':
          return 'Day schedule';
        case 'dayCycle':
          return 'Day cycle';
        case 'projectPlanning':
          return 'Project planning';
        case 'weeklyPlanning':
          return 'Weekly planning';
        case 'reflections':
          return 'Reflections';
        case 'parentFeedback':
        case 'peerFeedback':
        case 'selfFeedback':
          // Each feedback screen is titled as its link ('Parent feedback', ...).
          return labels.links[entry.id];
        case 'portfolio':
          return 'Portfolio';
        case 'reportCard':
          return 'Report cards';
        case 'hpcStudentList':
          return enHpc.hpc.list.title;
        case 'hpcProgressSummary':
          return enHpc.hpc.progress.title;
        case 'hpcAllStudentSummary':
          return enHpc.hpc.matrix.title;
        case 'gradebook':
          return enGradebook.gradebook.title;
        case 'storyReader':
          // Only at a story's own address (never sampled): its heading is the story's title.
          throw new Error(`${entry.path} has no fixed heading`);
        case 'placeholder':
        case 'landing':
          return labels.links[entry.id];
      }
    };

    const { context, page } = await signedInContext(browser, demoPhones.farah);
    try {
      await page.getByText('Welcome, Farah').waitFor();
      for (const entry of sample) {
        await page.goto(linkTarget(entry));
        const heading = page.getByRole('heading', { level: 1 });
        await heading.waitFor({ timeout: 10_000 }).catch(async (error: unknown) => {
          const shown = (await page.locator('body').innerText()).slice(0, 400);
          throw new Error(`${entry.path}: no page heading. The screen showed:\n${shown}`, { cause: error });
        });
        expect({ path: entry.path, heading: (await heading.textContent())?.trim() }).toEqual({
          path: entry.path,
          heading: headingOf(entry),
        });
        // The top bar stays; nothing says the page is missing or forbidden.
        await page.getByRole('button', { name: labels.profileMenu.open }).waitFor();
        expect(await page.getByText(messages.notAvailableForRole).count()).toBe(0);
        expect(await page.getByText('Page not found').count()).toBe(0);
        expect((await page.locator('main').innerText()).trim().length).toBeGreaterThan(20);
      }
    } finally {
      await context.close();
    }
  });
});
