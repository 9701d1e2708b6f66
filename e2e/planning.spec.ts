import dayjs from 'dayjs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseClass, classSwitcher, selectInput, selectedClass } from './support/app.js';
import { launchBrowser } from './support/browser.js';
import { demoPhones, signedInContext } from './support/sessions.js';

/*
 * Issue 16's planning suite as a teacher lives it: Priya copies a global unit into Sunbeam's
 * library, plans it as Nursery A's project for next week, drags two of its activities into next
 * week's grid, marks one done, sees it counted in the planning insights and prints the week.
 * Farah then asks Cue for a unit and saves its card to the library. Farah's chat, with Playgroup
 * B picked, not Priya's: the chat journey (cue-chat.spec.ts) expects Priya's Nursery A
 * conversation to start empty, and the journeys share one server. Only this journey plans
 * Nursery A's next week, so the insights of that week count only what it did.
 */

const chat = (page: Page) => page.getByRole('dialog', { name: 'Chat with Cue' });

/** The global unit Priya copies (ages 3-4, NCF) and two of its activities with their competencies. */
const UNIT = 'Animal Friends';
const FIRST = 'Whose sound is this?'; // C-2.3, C-9.7
const SECOND = 'Animal walk'; // C-3.2, C-12.2

/**
 * Monday of next week as the planner counts it: from this device's today (the browser runs here
 * too), Nursery A meeting Monday to Friday.
 */
const nextMonday = dayjs()
  .subtract((dayjs().day() + 6) % 7, 'day')
  .add(7, 'day');
const NEXT_MONDAY = nextMonday.format('YYYY-MM-DD');
const NEXT_SUNDAY = nextMonday.add(6, 'day').format('YYYY-MM-DD');

/** Picks a class with the top bar's switcher on screens that do not say 'Class: <name>'. */
async function switchTo(page: Page, className: string): Promise<void> {
  await classSwitcher(page).waitFor();
  if ((await selectedClass(page)) !== className) {
    await classSwitcher(page).click();
    await page.getByRole('menuitem', { name: className }).click();
  }
  await page.getByRole('button', { name: `Switch class: ${className}` }).waitFor();
}

/** The weekly planner on next week, for the class the switcher holds. */
async function openNextWeek(page: Page): Promise<Locator> {
  await page.goto('/planning/weekly-planning');
  await chooseClass(page, 'Nursery A');
  const week = page.getByRole('navigation', { name: 'Choose the week' });
  const shown = await week.locator('[aria-live="polite"]').textContent();
  await week.getByRole('button', { name: 'Next week' }).click();
  await expect.poll(() => week.locator('[aria-live="polite"]').textContent()).not.toBe(shown);
  const grid = page.getByRole('region', { name: "The week's plan: days and blocks" });
  await grid.waitFor();
  return grid;
}

/** Drags with the mouse as a person does: press, a few steps past dnd-kit's 6 px, release. */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  await to.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  const start = { x: a.x + a.width / 2, y: a.y + a.height / 2 };
  const end = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 10, start.y + 10, { steps: 3 });
  await page.mouse.move(end.x, end.y, { steps: 12 });
  await page.mouse.move(end.x + 1, end.y + 1, { steps: 2 });
  await page.mouse.up();
}

