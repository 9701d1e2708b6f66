import type { Page } from 'playwright-core';

/** A Mantine Select's input, by its label: a combobox or a textbox, by version. */
export const selectInput = (page: Page, name: string) =>
  page.getByRole('combobox', { name }).or(page.getByRole('textbox', { name })).first();

/** The parent's child switcher. */
export const childSwitcher = (page: Page) => selectInput(page, 'Switch child');

/** The staff class switcher: its accessible name carries the full name of the current class. */
export const classSwitcher = (page: Page) => page.getByRole('button', { name: /^Switch class: / });

/** Selects a class with the top bar's switcher (if it is not selected yet) and waits for the screen to show it. */
export async function chooseClass(page: Page, className: string): Promise<void> {
  await classSwitcher(page).waitFor();
  if ((await selectedClass(page)) !== className) {
    await classSwitcher(page).click();
    await page.getByRole('menuitem', { name: className }).click();
  }
  await page.getByText(`Class: ${className}`, { exact: true }).waitFor();
}

/** The class the switcher has selected, read from its accessible name ('Switch class: <name>'). */
export async function selectedClass(page: Page): Promise<string> {
  // The accessibility tree's view of the button: - button "Switch class: Nursery A"
  const snapshot = await classSwitcher(page).ariaSnapshot();
  return /"Switch class: (.*)"/.exec(snapshot)?.[1] ?? '';
}

/** Opens the profile menu (My Profile, Settings, Switch to..., Logout). */
export async function openProfileMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open the profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).waitFor();
}

/** Whether the page is wider than its viewport (a horizontal scroll on a phone). */
export const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
