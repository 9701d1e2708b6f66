import { createHmac, timingSafeEqual } from 'node:crypto';
import { MEDIA_LINK_TTL_SECONDS, type MediaVariant } from '@cue/contracts';

/**
 * The five-minute links media is served through (decision 040). A link is minted only inside an
 * answer the viewer was allowed to read, so the signature is the permission: it names one file
 * (media id and size), the school it belongs to and when it stops working.
 *
 * Links are minted per window of half the lifetime, so the same file gets the same link for a
 * while (the browser cache keeps working across refetches) and a link always has between half and
 * all of MEDIA_LINK_TTL_SECONDS left when it is handed out.
 */
export interface LinkWindow {
  /** Unix seconds the window began: S3 presigns with it as the signing time. */
  signedAt: number;
  /** Unix seconds the link stops working. */
  expires: number;
}

const HALF = MEDIA_LINK_TTL_SECONDS / 2;

export function linkWindow(now: Date): LinkWindow {
  const signedAt = Math.floor(now.getTime() / 1000 / HALF) * HALF;
  return { signedAt, expires: signedAt + MEDIA_LINK_TTL_SECONDS };
}

export class MediaLinkSigner {
  constructor(private readonly secret: string) {}

  sign(file: { id: string; schoolId: string | null; variant: MediaVariant }, expires: number): string {
    return createHmac('sha256', this.secret)
      .update(`media-link:${file.id}:${file.variant}:${file.schoolId ?? 'users'}:${expires}`)
      .digest('base64url');
  }

  verify(
    file: { id: string; schoolId: string | null; variant: MediaVariant },
    expires: number,
    signature: string,
  ): boolean {
    const expected = Buffer.from(this.sign(file, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
