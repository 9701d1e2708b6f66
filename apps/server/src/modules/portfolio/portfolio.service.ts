import type { Readable } from 'node:stream';
import sharp from 'sharp';
import {
  PORTFOLIO_PAGE_SIZE,
  classFramework,
  portfolioItemKinds,
  storyDocText,
  type PortfolioItemKind,
  type PortfolioPage,
  type PortfolioQuery,
  type PortfolioShare,
  type PortfolioShareInput,
  type ClassMediaItem,
} from '@cue/contracts';
import { badInput, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { NewestFirstWindow } from '../../lib/newest-first.js';
import { schoolToday } from '../../lib/school-time.js';
import type { Actor } from '../auth/session.service.js';
import type { ClassMediaService } from '../class-media/class-media.service.js';
import { noConsentFor } from '../class-media/media-attachments.js';
import { blockingChildren } from '../class-media/media-consent.policy.js';
import { assertCompetencies } from '../curriculum/curriculum.service.js';
import type { MediaService } from '../media/media.service.js';
import type { ObservationsService } from '../observations/observations.service.js';
import type { SchoolsService } from '../schools/schools.service.js';
import type { StoriesService } from '../stories/stories.service.js';
import { portfolioPdf, longDate, type PdfEntry, type PdfImage } from './portfolio-pdf.js';
import { mergePage, parseCursor, windowAfter } from './portfolio-timeline.js';
import { photosZip } from './portfolio-zip.js';
import type { PortfolioEvents } from './portfolio.events.js';
import {
  observationItem,
  photoItem,
  photoTags,
  storyItem,
  type TimelineItem,
} from './portfolio.presenter.js';
import { shareKey, type ChildRow, type PortfolioRepository } from './portfolio.repository.js';

export interface PortfolioServiceDeps {
  repository: PortfolioRepository;
  schools: SchoolsService;
  /** The three sources, each read through its own module's service and rules. */
  observations: Pick<ObservationsService, 'childObservations'>;
  stories: Pick<StoriesService, 'childPortfolioStories' | 'getStory'>;
  library: Pick<ClassMediaService, 'childPortfolioMedia'>;
  media: Pick<MediaService, 'openFile'>;
  events: PortfolioEvents;
  clock: Clock;
}

/**
 * Who reads: staff of one of the child's classes (everything the three modules let them see), or
 * the child's parent (only what was shared with the family).
 */
type PortfolioReader = { actor: Actor; child: ChildRow } & (
  | { kind: 'staff'; classId: string; framework: ReturnType<typeof classFramework> }
  | { kind: 'family'; shared: Record<PortfolioItemKind, string[]> }
);

/** An item as its module answered it (a photo keeps its library item, for the share checks). */
type SourceItem = TimelineItem & { photo?: ClassMediaItem };

/** What a download gathers in one go: pages of this many per module. */
const DOWNLOAD_PAGE = 200;

const fullName = (child: { firstName: string; lastName: string }) =>
  [child.firstName, child.lastName].filter(Boolean).join(' ');

/** A plain-letters file name: the child's name (or 'child' for a name in another script). */
function fileSlug(child: ChildRow): string {
  const slug = fullName(child)
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase()
    .slice(0, 60);
  return slug || 'child';
}

/** A download: its file name, type and bytes as a stream. */
export interface PortfolioDownload {
  fileName: string;
  contentType: string;
  stream: Readable;
}

/**
 * The portfolio (issue 17, decision 050): a child's observations, published learning stories and
 * photos, merged newest first, read through the observations, stories and class media services
 * (each applies its own visibility and photo consent rules); staff choose what the family sees;
 * both download it. Every call checks the school's portfolio switch; a share is audited in its
 * transaction and announced after commit.
 */
export class PortfolioService {
  constructor(private readonly deps: PortfolioServiceDeps) {}

  /** GET portfolio/{classId}/{studentId}: a page of everything the staff member may see. */
  async staffPortfolio(
    actor: Actor,
    classId: string,
    childId: string,
    query: PortfolioQuery,
  ): Promise<PortfolioPage> {
    const reader = await this.staffReader(actor, classId, childId);
    if (query.competency) assertCompetencies(reader.framework, [query.competency], 'competency');
    return this.page(reader, query);
  }

  /** GET child_portfolio/{studentId}: a page of what was shared with the family. */
  async familyPortfolio(actor: Actor, childId: string, query: PortfolioQuery): Promise<PortfolioPage> {
    return this.page(await this.familyReader(actor, childId), query);
  }

  /**
   * POST portfolio_shares/{classId}/{studentId}: share an item of the child's portfolio with the
   * family, or stop. A photo the family could not see anyway (staff-only, or with another child
   * without photo consent) is refused, naming why; the read rules apply again whenever it is read.
   */
  async setShared(
    actor: Actor,
    classId: string,
    childId: string,
    input: PortfolioShareInput,
  ): Promise<PortfolioShare> {
    const { repository, clock } = this.deps;
    const reader = await this.staffReader(actor, classId, childId);
    const [found] = await this.read(reader, input.kind, { onlyIds: [input.item_id] }, { limit: 1 });
    if (!found) throw badInput('item_id', "is not in this child's portfolio");
    if (input.shared && found.photo) {
      if (found.photo.staff_only) throw badInput('item_id', 'is a staff-only photo: families never see it');
      const [blocked] = blockingChildren(photoTags(found.photo), new Set([childId]));
      if (blocked) throw noConsentFor('item_id', blocked);
    }
    const now = clock.now();
    const changed = await repository.transaction(async (tx) => {
      const done = input.shared
        ? await tx.insertShare({
            schoolId: reader.child.schoolId,
            childId,
            itemKind: input.kind,
            itemId: input.item_id,
            sharedByUserId: actor.userId,
            sharedAt: now,
          })
        : await tx.deleteShare(childId, input.kind, input.item_id);
      if (done) {
        await tx.audit({
          at: now,
          schoolId: reader.child.schoolId,
          actorUserId: actor.userId,
          action: input.shared ? 'share_portfolio_item' : 'unshare_portfolio_item',
          entity: 'portfolio',
          entityId: childId,
          details: { class_id: classId, kind: input.kind, item_id: input.item_id },
        });
      }
      return done;
    });
    if (changed) {
      const [classIds, parentIds] = await Promise.all([
        repository.classIdsOf(childId),
        repository.parentsOf(childId),
      ]);
      this.deps.events.sharesChanged({ schoolId: reader.child.schoolId, childId, classIds, parentIds });
    }
    return { kind: input.kind, item_id: input.item_id, shared: input.shared };
  }

  /** GET portfolio/{classId}/{studentId}/pdf: everything the staff member may see, as a PDF. */
  async staffPdf(actor: Actor, classId: string, childId: string): Promise<PortfolioDownload> {
    return this.pdf(await this.staffReader(actor, classId, childId));
  }

  /** GET child_portfolio/{studentId}/pdf: what was shared with the family, as a PDF. */
  async familyPdf(actor: Actor, childId: string): Promise<PortfolioDownload> {
    return this.pdf(await this.familyReader(actor, childId));
  }

  /** GET portfolio/{classId}/{studentId}/photos: the photos and videos, as a zip. */
  async staffPhotos(actor: Actor, classId: string, childId: string): Promise<PortfolioDownload> {
    return this.photos(await this.staffReader(actor, classId, childId));
  }

  /** GET child_portfolio/{studentId}/photos: the shared photos and videos, as a zip. */
  async familyPhotos(actor: Actor, childId: string): Promise<PortfolioDownload> {
    return this.photos(await this.familyReader(actor, childId));
  }

  /**
   * Staff of the class (another school's class 404, a class they do not teach 403), the school's
   * portfolio switch (403 while off), and a child of that class (400 naming `studentId`).
   */
  private async staffReader(
    actor: Actor,
    classId: string,
    childId: string,
  ): Promise<PortfolioReader & { kind: 'staff' }> {
    const { schools, repository } = this.deps;
    const { schoolClass, roster } = await schools.classForStaff(actor, classId);
    await schools.requireModule(schoolClass.schoolId, 'portfolio');
    if (!roster.some((child) => child.id === childId)) {
      throw badInput('studentId', 'is not a student of this class');
    }
    const child = await repository.findChild(childId);
    if (!child) throw notFound('Student not found');
    return { kind: 'staff', actor, child, classId, framework: classFramework(schoolClass.classCurriculum) };
  }

  /** The parent's own child (another family's child of their school 403, any other 404). */
  private async familyReader(actor: Actor, childId: string): Promise<PortfolioReader & { kind: 'family' }> {
    const { schools, repository } = this.deps;
    await schools.childForParent(actor, childId);
    const child = await repository.findChild(childId);
    if (!child) throw notFound('Student not found');
    await schools.requireModule(child.schoolId, 'portfolio');
    return { kind: 'family', actor, child, shared: await repository.sharedIds(childId) };
  }

  private async page(reader: PortfolioReader, query: PortfolioQuery): Promise<PortfolioPage> {
    if (query.from && query.to && query.from > query.to) throw badInput('to', 'is before from');
    const after = query.cursor === undefined ? null : parseCursor(query.cursor);
    if (after === null && query.cursor !== undefined) {
      throw badInput('cursor', 'is not a cursor this list gave');
    }
    // Photos carry no competency: a competency filter leaves them out.
    const kinds = portfolioItemKinds.filter(
      (kind) => (!query.kind || kind === query.kind) && !(query.competency && kind === 'photo'),
    );
    const lists = await Promise.all(
      kinds.map((kind) =>
        this.read(
          reader,
          kind,
          { competency: query.competency },
          windowAfter(kind, after, query, PORTFOLIO_PAGE_SIZE + 1),
        ),
      ),
    );
    const { items, nextCursor } = mergePage(lists, PORTFOLIO_PAGE_SIZE);
    const shared =
      reader.kind === 'family' ? null : await this.deps.repository.sharedAmong(reader.child.id, items);
    return {
      student: { _id: reader.child.id, first_name: reader.child.firstName, last_name: reader.child.lastName },
      items: items.map(({ item }) => ({
        ...item,
        shared: shared ? shared.has(shareKey(item.kind, item._id)) : true,
      })),
      next_cursor: nextCursor,
    };
  }

  /**
   * One kind's items in a window, from its module's service, as this reader may see them: a
   * family's only among what was shared with it.
   */
  private async read(
    reader: PortfolioReader,
    kind: PortfolioItemKind,
    query: { onlyIds?: string[]; competency?: string | undefined },
    window: NewestFirstWindow,
  ): Promise<SourceItem[]> {
    const { actor, child } = reader;
    const onlyIds = reader.kind === 'family' ? reader.shared[kind] : query.onlyIds;
    const sourceQuery = { onlyIds, competency: query.competency };
    if (kind === 'story') {
      const stories = await this.deps.stories.childPortfolioStories(actor, child.id, sourceQuery, window);
      return stories.map(storyItem);
    }
    if (kind === 'observation') {
      const observations = await this.deps.observations.childObservations(
        actor,
        child.id,
        sourceQuery,
        window,
      );
      const names = await this.deps.repository.classNames(observations.map((o) => o.class_id));
      return observations.map((observation) =>
        observationItem(observation, names.get(observation.class_id) ?? ''),
      );
    }
    const photos = await this.deps.library.childPortfolioMedia(actor, child.id, { onlyIds }, window);
    const names = await this.deps.repository.classNames(photos.map((photo) => photo.class_id));
    return photos.map((photo) => ({
      ...photoItem(photo, names.get(photo.class_id) ?? '', child.id),
      photo,
    }));
  }

  /** Every item this reader may see (a download), newest first. */
  private async everything(reader: PortfolioReader): Promise<TimelineItem[]> {
    const all: TimelineItem[] = [];
    let cursor: string | undefined;
    do {
      const after = cursor === undefined ? null : parseCursor(cursor);
      const lists = await Promise.all(
        portfolioItemKinds.map((kind) =>
          this.read(reader, kind, {}, windowAfter(kind, after, {}, DOWNLOAD_PAGE + 1)),
        ),
      );
      const page = mergePage(lists, DOWNLOAD_PAGE);
      all.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
    return all;
  }

  private async pdf(reader: PortfolioReader): Promise<PortfolioDownload> {
    const { repository, schools, clock, stories } = this.deps;
    const items = await this.everything(reader);
    const entries: PdfEntry[] = [];
    for (const { item } of items) {
      const entry: PdfEntry = {
        kind: item.kind,
        date: item.date,
        title: item.title,
        className: item.class_name,
        author: item.author,
        parts: [{ heading: null, text: item.text }],
        competencies: item.competencies.map((c) => (c.title ? `${c.code} ${c.title}` : c.code)),
        file: null,
      };
      if (item.kind === 'story') {
        // The whole story, read through the stories service as this reader may read it; one that
        // left their view since the list was read keeps its opening words.
        const story = await stories.getStory(reader.actor, item._id).catch(() => null);
        if (story) {
          entry.parts = [
            { heading: null, text: storyDocText(story.story) },
            { heading: 'What it shows', text: storyDocText(story.learning) },
            { heading: 'Next steps', text: storyDocText(story.next_steps) },
          ];
        }
      }
      if (item.kind === 'photo') {
        const file = item.media[0]!;
        entry.parts = [];
        entry.file = { mediaId: file._id, isVideo: file.kind === 'video' };
      }
      entries.push(entry);
    }
    const timeZone = await schools.schoolTimeZone(reader.child.schoolId);
    const count = `${items.length} ${items.length === 1 ? 'item' : 'items'}`;
    const scope = reader.kind === 'family' ? 'shared with the family' : 'as recorded by the school';
    const stream = portfolioPdf(
      {
        childName: fullName(reader.child),
        schoolName: await repository.schoolName(reader.child.schoolId),
        subtitle: `Made on ${longDate(schoolToday(timeZone, clock.now()))} · ${count} · ${scope}`,
        emptyText:
          reader.kind === 'family' ? 'Nothing has been shared yet.' : 'Nothing has been recorded yet.',
      },
      entries,
      (mediaId) => this.displayImage(mediaId),
    );
    return { fileName: `portfolio-${fileSlug(reader.child)}.pdf`, contentType: 'application/pdf', stream };
  }

  private async photos(reader: PortfolioReader): Promise<PortfolioDownload> {
    const items = await this.everything(reader);
    const files = items
      .filter(({ item }) => item.kind === 'photo' && item.media[0])
      .map(({ item }) => ({ mediaId: item.media[0]!._id, day: item.date }));
    const stream = photosZip(files, (mediaId) => this.deps.media.openFile(mediaId, 'original'));
    return {
      fileName: `portfolio-photos-${fileSlug(reader.child)}.zip`,
      contentType: 'application/zip',
      stream,
    };
  }

  /**
   * A photo's display size (long side 1600) from the media store, as pdfkit embeds it: JPEG as
   * stored, anything else (WebP, for PNG and GIF uploads) made a JPEG on white. Null when gone.
   */
  private async displayImage(mediaId: string): Promise<PdfImage | null> {
    const file = await this.deps.media.openFile(mediaId, 'display');
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    if (file.mimeType === 'image/jpeg') {
      const { width, height } = await sharp(bytes).metadata();
      return width && height ? { data: bytes, width, height } : null;
    }
    const { data, info } = await sharp(bytes)
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  }
}