describe('planning', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('Priya copies a global unit, plans it for next week, drags two activities in, marks one done, sees it in the insights and prints the week', async () => {
    const { context, page } = await signedInContext(browser, demoPhones.priya);
    // A planning screen at a desk: tall enough for the palette and the grid side by side.
    await page.setViewportSize({ width: 1280, height: 1400 });
    // A probe, not a stub: remembers what the page hands to URL.createObjectURL (the printed week).
    await page.addInitScript(() => {
      const made: Blob[] = [];
      (window as unknown as { madeObjects: Blob[] }).madeObjects = made;
      const create = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (object: Blob | MediaSource) => {
        if (object instanceof Blob) made.push(object);
        return create(object);
      };
    });
    try {
      // 1. The global library: the unit copied into Sunbeam's library opens in the editor; saved.
      await page.goto('/planning/unit-library/global');
      await page.getByRole('heading', { level: 1, name: 'Global unit library' }).waitFor();
      await page.getByRole('searchbox', { name: 'Search' }).fill('animal');
      await page.getByRole('article', { name: UNIT }).getByRole('button', { name: UNIT }).click();
      const about = page.getByRole('dialog', { name: 'About this unit' });
      await about.getByRole('heading', { level: 2, name: UNIT }).waitFor();
      await about.getByRole('button', { name: 'Copy to my library' }).click();
      await page.waitForURL('**/planning/unit-library/organization?edit=*');
      const editor = page.getByRole('dialog', { name: 'Edit unit' });
      expect(await editor.getByRole('textbox', { name: 'Title' }).first().inputValue()).toBe(UNIT);
      await editor.getByRole('button', { name: 'Save unit' }).click();
      const copy = page.getByRole('dialog', { name: 'About this unit' });
      await copy.getByText(`Copied from ${UNIT}`).waitFor();
      await page.getByRole('article', { name: UNIT }).waitFor();

      // The copy becomes Nursery A's project for next week.
      await page.goto('/planning/project-planning');
      await switchTo(page, 'Nursery A');
      await page.getByText("Nursery A's projects").waitFor();
      await page.getByRole('button', { name: 'New project' }).click();
      const form = page.getByRole('dialog', { name: 'New project' });
      await form.getByText('Our library', { exact: true }).click();
      await selectInput(page, 'Unit').click();
      await page.getByRole('option', { name: UNIT }).click();
      expect(await form.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(UNIT);
      await form.getByLabel('First day').fill(NEXT_MONDAY);
      await form.getByLabel('Last day').fill(NEXT_SUNDAY);
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      await form.waitFor({ state: 'detached' });
      await page
        .getByRole('region', { name: 'Upcoming' })
        .getByRole('listitem', { name: UNIT })
        .getByText(`Unit: ${UNIT}`)
        .waitFor();

      // 2. Next week: two of the unit's activities dragged from the palette into two cells.
      let grid = await openNextWeek(page);
      const palette = page.getByRole('region', { name: "Activities of this week's units" });
      await palette.getByText(UNIT, { exact: true }).waitFor();
      const monCircle = grid.getByRole('group', { name: /, Good-morning circle$/ }).first();
      const tueFocused = grid.getByRole('group', { name: /, Focused activity$/ }).nth(1);
      await drag(page, palette.getByRole('button', { name: `Drag ${FIRST} into the week` }), monCircle);
      await monCircle.getByRole('article', { name: FIRST }).waitFor();
      await drag(page, palette.getByRole('button', { name: `Drag ${SECOND} into the week` }), tueFocused);
      await tueFocused.getByRole('article', { name: SECOND }).waitFor();
      // Saved, not only shown: both are there after a reload (no pending copy left).
      await page.waitForLoadState('networkidle');
      await page.reload();
      grid = await openNextWeek(page);
      await monCircle.getByRole('article', { name: FIRST }).waitFor();
      await tueFocused.getByRole('article', { name: SECOND }).waitFor();
      expect(await grid.getByRole('article').count()).toBe(2);

      // 3. The first one done, with a short evaluation; still done after a reload.
      await monCircle.getByRole('button', { name: `Open ${FIRST}` }).click();
      const panel = page.getByRole('dialog', { name: FIRST });
      await panel
        .getByRole('textbox', { name: 'Evaluation' })
        .fill('Everyone guessed the cow; the owl was hard.');
      await panel.getByRole('button', { name: 'Done', exact: true }).click();
      await panel.waitFor({ state: 'detached' });
      await monCircle.getByRole('article', { name: FIRST }).getByText('Done', { exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.reload();
      await openNextWeek(page);
      const done = monCircle.getByRole('article', { name: FIRST });
      await done.getByText('Done', { exact: true }).waitFor();
      await tueFocused.getByRole('article', { name: SECOND }).getByText('Planned', { exact: true }).waitFor();
      await done.getByRole('button', { name: `Open ${FIRST}` }).click();
      expect(
        await page
          .getByRole('dialog', { name: FIRST })
          .getByRole('textbox', { name: 'Evaluation' })
          .inputValue(),
      ).toBe('Everyone guessed the cow; the owl was hard.');
      await page.keyboard.press('Escape');

      // 5. The week prints: "Print (PDF)" fetches the PDF and opens it in a new tab.
      const pdf = page.waitForResponse((r) => /\/api\/week_plan\/[^/]+\/[^/]+\/pdf$/.test(r.url()));
      const tab = context.waitForEvent('page');
      await page.getByRole('button', { name: 'Print (PDF)' }).click();
      const response = await pdf;
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
      const opened = await tab;
      // The file the new tab was given: the last object URL the planner made (kept by the probe).
      const file = await page.evaluate(async () => {
        const blob = (window as unknown as { madeObjects: Blob[] }).madeObjects.at(-1)!;
        const head = new TextDecoder('latin1').decode(await blob.slice(0, 5).arrayBuffer());
        return { type: blob.type, size: blob.size, head };
      });
      expect(file.type).toBe('application/pdf');
      expect(file.head).toBe('%PDF-');
      expect(file.size).toBeGreaterThan(1000);
      await opened.close();

      // 4. The insights of next week: one activity done, and its competency taught once.
      await page.goto('/planning/planning-insights');
      await switchTo(page, 'Nursery A');
      await page.getByText('Class: Nursery A — what was planned, taught and observed').waitFor();
      // The end first: the period stays a valid one (the start never after the end) while typed.
      await page.getByLabel('To', { exact: true }).fill(NEXT_SUNDAY);
      await page.getByLabel('From', { exact: true }).fill(NEXT_MONDAY);
      const total = (label: string) => page.locator(`div:has(> dt:text-is("${label}")) > dd`);
      await expect
        .poll(
          () =>
            total('Activities planned')
              .textContent({ timeout: 5_000 })
              .catch(() => null),
          {
            timeout: 20_000,
          },
        )
        .toBe('2')
        .catch(async (error: Error) => {
          throw new Error(`${error.message}\nThe screen reads:\n${await page.getByRole('main').innerText()}`);
        });
      expect(await total('Done').textContent()).toBe('1');
      const competencies = page.getByRole('region', { name: 'Competencies' });
      const row = (code: string) =>
        competencies.getByRole('row').filter({ has: page.getByText(code, { exact: true }) });
      // Planned, Taught, Observed: the cells after the competency's own.
      const counts = async (code: string) =>
        (await row(code).getByRole('cell').allTextContents()).slice(1, 3);
      expect(await counts('C-2.3')).toEqual(['1', '1']);
      expect(await counts('C-3.2')).toEqual(['1', '0']);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('Farah asks Cue for a two-week unit on water for Playgroup B, saves its card, and finds it in the library', async () => {
    const { context, page } = await signedInContext(browser, demoPhones.farah);
    try {
      await page.getByText('Welcome, Farah').waitFor();
      await page.getByRole('button', { name: 'Open Chat with Cue' }).click();
      const classPicker = chat(page)
        .getByRole('combobox', { name: 'Class' })
        .or(chat(page).getByRole('textbox', { name: 'Class', exact: true }))
        .first();
      await classPicker.click();
      await page.getByRole('option', { name: 'Playgroup B' }).click();
      const ask = 'make a two-week unit on water for Playgroup B';
      const input = chat(page).getByRole('textbox', { name: 'Message to Cue' });
      await input.fill(ask);
      await input.press('Enter');
      // Cue's whole answer, and the stored conversation in place of the streamed one (the
      // question shown once), before the card is saved: as a teacher reads it first.
      await page
        .locator('[role="dialog"] article[aria-label="Cue"]:not([aria-busy="true"])')
        .last()
        .waitFor();
      const asked = chat(page).getByRole('article', { name: 'You' }).filter({ hasText: ask });
      await expect.poll(() => asked.count()).toBe(1);

      const card = chat(page).getByRole('region', { name: 'Unit', exact: true }).last();
      const save = card.getByRole('button', { name: 'Save to library' });
      await save.waitFor({ timeout: 20_000 });
      await card.getByText(/^10 school days · ages /).waitFor();
      const title = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
      expect(title).not.toBe('');
      await save.click();
      await card
        .getByText('Units Created: saved to your organization’s library.')
        .waitFor({ timeout: 15_000 })
        .catch(async (error: Error) => {
          throw new Error(`${error.message}\nThe card reads:\n${await card.innerText()}`);
        });
      await card.getByText('Saved', { exact: true }).waitFor();

      await card.getByRole('link', { name: 'Open the organization library' }).click();
      await page.waitForURL('**/planning/unit-library/organization');
      await page.getByRole('heading', { level: 1, name: 'Our unit library' }).waitFor();
      await page.getByRole('article', { name: title }).getByText('2 weeks').waitFor();
    } finally {
      await context.close();
    }
  }, 60_000);
});
