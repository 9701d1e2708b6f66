import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, messages, type UploadedMedia } from '@cue/contracts';
import { logSafeUrl } from '../../lib/log-safe-url.js';
import { jpeg } from '../../test/media-files.js';
import { multipartFile } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bearer, parentToken, staffToken } from '../../test/sign-in.js';

/** Signed five-minute links: the signature is the permission, for one file, size and school. */
describe('media links', () => {
  let t: TestApp;
  let priya: string;
  let anil: string;
  let rahul: string;
  const upload = async (token: string) => {
    const { payload, headers } = multipartFile({
      filename: 'a.jpg',
      contentType: 'image/jpeg',
      bytes: await jpeg(),
    });
    const r = await t.app.inject({
      method: 'POST',
      url: apiPaths.uploadMedia,
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    return r.json<{ result: UploadedMedia }>().result;
  };
  const open = (link: string) => t.app.inject({ method: 'GET', url: link });

  beforeAll(async () => {
    t = await createTestApp();
    priya = await staffToken(t.app, '9000000001');
    anil = await staffToken(t.app, '9000000006');
    rahul = await parentToken(t.app, '9000000003');
  });
  afterAll(() => t.close());

  it('opens without a bearer while good, then stops with a clear message', async () => {
    const file = await upload(priya);
    expect((await open(file.media_link)).statusCode).toBe(200);
    expect(Date.parse(file.links_expire_at) - t.clock.now().getTime()).toBeGreaterThanOrEqual(150_000);
    t.clock.advanceSeconds(301);
    const late = await open(file.media_link);
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(messages.mediaLinkExpired);
  });

  it('does not open another file, size or school, nor a tampered or stretched link (404)', async () => {
    const mine = await upload(priya);
    const theirs = await upload(anil);
    const parents = await upload(rahul);
    const expires = /expires=(\d+)/.exec(mine.media_link)![1]!;
    const forged = [
      mine.media_link.replace(mine._id, theirs._id),
      mine.media_link.replace(mine._id, parents._id),
      mine.media_link.replace('/original', '/display'),
      mine.thumbnail_link!.replace('/thumbnail', '/original'),
      mine.media_link.replace(`expires=${expires}`, `expires=${Number(expires) + 3600}`),
      mine.media_link.replace(/signature=(.)/, (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`),
    ];
    for (const link of forged) {
      const r = await open(link);
      expect(r.statusCode, link).toBe(404);
    }
    // Unknown and other-school files answer alike: existence does not leak.
    const unknown = await open(mine.media_link.replace(mine._id, 'f'.repeat(24)));
    expect(unknown.json()).toEqual((await open(forged[0]!)).json());
  });

  it('refuses a malformed link with a 400 naming the part', async () => {
    const r = await open(`/api/media/abc/original?expires=1&signature=${'a'.repeat(43)}`);
    expect(r.statusCode).toBe(400);
    expect(r.json().field).toBe('id');
  });

  it('never logs a link signature, ours or S3’s', async () => {
    const file = await upload(priya);
    await open(file.media_link);
    const signature = /signature=([^&]+)/.exec(file.media_link)![1]!;
    expect(t.logs.join('\n')).not.toContain(signature);
    expect(logSafeUrl('/x?X-Amz-Credential=AKIA%2F1&X-Amz-Signature=abc&a=1')).toBe(
      '/x?X-Amz-Credential=[redacted]&X-Amz-Signature=[redacted]&a=1',
    );
  });
});
