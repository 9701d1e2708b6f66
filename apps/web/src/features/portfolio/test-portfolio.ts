import type { MediaFile, PortfolioItem, PortfolioItemKind, PortfolioPage } from '@cue/contracts';

export const TEST_CLASS_ID = '65a0000000000000000000c1';
export const TEST_AARAV = { _id: '65a000000000000000000011', first_name: 'Aarav', last_name: 'Sharma' };

/** A photo as answers carry it, with signed links (tests only). */
export const testPhotoFile = (n: number): MediaFile => {
  const id = `65a0000000000000000007${String(n).padStart(2, '0')}`;
  return {
    _id: id,
    kind: 'image',
    mime_type: 'image/jpeg',
    file_name: 'photo.jpg',
    size: 2048,
    width: 640,
    height: 480,
    media_link: `/api/media/${id}/original?expires=1&signature=a`,
    display_link: `/api/media/${id}/display?expires=1&signature=a`,
    thumbnail_link: `/api/media/${id}/thumbnail?expires=1&signature=a`,
    links_expire_at: '2026-11-20T10:05:00.000Z',
  };
};

const prefixes: Record<PortfolioItemKind, string> = { story: '4', observation: '5', photo: '7' };

/** A portfolio item (tests only): ids differ by kind and number. */
export const testPortfolioItem = (
  kind: PortfolioItemKind,
  n: number,
  change: Partial<PortfolioItem> = {},
): PortfolioItem => ({
  kind,
  _id:
    kind === 'photo'
      ? testPhotoFile(n)._id
      : `65a000000000000000000${prefixes[kind]}${String(n).padStart(2, '0')}`,
  date: '2026-11-19',
  title: `${kind} ${n}`,
  text: kind === 'photo' ? '' : `What happened ${n}`,
  class_name: 'Nursery A',
  author: 'Priya Nair',
  competencies: [],
  media: kind === 'photo' ? [testPhotoFile(n)] : [],
  shared: false,
  shareable: true,
  ...change,
});

export const testPortfolioPage = (
  items: PortfolioItem[],
  nextCursor: string | null = null,
): { result: PortfolioPage } => ({
  result: { student: TEST_AARAV, items, next_cursor: nextCursor },
});
