import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDaysToIsoDate, apiPath, apiPaths, type PortfolioPage } from '@cue/contracts';
import { schoolToday } from '../../lib/school-time.js';
import { addClassPhoto, setPhotoConsent } from '../../test/class-photos.js';
import { classesOf, demoLogins, studentsOf } from '../../test/demo.js';
import { jpeg } from '../../test/media-files.js';
import { multipartFile } from '../../test/multipart.js';
import { pdfImageCount, pdfText } from '../../test/pdf-text.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { zipEntries } from '../../test/zip-entries.js';

/** Leaving the school with the portfolio: the PDF and the zip of photos (issue 17, decision 050). */
describe('portfolio downloads: a PDF that prints a Hindi name, and a zip of exactly the photos one may see', () => {
  let t: TestApp;
  let nurseryA: string;
  let roster: Record<string, string>;
  /** A child with a name in Devanagari, with an observation and two photos (PNG and JPEG). */
  let hindiChild: string;
  const { staff, parent, forget } = demoLogins(() => t.app);

  const get = (url: string, token: string | null) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const post = async (url: string, token: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: unknown }>().result;
  };
  const today = () => schoolToday('Asia/Kolkata', t.clock.now());
  const staffDownload = (template: string, studentId: string) =>
    apiPath(template, { classId: nurseryA, studentId });
  const familyDownload = (template: string, studentId: string) => apiPath(template, { studentId });
  const observe = async (studentId: string, title: string) =>
    (
      (await post(apiPath(apiPaths.createAnecdotes, { classId: nurseryA }), await staff('priya'), {
        observation_entries: [
          {
            student_id: studentId,
            title,
            general_note: `${title}, noted`,
            date: addDaysToIsoDate(today(), -1),
          },
        ],
      })) as { observation_entries: { _id: string }[] }
    ).observation_entries[0]!._id;
  /** The original bytes' CRC-32 and size of each photo, as its signed link serves it. */
  const originals = async (studentId: string, ids: string[]) => {
    const read = await get(
      `${apiPath(apiPaths.portfolio, { classId: nurseryA, studentId })}?kind=photo`,
      await staff('priya'),
    );
    const items = read.json<{ result: PortfolioPage }>().result.items;
    return Promise.all(
      ids.map(async (id) => {
        const file = items.find((item) => item._id === id)!.media[0]!;
        const bytes = (await get(file.media_link, null)).rawPayload;
        return { crc32: crc32(bytes), size: bytes.length };
      }),
    );
  };

  beforeAll(async () => {
    t = await createTestApp();
    const priya = await staff('priya');
    nurseryA = (await classesOf(t.app, priya))['Nursery A']!._id;
    roster = await studentsOf(t.app, priya, nurseryA);
    hindiChild = (
      (await post(apiPaths.students, await staff('farah'), {
        first_name: 'आरव',
        last_name: 'मेहता',
        class_id: nurseryA,
        photo_consent: true,
      })) as { _id: string }
    )._id;
  });
  beforeEach(() => forget());
  afterAll(() => t.close());

  it("prints the child's Hindi name, each item and each photo; 401, 403, 404", async () => {
    const priya = await staff('priya');
    await observe(hindiChild, 'पहला खेल');
    await addClassPhoto(t, priya, nurseryA, [hindiChild]);
    // A JPEG too: its display size is embedded as stored, a PNG's (WebP) is made a JPEG.
    const file = multipartFile({ filename: 'p.jpg', contentType: 'image/jpeg', bytes: await jpeg(640, 480) });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: apiPaths.uploadImage,
      payload: file.payload,
      headers: { ...file.headers, ...bearer(priya) },
    });
    await post(apiPath(apiPaths.classMedia, { classId: nurseryA }), priya, {
      media_ids: [uploaded.json<{ result: { _id: string } }>().result._id],
      student_ids: [hindiChild],
      caption: 'Sand play',
    });

    const response = await get(staffDownload(apiPaths.portfolioPdf, hindiChild), priya);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    // A name in another script leaves no plain letters for the file name.
    expect(response.headers['content-disposition']).toBe('attachment; filename="portfolio-child.pdf"');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('आरव');
    expect(text).toContain('मेहता');
    // Each script run is a run of its own (a pre-base vowel sign would read in glyph order).
    expect(text).toContain('पहला');
    expect(text).toContain('खेल');
    expect(text).toContain('Sand play');
    expect(text).toContain('Sunbeam Nursery');
    expect(pdfImageCount(pdf)).toBe(2);

    expect((await get(staffDownload(apiPaths.portfolioPdf, hindiChild), null)).statusCode).toBe(401);
    expect(
      (await get(staffDownload(apiPaths.portfolioPdf, hindiChild), await staff('meera'))).statusCode,
    ).toBe(403);
    expect(
      (await get(staffDownload(apiPaths.portfolioPdf, hindiChild), await staff('anil'))).statusCode,
    ).toBe(404);
    expect(
      (await get(staffDownload(apiPaths.portfolioPhotos, hindiChild), await parent('rahul'))).statusCode,
    ).toBe(403);
  });

  it('gives the family only what was shared with it, of their own child, in the PDF and the zip', async () => {
    const priya = await staff('priya');
    const farah = await staff('farah');
    const rahul = await parent('rahul');
    const aarav = roster['Aarav Sharma']!;
    const diya = roster['Diya Menon']!;
    const sharePath = apiPath(apiPaths.portfolioShares, { classId: nurseryA, studentId: aarav });
    const shared = await observe(aarav, 'Shared with home');
    await observe(aarav, 'Kept at school');
    const ownPhoto = await addClassPhoto(t, priya, nurseryA, [aarav]);
    const withDiya = await addClassPhoto(t, priya, nurseryA, [aarav, diya]);
    const notShared = await addClassPhoto(t, priya, nurseryA, [aarav]);
    for (const [kind, id] of [
      ['observation', shared],
      ['photo', ownPhoto],
      ['photo', withDiya],
    ] as const) {
      await post(sharePath, priya, { kind, item_id: id, shared: true });
    }
    // Diya's family withdraws photo consent after the photo was shared.
    await setPhotoConsent(t, farah, diya, false);
    try {
      const pdf = await get(familyDownload(apiPaths.childPortfolioPdf, aarav), rahul);
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.headers['content-disposition']).toBe('attachment; filename="portfolio-aarav-sharma.pdf"');
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain('Aarav');
      expect(text).toContain('Shared with home');
      expect(text).not.toContain('Kept at school');
      expect(text).toContain('shared with the family');
      expect(pdfImageCount(pdf.rawPayload)).toBe(1);

      const zip = await get(familyDownload(apiPaths.childPortfolioPhotos, aarav), rahul);
      expect(zip.statusCode, zip.body).toBe(200);
      expect(zip.headers['content-type']).toBe('application/zip');
      expect(zip.headers['content-disposition']).toBe(
        'attachment; filename="portfolio-photos-aarav-sharma.zip"',
      );
      const entries = zipEntries(zip.rawPayload);
      const [own] = await originals(aarav, [ownPhoto]);
      expect(entries).toEqual([{ name: `${today()}-01.png`, ...own }]);

      // Staff download every photo of Aarav in their classes, Diya's one included.
      const staffZip = await get(staffDownload(apiPaths.portfolioPhotos, aarav), priya);
      const staffEntries = zipEntries(staffZip.rawPayload);
      const expected = await originals(aarav, [notShared, withDiya, ownPhoto]);
      expect(staffEntries.map(({ crc32: crc, size }) => ({ crc32: crc, size }))).toEqual(expected);
      expect(staffEntries.map((entry) => entry.name)).toEqual([
        `${today()}-01.png`,
        `${today()}-02.png`,
        `${today()}-03.png`,
      ]);
    } finally {
      await setPhotoConsent(t, farah, diya, true);
    }

    // Another family's child: 403 in the school.
    const kabir = roster['Kabir Iyer']!;
    expect((await get(familyDownload(apiPaths.childPortfolioPdf, kabir), rahul)).statusCode).toBe(403);
    expect((await get(familyDownload(apiPaths.childPortfolioPhotos, kabir), rahul)).statusCode).toBe(403);
    expect((await get(familyDownload(apiPaths.childPortfolioPhotos, aarav), null)).statusCode).toBe(401);
  });
});
