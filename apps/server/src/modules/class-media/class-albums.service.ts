import type { Album, CreateAlbum, EditAlbum } from '@cue/contracts';
import { badInput, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newObjectId } from '../../lib/object-id.js';
import type { Actor } from '../auth/session.service.js';
import type { MediaService } from '../media/media.service.js';
import type { SchoolsService } from '../schools/schools.service.js';
import type { ClassMediaAccess } from './class-media.access.js';
import type { ClassMediaEvents } from './class-media.events.js';
import { presentAlbum } from './class-media.presenter.js';
import type { AlbumRow, ClassMediaRepository, LibraryQuery } from './class-media.repository.js';

export interface ClassAlbumsServiceDeps {
  repository: ClassMediaRepository;
  access: ClassMediaAccess;
  schools: SchoolsService;
  media: MediaService;
  events: ClassMediaEvents;
  clock: Clock;
}

const albumNotFound = () => notFound('Album not found');

/**
 * Named albums of a class's library. Counts and covers are of what the viewer may see: a family
 * never learns from an album that a photo it may not see exists.
 */
export class ClassAlbumsService {
  constructor(private readonly deps: ClassAlbumsServiceDeps) {}

  /** GET class_album/{classId}. */
  async listAlbums(actor: Actor, classId: string): Promise<Album[]> {
    const scope = await this.readScope(actor, classId);
    return this.present(await this.deps.repository.listAlbums(classId), scope);
  }

  /** GET album_edit/{id}. */
  async getAlbum(actor: Actor, id: string): Promise<Album> {
    const album = await this.findAlbum(actor, id);
    const scope = await this.readScope(actor, album.classId);
    return (await this.present([album], scope))[0]!;
  }

  /** POST class_album/{classId}. */
  async createAlbum(actor: Actor, classId: string, input: CreateAlbum): Promise<Album> {
    const { repository, clock, events } = this.deps;
    const { access, schoolClass } = await this.deps.access.staffClass(actor, classId);
    const mediaIds = [...new Set(input.media_ids)];
    await this.assertClassItems(schoolClass.schoolId, classId, mediaIds, 'media_ids');
    const now = clock.now();
    const id = newObjectId(now);
    await repository.transaction(async (tx) => {
      await tx.insertAlbum({
        id,
        schoolId: schoolClass.schoolId,
        classId,
        name: input.name,
        description: input.description.trim(),
        createdByUserId: access.userId,
        updatedAt: now,
        createdAt: now,
      });
      await tx.addToAlbum(id, schoolClass.schoolId, mediaIds, now);
      await tx.audit({
        at: now,
        schoolId: schoolClass.schoolId,
        actorUserId: access.userId,
        action: 'create_album',
        entity: 'album',
        entityId: id,
        details: { class_id: classId, media_ids: mediaIds },
      });
    });
    events.albumsChanged(schoolClass.schoolId, classId, [id]);
    return this.getAlbum(actor, id);
  }

  /** POST album_edit/{id}: rename, describe, add and remove items. */
  async editAlbum(actor: Actor, id: string, input: EditAlbum): Promise<Album> {
    const { repository, clock, events } = this.deps;
    const album = await this.findAlbum(actor, id);
    const { access } = await this.deps.access.staffClass(actor, album.classId);
    const add = [...new Set(input.add_media_ids)];
    await this.assertClassItems(album.schoolId, album.classId, add, 'add_media_ids');
    const now = clock.now();
    await repository.transaction(async (tx) => {
      await tx.updateAlbum(id, {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.description !== undefined && { description: input.description.trim() }),
        updatedAt: now,
      });
      await tx.addToAlbum(id, album.schoolId, add, now);
      await tx.removeFromAlbum(id, input.remove_media_ids);
      await tx.audit({
        at: now,
        schoolId: album.schoolId,
        actorUserId: access.userId,
        action: 'edit_album',
        entity: 'album',
        entityId: id,
        details: { class_id: album.classId, added: add, removed: input.remove_media_ids },
      });
    });
    events.albumsChanged(album.schoolId, album.classId, [id]);
    return this.getAlbum(actor, id);
  }

  /** DELETE album_edit/{id} (ours): the album goes, its photos stay in the library. */
  async deleteAlbum(actor: Actor, id: string): Promise<{ _id: string }> {
    const { repository, clock, events } = this.deps;
    const album = await this.findAlbum(actor, id);
    const { access } = await this.deps.access.staffClass(actor, album.classId);
    const now = clock.now();
    await repository.transaction(async (tx) => {
      await tx.deleteAlbum(id);
      await tx.audit({
        at: now,
        schoolId: album.schoolId,
        actorUserId: access.userId,
        action: 'delete_album',
        entity: 'album',
        entityId: id,
        details: { class_id: album.classId, name: album.name },
      });
    });
    events.albumsChanged(album.schoolId, album.classId, [id]);
    return { _id: id };
  }

  /** An album of the actor's school (staff) or of a school of their children (parents), else 404. */
  private async findAlbum(actor: Actor, id: string): Promise<AlbumRow> {
    const album = await this.deps.repository.findAlbum(id);
    if (!album) throw albumNotFound();
    if (actor.kind === 'staff') {
      const access = await this.deps.schools.staffAccess(actor);
      if (album.schoolId !== access.schoolId) throw albumNotFound();
    } else {
      const family = await this.deps.schools.childrenOfParent(actor);
      const schools = new Set(
        family.flatMap((child) => child.student_class.map((c) => c.school_details._id)),
      );
      if (!schools.has(album.schoolId)) throw albumNotFound();
    }
    return album;
  }

  /** What a viewer's counts and covers include: the class, and the consent rule for families. */
  private async readScope(actor: Actor, classId: string): Promise<LibraryQuery> {
    if (actor.kind === 'staff') {
      const { schoolClass } = await this.deps.access.staffClass(actor, classId);
      return { schoolId: schoolClass.schoolId, classIds: [classId] };
    }
    const family = await this.deps.access.familyClass(actor, classId);
    return { schoolId: family.schoolId, classIds: [classId], familyChildIds: family.childIds };
  }

  private async present(albums: AlbumRow[], scope: LibraryQuery): Promise<Album[]> {
    const stats = await this.deps.repository.albumStats(
      albums.map((album) => album.id),
      scope,
    );
    const covers = await this.deps.media.presentFiles(
      [...stats.values()].flatMap((s) => (s.coverId ? [s.coverId] : [])),
    );
    return albums.map((album) => {
      const stat = stats.get(album.id);
      return presentAlbum(album, stat?.count ?? 0, (stat?.coverId && covers.get(stat.coverId)) || null);
    });
  }

  /** Albums hold items of their own class's library only. */
  private async assertClassItems(
    schoolId: string,
    classId: string,
    ids: string[],
    field: string,
  ): Promise<void> {
    if (ids.length === 0) return;
    const rows = await this.deps.repository.listItems({ schoolId, classIds: [classId], mediaIds: ids });
    if (rows.length !== ids.length) throw badInput(field, "is not in this class's library");
  }
}
