/** Every key starts with 'class_media' or 'album': the realtime entities of the same names refresh them. */
export const mediaQueryKeys = {
  constraints: ['media', 'constraints'] as const,
  classMedia: (classId: string) => ['class_media', classId] as const,
  grid: (classId: string, filter: { from: string; to: string } | null, albumId: string | null) =>
    ['class_media', classId, 'grid', filter?.from ?? '', filter?.to ?? '', albumId ?? ''] as const,
  albums: (classId: string) => ['album', classId] as const,
};
