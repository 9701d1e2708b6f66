import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classSwitcher, openProfileMenu, selectedClass } from './support/app.js';
import { baseUrl, launchBrowser } from './support/browser.js';
import { bearerOf, demoPhones, loginOnce, signedInContext } from './support/sessions.js';

/*
 * Issue 13's journeys on a phone: a teacher fills the class library and shares a photo with
 * families; consent withheld keeps a child's photo from other families; a parent changes and
 * removes their child's profile picture.
 */

/** A small camera-like JPEG (colour and grain, not a flat square) written to `dir`. */
async function photo(dir: string, name: string, colour: { r: number; g: number; b: number }) {
  const path = join(dir, name);
  // Grain over a colour, as a camera's picture has; a flat square would compress to nothing.
  await sharp({
    create: {
      width: 640,
      height: 480,
      channels: 3,
      // The noise replaces the background; the types ask for one all the same.
      background: colour,
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .tint(colour)
    .jpeg({ quality: 85 })
    .toFile(path);
  return path;
}

/** Opens /communication/media for the class (the top bar's switcher chooses it). */
async function openLibrary(page: Page, className: string): Promise<void> {
  await page.goto('/communication/media');
  await page.getByRole('heading', { level: 1, name: 'Media' }).waitFor();
  await classSwitcher(page).waitFor();
  if ((await selectedClass(page)) !== className) {
    await classSwitcher(page).click();
    await page.getByRole('menuitem', { name: className }).click();
  }
  await page.getByText(`Photos and videos of ${className}`, { exact: true }).waitFor();
}

/** Upload → choose files → (tag) → Start upload; waits for the library to take them. */
async function upload(page: Page, files: string[], tag?: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await (await chooser).setFiles(files);
  const dialog = page.getByRole('dialog', { name: 'Upload photos and videos' });
  await dialog.getByText(files.length === 1 ? '1 file chosen' : `${files.length} files chosen`).waitFor();
  if (tag) await pickChild(page, dialog, 'Tag children (optional)', tag);
  await dialog.getByRole('button', { name: 'Start upload' }).click();
  // Progress in the floating task panel, which opens by itself: each file's row, ending Done.
  const uploads = page.getByRole('region', { name: 'Tasks' }).getByRole('group', { name: 'Uploads' });
  for (const file of files) {
    const name = basename(file);
    const row = uploads.getByRole('article', { name });
    await row.getByRole('progressbar', { name: new RegExp(`^${name}: \\d+% uploaded`) }).waitFor();
    await row.getByText('Done', { exact: true }).waitFor({ timeout: 20_000 });
  }
  // On a phone the panel covers the grid: the teacher hides it once the files are up.
  await page.getByRole('button', { name: 'Hide Tasks' }).click();
}

/** A Mantine Select or MultiSelect input by its label: a combobox or a textbox, by version. */
const selectIn = (scope: Locator, label: string) =>
  scope
    .getByRole('combobox', { name: label })
    .or(scope.getByRole('textbox', { name: label }))
    .first();

/** Chooses a child in a tag picker (a searchable multi-select). */
async function pickChild(page: Page, scope: Locator, label: string, name: string): Promise<Locator> {
  const input = selectIn(scope, label);
  await input.click();
  await input.fill(name.split(' ')[0]!);
  const option = page.getByRole('option', { name: new RegExp(`^${name}`) });
  await option.click();
  await page.keyboard.press('Escape');
  return option;
}

/** The viewer of one tile: sets its caption (and tags a child), Save. */
async function describePhoto(page: Page, tile: Locator, caption: string, child?: string) {
  await tile.click();
  const viewer = page.getByRole('dialog').filter({ has: page.getByRole('textbox', { name: 'Caption' }) });
  await viewer.waitFor();
  await viewer.getByRole('textbox', { name: 'Caption' }).fill(caption);
  if (child) await pickChild(page, viewer, 'Tagged children', child);
  await viewer.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Saved', { exact: true }).waitFor();
  return viewer;
}

/** Attach to announcement → title, message → Send. */
async function sendWithPhotos(page: Page, title: string): Promise<Locator> {
  const form = page.getByRole('dialog', { name: 'Announcement with photos' });
  await form.waitFor();
  await form.getByRole('textbox', { name: /^Title/ }).fill(title);
  await form.getByRole('textbox', { name: 'Message' }).fill(`Photos from ${title}.`);
  await form.getByRole('button', { name: 'Send', exact: true }).click();
  return form;
}

/** The announcement on a parent's dashboard, after a reload (no realtime assumption here). */
async function parentAnnouncement(page: Page, title: string): Promise<Locator> {
  await page.goto('/dashboard');
  const panel = page.getByRole('region', { name: 'Announcements' });
  const card = panel.getByRole('article', { name: title });
  await card.waitFor({ timeout: 15_000 });
  // Thumbnails load lazily: he scrolls to the announcement, which may sit below the fold when
  // other panels (a progress card, a feedback form) come first.
  await card.scrollIntoViewIfNeeded();
  return card;
}

/** Whether an <img> really shows a picture (its signed link answered with an image). */
const loaded = (image: Locator) =>
  image.evaluate(
    (node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth > 0,
  );

async function api(path: string, phone: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...bearerOf(await loginOnce(phone)) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { result: unknown }).result;
}

/** Farah (the office) gives or withholds a child's photo consent. */
async function setConsent(className: string, child: string, consent: boolean): Promise<void> {
  const classes = (await api('/api/staff_classes/', demoPhones.farah)) as {
    _id: string;
    class_name: string;
  }[];
  const classId = classes.find((c) => c.class_name === className)!._id;
  const roster = (await api(`/api/student/${classId}`, demoPhones.farah)) as {
    _id: string;
    first_name: string;
    last_name: string;
  }[];
  const childId = roster.find((c) => `${c.first_name} ${c.last_name}` === child)!._id;
  await api(`/api/child_photo_consent/${childId}`, demoPhones.farah, { photo_consent: consent });
}

describe('class photos, consent and profile pictures', () => {
  let browser: Browser;
  let dir: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    dir = await mkdtemp(join(tmpdir(), 'cue-e2e-photos-'));
  });
  afterAll(async () => {
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('Priya uploads three photos, tags Aarav, makes an album and sends one to families; Rahul sees it', async () => {
    const stamp = Date.now();
    const files = [
      await photo(dir, 'sand-tray.jpg', { r: 220, g: 190, b: 120 }),
      await photo(dir, 'snack-time.jpg', { r: 120, g: 180, b: 90 }),
      await photo(dir, 'story-corner.jpg', { r: 90, g: 120, b: 200 }),
    ];
    const caption = `Aarav at the sand tray ${stamp}`;
    const album = `Sand play ${stamp}`;
    const title = `Our week ${stamp}`;
    const teacher = await signedInContext(browser, demoPhones.priya, { viewport: 'phone' });
    const parent = await signedInContext(browser, demoPhones.rahul, { viewport: 'phone' });
    try {
      const page = teacher.page;
      await openLibrary(page, 'Nursery A');
      const before = await page.getByRole('button', { name: /^Photo, / }).count();
      await upload(page, files);

      await page.getByText('3 files added to the class').waitFor();
      await expect.poll(() => page.getByRole('button', { name: /^Photo, / }).count()).toBe(before + 3);

      // The newest photo gets a caption and Aarav's tag in the viewer.
      const viewer = await describePhoto(
        page,
        page.getByRole('button', { name: /^Photo, / }).first(),
        caption,
        'Aarav Sharma',
      );
      await viewer.getByRole('button', { name: 'Close', exact: true }).click();
      const tile = page.getByRole('button', { name: caption });
      await tile.waitFor();
      expect(await loaded(tile.locator('img'))).toBe(true);

      // An album with that photo.
      await page.getByText('Albums', { exact: true }).click();
      await page.getByRole('button', { name: 'New album' }).click();
      const create = page.getByRole('dialog', { name: 'New album' });
      await create.getByRole('textbox', { name: 'Album name' }).fill(album);
      await create.getByRole('button', { name: 'New album' }).click();
      await page.getByText('Album created').waitFor();
      await page.getByText('Photos', { exact: true }).click();
      await page.getByRole('button', { name: 'Select', exact: true }).click();
      await page.getByRole('button', { name: caption }).click();
      const toolbar = page.getByRole('toolbar', { name: 'Selected items' });
      await toolbar.getByText('1 selected').waitFor();
      await toolbar.getByRole('button', { name: 'Add to album' }).click();
      const addTo = page.getByRole('dialog', { name: 'Add to album' });
      await selectIn(addTo, 'Album').click();
      await page.getByRole('option', { name: album }).click();
      await addTo.getByRole('button', { name: 'Add to album' }).click();
      await page.getByText('Added to the album').waitFor();
      await page.getByText('Albums', { exact: true }).click();
      const albumCard = page.getByRole('button', { name: new RegExp(`${album}.*1 item`) });
      await albumCard.click();
      // The album open: the grid shows its one photo.
      await page.getByRole('button', { name: caption }).waitFor();
      await expect.poll(() => page.getByRole('button', { name: /^Photo, / }).count()).toBe(0);

      // Attach to announcement from the viewer.
      await page.getByRole('button', { name: caption }).click();
      await page.getByRole('button', { name: 'Attach to announcement' }).click();
      await sendWithPhotos(page, title);
      await page.getByText('Sent!', { exact: true }).waitFor();

      // Rahul, Aarav's father: the announcement on his dashboard carries the photo, and it loads.
      const card = await parentAnnouncement(parent.page, title);
      const attachment = card.getByRole('group', { name: 'Attachments' }).getByRole('button');
      await expect.poll(() => attachment.count()).toBe(1);
      await expect.poll(() => loaded(attachment.locator('img'))).toBe(true);
      await attachment.click();
      const large = parent.page.getByRole('dialog').locator('img');
      await expect.poll(() => loaded(large)).toBe(true);
    } finally {
      await teacher.context.close();
      await parent.context.close();
    }
  });

  it('a photo of Diya leaves other families once her consent is withheld; staff see the marker', async () => {
    const stamp = Date.now();
    const file = await photo(dir, 'painting.jpg', { r: 200, g: 80, b: 80 });
    const caption = `Diya's painting ${stamp}`;
    const title = `Painting day ${stamp}`;
    const teacher = await signedInContext(browser, demoPhones.priya, { viewport: 'phone' });
    const otherFamily = await signedInContext(browser, demoPhones.meera, { viewport: 'phone' });
    try {
      // Meera teaches Playgroup B and is Kabir's mother: she looks as a parent.
      await otherFamily.page.getByText('Welcome, Meera').waitFor();
      await openProfileMenu(otherFamily.page);
      await otherFamily.page.getByRole('menuitem', { name: 'Switch to parent' }).click();
      await otherFamily.page.getByRole('heading', { level: 2, name: 'Kabir Iyer' }).waitFor();
      const page = teacher.page;
      await openLibrary(page, 'Nursery A');
      await upload(page, [file], 'Diya Menon');
      await page.getByText('1 file added to the class').waitFor();
      const viewer = await describePhoto(
        page,
        page.getByRole('button', { name: /^Photo, / }).first(),
        caption,
      );
      // The viewer shows who the photo is of: Diya, tagged at upload.
      expect(await viewer.getByText('Diya Menon', { exact: true }).count()).toBeGreaterThan(0);
      await viewer.getByRole('button', { name: 'Attach to announcement' }).click();
      await sendWithPhotos(page, title);
      await page.getByText('Sent!', { exact: true }).waitFor();

      // While Diya's family shares photos, Meera (Kabir's mother, same class) sees it.
      const shared = await parentAnnouncement(otherFamily.page, title);
      await expect.poll(() => shared.getByRole('group', { name: 'Attachments' }).count()).toBe(1);

      await setConsent('Nursery A', 'Diya Menon', false);

      // Meera: the announcement stays, the photo of Diya is gone from it.
      const after = await parentAnnouncement(otherFamily.page, title);
      await after.getByText(`Photos from ${title}.`).waitFor();
      expect(await after.getByRole('group', { name: 'Attachments' }).count()).toBe(0);
      expect(await after.locator('img').count()).toBe(0);

      // Priya: the red marker on the photo, and in the tag picker next to Diya.
      await page.reload();
      await page.getByText(`Photos and videos of Nursery A`, { exact: true }).waitFor();
      const tile = page.getByRole('button', { name: caption });
      await tile.getByText('No photo consent', { exact: true }).waitFor();
      await tile.click();
      const open = page.getByRole('dialog').filter({ has: page.getByRole('textbox', { name: 'Caption' }) });
      await open.getByText(/^No photo consent: Diya Menon\./).waitFor();
      // Sharing it again is refused, naming Diya.
      await open.getByRole('button', { name: 'Attach to announcement' }).click();
      const form = await sendWithPhotos(page, `${title} again`);
      await form.getByText('1 item shows a child without photo consent and cannot be shared.').waitFor();
      await form
        .getByRole('alert')
        .getByText(/Diya Menon/)
        .waitFor();
    } finally {
      await setConsent('Nursery A', 'Diya Menon', true);
      await teacher.context.close();
      await otherFamily.context.close();
    }
  });

  it("Rahul changes Aarav's profile picture in My Profile and removes it again", async () => {
    const file = await photo(dir, 'aarav.jpg', { r: 240, g: 200, b: 170 });
    const { context, page } = await signedInContext(browser, demoPhones.rahul, { viewport: 'phone' });
    try {
      await page.getByRole('heading', { level: 2, name: 'Aarav Sharma' }).waitFor();
      await openProfileMenu(page);
      await page.getByRole('menuitem', { name: 'My Profile' }).click();
      const modal = page.getByRole('dialog', { name: 'My Profile' });
      const aarav = modal.getByRole('listitem', { name: 'Aarav Sharma' });
      await aarav.waitFor();
      await aarav.getByText('AS', { exact: true }).waitFor();

      const chooser = page.waitForEvent('filechooser');
      await aarav.getByRole('button', { name: 'Upload a picture of Aarav Sharma' }).click();
      await (await chooser).setFiles(file);
      await page.getByText('Profile Picture Updated').waitFor();
      await aarav.getByRole('button', { name: 'Change the picture of Aarav Sharma' }).waitFor();
      await expect.poll(() => aarav.locator('img').count()).toBe(1);
      await expect.poll(() => loaded(aarav.locator('img'))).toBe(true);

      await aarav.getByRole('button', { name: 'Remove the picture of Aarav Sharma' }).click();
      const confirm = page.getByRole('dialog', { name: 'Remove profile picture' });
      await confirm.getByText('Are you sure you want to remove profile picture?').waitFor();
      await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
      await confirm.waitFor({ state: 'hidden' });
      await aarav.getByRole('button', { name: 'Upload a picture of Aarav Sharma' }).waitFor();
      await expect.poll(() => aarav.locator('img').count()).toBe(0);
      await aarav.getByText('AS', { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });
});
