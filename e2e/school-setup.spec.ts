import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { startProductionInstall, type ProductionInstall } from './support/production-server.js';

/*
 * Issue 11's "done when": on a fresh production install (no demo school, codes texted through an
 * SMS gateway), a school goes from nothing to a teacher marking the register and a parent reading
 * it, entirely through the product.
 */

const adminPerson = { first: 'Lakshmi', last: 'Rao', phone: '9811100001' };

let install: ProductionInstall;
let browser: Browser;

/** A page of its own (own storage) on the production install, phone or desktop sized. */
async function pageOn(viewport: 'phone' | 'desktop' = 'desktop'): Promise<Page> {
  const size = viewport === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 800 };
  const context = await browser.newContext({ viewport: size, baseURL: install.baseUrl });
  return context.newPage();
}

/** Signs in on the login screen with the code the gateway received, as the person would read it. */
async function signIn(page: Page, phone: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Phone Number' }).click();
  await page.getByLabel('Phone number').fill(phone);
  const sent = install.sms.messages.length;
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect
    .poll(() => install.sms.messages.slice(sent).some((m) => m.to === `91${phone}`), { timeout: 15_000 })
    .toBe(true);
  await page.getByLabel('OTP').fill(install.sms.lastCodeFor(phone));
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
}

/** 30 children of Sunflowers, each with one parent, as an office would export them from a spreadsheet. */
function childrenCsv(): string {
  const header =
    'First Name,Last Name,Date of Birth,Class,Guardian1 First Name,Guardian1 Last Name,Guardian1 Phone,Guardian1 Relation';
  const rows = Array.from({ length: 30 }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return `Child${n},Acorn,2022-0${(i % 9) + 1}-1${i % 10},Sunflowers,Parent${n},Acorn,98222000${n},mother`;
  });
  return [header, ...rows].join('\n');
}
const firstParent = { phone: '9822200001', child: 'Child01 Acorn' };
const teacher = { first: 'Kavya', last: 'Menon', phone: '9811100002' };

describe('a new school on a production install', () => {
  let admin: Page;

  beforeAll(async () => {
    install = await startProductionInstall();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await install?.stop();
  });

  it('follows the printed setup link once, creates the school and signs its admin in', async () => {
    const link = await install.setupLink();
    // The admin carries on in this page: a second sign-in would wait out the 30 s between codes.
    admin = await pageOn('desktop');
    const page = admin;
    await page.goto(link);
    await page.getByLabel('Organization name').fill('Little Acorns Trust');
    await page.getByLabel('School name').fill('Little Acorns Pune');
    const timeZone = page.getByRole('combobox', { name: 'Time zone' });
    await timeZone.click();
    await timeZone.press('ControlOrMeta+a');
    await timeZone.pressSequentially('Kolkata');
    await page.getByRole('option', { name: 'Asia/Kolkata' }).click();
    await page.getByLabel('Admin first name').fill(adminPerson.first);
    await page.getByLabel('Admin last name').fill(adminPerson.last);
    await page.getByLabel('Admin phone number').fill(adminPerson.phone);
    await page.getByRole('button', { name: 'Create the school' }).click();
    await page.getByRole('heading', { name: 'Your school is ready' }).waitFor();

    // The link is dead afterwards, for anyone who opens it again.
    const again = await pageOn();
    await again.goto(link);
    await again.getByRole('heading', { name: 'This setup link has been used' }).waitFor();
    await again.context().close();

    await page.getByRole('link', { name: 'Sign in' }).click();
    await signIn(page, adminPerson.phone);
    await page.getByText('Little Acorns Pune').first().waitFor();
  });

  it('the admin creates a class, imports 30 children with their parents and adds their teacher', async () => {
    await admin.goto('/admin/school-setup/classes');
    await admin.getByRole('button', { name: 'New class' }).click();
    await admin.getByLabel('Class name').fill('Sunflowers');
    await admin.getByLabel('Age range').fill('3-4 years');
    await admin.getByRole('button', { name: 'Save class' }).click();
    await admin.getByText('Class saved').waitFor();

    await admin.goto('/admin/school-setup/students/import');
    await admin.locator('input[type="file"]').setInputFiles({
      name: 'sunflowers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(childrenCsv()),
    });
    await admin.getByText(/^30 to create/).waitFor();
    await admin.getByRole('button', { name: 'Import 30 rows' }).click();
    await admin.getByText(/^Imported: 30 created/).waitFor();

    await admin.goto('/admin/school-setup/staff');
    await admin.getByRole('button', { name: 'Invite staff' }).click();
    const drawer = admin.getByRole('dialog', { name: 'Invite a staff member' });
    await drawer.getByLabel('First name').fill(teacher.first);
    await drawer.getByLabel('Last name').fill(teacher.last);
    await drawer.getByLabel('Phone number').fill(teacher.phone);
    await drawer.getByLabel(/^Role/).first().click();
    await admin.getByRole('option', { name: 'Teacher' }).click();
    await drawer
      .getByLabel(/^Classes/)
      .first()
      .click();
    await admin.getByRole('option', { name: 'Sunflowers' }).click();
    // A multi-select stays open for more choices; close it as a person would.
    await admin.keyboard.press('Escape');
    await drawer.getByRole('button', { name: 'Add to staff' }).click();
    await admin.getByText(`${teacher.first} ${teacher.last} was added to the staff`).waitFor();
  });

  it('the teacher signs in, sees her 30 children and marks the register; a parent reads it', async () => {
    const page = await pageOn('phone');
    await signIn(page, teacher.phone);
    await page.goto('/housekeeping/attendance');
    await page.getByRole('listitem', { name: firstParent.child }).waitFor();
    expect(await page.getByRole('listitem', { name: /^Child\d\d Acorn$/ }).count()).toBe(30);
    await page.getByRole('button', { name: 'Mark all present', exact: true }).click();
    await page.getByRole('button', { name: 'Mark Complete', exact: true }).click();
    await page.getByText('Attendance marked complete!').waitFor();

    const parent = await pageOn('phone');
    await signIn(parent, firstParent.phone);
    await parent.getByRole('heading', { level: 2, name: firstParent.child }).waitFor();
    await parent.getByRole('region', { name: 'Attendance' }).getByText('Attendance: 100%').waitFor();
    await parent.context().close();

    // The school turns attendance off: the Admin tab no longer leads to the register, and the
    // server refuses the register itself (not only the menu).
    await admin.goto('/admin/school-setup/permissions/settings');
    await admin.getByRole('switch', { name: /^Attendance/ }).click();
    await expect
      .poll(() =>
        admin
          .getByRole('navigation', { name: 'Main sections' })
          .getByRole('link', { name: 'Admin', exact: true })
          .getAttribute('href'),
      )
      .not.toContain('/housekeeping/attendance');
    const status = await page.evaluate(async () => {
      const classes = await fetch('/api/staff_classes/', {
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
      }).then((r) => r.json() as Promise<{ result: { _id: string }[] }>);
      const response = await fetch(`/api/class_student_attendance/${classes.result[0]!._id}`, {
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return response.status;
    });
    expect(status).toBe(403);
    await page.context().close();
    await admin.context().close();
  });
});
