import type { ClassMediaItem, MediaFile } from '@cue/contracts';
import { vi } from 'vitest';

/** A 24-character media id numbered `n` (tests only). */
export const testMediaId = (n: number) => `65b0000000000000000000${String(n).padStart(2, '0')}`;

const link = (id: string, variant: string) =>
  `/api/media/${id}/${variant}?expires=1900000000&signature=${'s'.repeat(43)}`;

/** A stored photo as the server answers it, with signed links (tests only). */
export const testMediaFile = (n: number, change: Partial<MediaFile> = {}): MediaFile => {
  const id = testMediaId(n);
  return {
    _id: id,
    kind: 'image',
    mime_type: 'image/jpeg',
    file_name: `p${n}.jpg`,
    size: 100,
    width: 400,
    height: 300,
    media_link: link(id, 'original'),
    display_link: link(id, 'display'),
    thumbnail_link: link(id, 'thumbnail'),
    links_expire_at: '2030-03-17T17:46:40.000Z',
    ...change,
  };
};

/** A class library item of Priya's, taken on `day` (tests only). */
export const testLibraryItem = (
  n: number,
  classId: string,
  day: string,
  change: Partial<ClassMediaItem> = {},
): ClassMediaItem => ({
  _id: testMediaId(n),
  class_id: classId,
  media: testMediaFile(n),
  caption: '',
  taken_on: day,
  staff_only: false,
  tagged_students: [],
  consent_blocked: false,
  album_ids: [],
  uploaded_by: { _id: '65a000000000000000000001', first_name: 'Priya', last_name: 'Nair' },
  created_at: `${day}T09:00:00.000Z`,
  ...change,
});

/** XMLHttpRequest as the upload queue uses it: each file sent answers `stored` (the server's file). */
export function fakeUploads(stored: MediaFile) {
  const sent: string[] = [];
  class FakeUploadRequest {
    upload = { onprogress: null };
    status = 0;
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(method: string, path: string) {
      sent.push(`${method} ${path}`);
    }
    setRequestHeader() {}
    abort() {}
    send() {
      setTimeout(() => {
        this.status = 200;
        this.responseText = JSON.stringify({ result: stored });
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
  return sent;
}
