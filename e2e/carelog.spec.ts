import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classSwitcher, selectedClass } from './support/app.js';
import { launchBrowser } from './support/browser.js';
import { demoPhones, signedInContext } from './support/sessions.js';

/** The demo school's time now in minutes since midnight (Asia/Kolkata is UTC+05:30 all year). */
function schoolMinutesNow(): number {
  const kolkata = new Date(Date.now() + 330 * 60_000);
  return kolkata.getUTCHours() * 60 + kolkata.getUTCMinutes();
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Selects Nursery A with the top bar's switcher (another journey may have left another class chosen). */
async function chooseNurseryA(page: Page): Promise<void> {
  await classSwitcher(page).waitFor();
  if ((await selectedClass(page)) !== 'Nursery A') {
    await classSwitcher(page).click();
    await page.getByRole('menuitem', { name: 'Nursery A' }).click();
  }
  await page.getByText('Meals, naps and nappies of Nursery A', { exact: true }).waitFor();
}

/** The card of one child on the staff care log board. */
const childCard = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('care log', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('Priya logs lunch for the whole room with one exception and a nap for Aarav; Rahul sees them live', async () => {
    // A nap that is over: the server refuses times later than the school's now.
    const now = schoolMinutesNow();
    const napStart = hhmm(Math.max(0, now - 60));
    const napEnd = hhmm(Math.max(1, now - 20));

    // Rahul's dashboard is open first: the entries must arrive without a reload.
    const parent = await signedInContext(browser, demoPhones.rahul, { viewport: 'phone' });
    const teacher = await signedInContext(browser, demoPhones.priya, { viewport: 'phone', touch: true });
    try {
      await parent.page.getByRole('heading', { level: 2, name: 'Aarav Sharma' }).waitFor();
      const care = parent.page.getByRole('region', { name: 'Care today' });
      await care.waitFor();

      const page = teacher.page;
      await page.goto('/communication/carelog');
      await page.getByRole('heading', { level: 1, name: 'Care log' }).waitFor();
      await chooseNurseryA(page);
      await childCard(page, 'Aarav Sharma').waitFor();

      // 1. Lunch for the whole room: meal, lunch, "All" and the school's time now are the defaults.
      await page.getByRole('button', { name: 'Whole room' }).click();
      const group = page.getByRole('dialog', { name: 'Meal for the whole room' });
      await group.waitFor();
      // Another journey may have marked someone away: Aarav and Diya are in the room today.
      await group.getByRole('checkbox', { name: 'Aarav Sharma' }).check();
      await group.getByRole('checkbox', { name: 'Diya Menon' }).check();
      await group.getByRole('button', { name: /^Save for \d+ children$/ }).click();
      await page.getByText(/^Saved for \d+ children/).waitFor();
      await group.waitFor({ state: 'hidden' });

      // 2. The exception: Diya ate only some. Her lunch chip opens the entry to adjust.
      const diya = childCard(page, 'Diya Menon');
      await diya.getByRole('button', { name: /^Change \d\d:\d\d Lunch: ate all$/ }).click();
      const adjust = page.getByRole('dialog', { name: 'Change Meal of Diya Menon' });
      await adjust.getByText('Some', { exact: true }).click();
      await adjust.getByRole('button', { name: 'Save', exact: true }).click();
      await adjust.waitFor({ state: 'hidden' });
      await diya.getByRole('button', { name: /^Change \d\d:\d\d Lunch: ate some$/ }).waitFor();

      // 3. Aarav's nap, from his own card.
      const aarav = childCard(page, 'Aarav Sharma');
      await aarav.getByRole('button', { name: 'Add Nap for Aarav Sharma' }).click();
      const nap = page.getByRole('dialog', { name: 'Nap for Aarav Sharma' });
      await nap.getByLabel(/^Fell asleep/).fill(napStart);
      await nap.getByLabel(/^Woke up/).fill(napEnd);
      await nap.getByRole('button', { name: 'Save', exact: true }).click();
      await nap.waitFor({ state: 'hidden' });
      await aarav.getByRole('button', { name: `Change Nap ${napStart}–${napEnd}` }).waitFor();

      // Rahul: Aarav's lunch (all of it) and nap arrive on the open dashboard; Diya's does not.
      await care.getByText(`Nap ${napStart}–${napEnd}`).waitFor({ timeout: 15_000 });
      await care.getByText('Lunch: ate all').first().waitFor({ timeout: 15_000 });
      expect(await care.getByText('Lunch: ate some').count()).toBe(0);
      expect(await care.getByText('By Priya Nair').count()).toBeGreaterThanOrEqual(2);
    } finally {
      await parent.context.close();
      await teacher.context.close();
    }
  });
});
