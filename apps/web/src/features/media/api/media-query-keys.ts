/**
 * Whose token reads the library: staff see everything of their class, a family only what consent
 * and privacy let them (the server decides). The audience is part of each key, so a dual-role user's
 * two views never share a cached answer.
 */
export type MediaAudience = 'staff' | 'parent';

/** Every key starts with 'class_media' or 'album': the realtime entities of the same names refresh them. */
export const mediaQueryKeys = {
  constraints: ['media', 'constraints'] as const,
  classMedia: (classId: string) => ['class_media', classId] as const,
  grid: (
    classId: string,
    filter: { from: string; to: string } | null,
    albumId: string | null,
    audience: MediaAudience = 'staff',
  ) =>
    ['class_media', classId, 'grid', filter?.from ?? '', filter?.to ?? '', albumId ?? '', audience] as const,
  /** Every album query of a class (what a change invalidates). */
  albums: (classId: string) => ['album', classId] as const,
  albumList: (classId: string, audience: MediaAudience) => ['album', classId, audience] as const,
};
