import type { RealtimeHub } from '../../lib/realtime-hub.js';

/** A library item, as an event names it. */
export interface LibraryRowRef {
  mediaId: string;
  classId: string;
}

/**
 * Realtime fan-out of the media library, called after the transaction committed: the class's
 * staff and families refresh the grid or the albums (each refetch applies consent again).
 */
export class ClassMediaEvents {
  constructor(private readonly hub: RealtimeHub) {}

  /**
   * Library items changed. Staff get their ids; the classes' families only a refresh of the grid,
   * since the ids of staff-only photos, or of photos they may not see, would tell them what
   * exists and who is on it.
   */
  mediaChanged(schoolId: string, classIds: string[], mediaIds: string[]): void {
    if (mediaIds.length === 0) return;
    const classes = [...new Set(classIds)];
    this.hub.recordsChanged({
      entity: 'class_media',
      ids: [...new Set(mediaIds)],
      schoolId,
      classIds: classes,
      audience: 'staff',
    });
    this.hub.recordsChanged({
      entity: 'class_media',
      ids: [],
      schoolId,
      classIds: classes,
      audience: 'staff-and-families',
    });
  }

  albumsChanged(schoolId: string, classId: string, albumIds: string[]): void {
    if (albumIds.length === 0) return;
    this.hub.recordsChanged({
      entity: 'album',
      ids: albumIds,
      schoolId,
      classIds: [classId],
      audience: 'staff-and-families',
    });
  }

  /**
   * A child's consent changed: their record, and the photos they are tagged on (which other
   * families may now see, or no longer see) wherever those were taken.
   */
  consentChanged(schoolId: string, childId: string, classIds: string[], tagged: LibraryRowRef[]): void {
    this.hub.recordsChanged({
      entity: 'student',
      ids: [childId],
      schoolId,
      classIds,
      audience: 'staff-and-families',
    });
    this.taggedMediaChanged(schoolId, tagged);
  }

  /** The photos some children are tagged on changed who may see them (wherever they were taken). */
  taggedMediaChanged(schoolId: string, tagged: LibraryRowRef[]): void {
    this.mediaChanged(
      schoolId,
      tagged.map((row) => row.classId),
      tagged.map((row) => row.mediaId),
    );
  }
}
