import { expect } from 'vitest';
import sharp from 'sharp';
import { apiPath, apiPaths, type ClassMediaItem } from '@cue/contracts';
import { multipartFile } from './multipart.js';
import { bearer } from './sign-in.js';
import type { TestApp } from './test-app.js';

/**
 * A fresh photo in a class's library, tagged with `children`, made through the API as a teacher
 * would (upload, then add to the class): its class-media id. Journal and daily report tests share
 * it to check what families may see.
 */
export async function addClassPhoto(
  t: TestApp,
  staffToken: string,
  classId: string,
  children: string[],
): Promise<string> {
  const bytes = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#33aa66' } })
    .png()
    .toBuffer();
  const file = multipartFile({ filename: 'photo.png', contentType: 'image/png', bytes });
  const upload = await t.app.inject({
    method: 'POST',
    url: apiPaths.uploadImage,
    payload: file.payload,
    headers: { ...file.headers, ...bearer(staffToken) },
  });
  expect(upload.statusCode, upload.body).toBe(200);
  const mediaId = upload.json<{ result: { _id: string } }>().result._id;
  const added = await t.app.inject({
    method: 'POST',
    url: apiPath(apiPaths.classMedia, { classId }),
    payload: { media_ids: [mediaId], student_ids: children },
    headers: bearer(staffToken),
  });
  expect(added.statusCode, added.body).toBe(200);
  return added.json<{ result: ClassMediaItem[] }>().result[0]!._id;
}

/** An admin records a child's photo consent (given or withheld). */
export async function setPhotoConsent(
  t: TestApp,
  adminToken: string,
  childId: string,
  consent: boolean,
): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: apiPath(apiPaths.childPhotoConsent, { studentId: childId }),
    payload: { photo_consent: consent },
    headers: bearer(adminToken),
  });
  expect(response.statusCode, response.body).toBe(200);
}
