import type { HpcEvidence, HpcEvidenceKind, MediaFile } from '@cue/contracts';
import type { ClassMediaService } from '../class-media/class-media.service.js';
import type { ObservationsService } from '../observations/observations.service.js';
import type { StoriesService } from '../stories/stories.service.js';

/** Characters of a note or story an evidence item shows. */
const EXCERPT_LENGTH = 160;

/** One piece of evidence of a cycle, whoever it is about. */
export interface EvidenceItem {
  kind: HpcEvidenceKind;
  id: string;
  /** The children (of those asked about) it is evidence for. */
  childIds: string[];
  date: string;
  title: string;
  excerpt: string;
  /** An observation's competency codes (empty for stories and photos). */
  competencies: string[];
  /** An observation kept for the report card (type_of_anecdote 'report_card'). */
  reportCard: boolean;
  /** An observation's whole note (report-card observations show it). */
  note: string;
  file: MediaFile | null;
}

export const evidenceKey = (kind: string, id: string) => `${kind}:${id}`;

/** Where evidence is read from: the class's place and the cycle's dates. */
export interface EvidenceScope {
  schoolId: string;
  classId: string;
  from: string;
  to: string;
}

export interface HpcEvidenceSources {
  observations: ObservationsService;
  stories: StoriesService;
  classMedia: ClassMediaService;
}

const excerptOf = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= EXCERPT_LENGTH ? flat : `${flat.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
};

/**
 * The evidence a progress card may rest on (decision 050), read through the modules that own it:
 * the children's observations in the class, published stories of the class about them, and class
 * photos they are tagged on that may be shared with their family (consent respected) — each dated
 * within the cycle. Linking and showing both go through here, so a link to something deleted,
 * moved out of the cycle or no longer shareable stops counting at once.
 */
export class HpcEvidenceReader {
  constructor(private readonly sources: HpcEvidenceSources) {}

  /** Every item for these children, oldest first; `files` signs photo links (a card is shown). */
  async gather(
    scope: EvidenceScope,
    childIds: readonly string[],
    options: { files: boolean },
  ): Promise<EvidenceItem[]> {
    const { observations, stories, classMedia } = this.sources;
    const [observed, told, photos] = await Promise.all([
      observations.childrenEvidence(scope.classId, childIds, scope.from, scope.to),
      stories.publishedStoriesAbout(scope.classId, childIds, scope.from, scope.to),
      classMedia.childPhotoEvidence(
        scope.schoolId,
        scope.classId,
        childIds,
        { from: scope.from, to: scope.to },
        options,
      ),
    ]);
    const items: EvidenceItem[] = [
      ...observed.map((row) => ({
        kind: 'observation' as const,
        id: row.id,
        childIds: [row.childId],
        date: row.observedOn,
        title: row.title,
        excerpt: excerptOf(row.note),
        competencies: row.competencies,
        reportCard: row.kind === 'report_card',
        note: row.note,
        file: null,
      })),
      ...told.map((row) => ({
        kind: 'story' as const,
        id: row.id,
        childIds: row.childIds,
        date: row.storyDate,
        title: row.title,
        excerpt: excerptOf(row.plainText),
        competencies: [],
        reportCard: false,
        note: '',
        file: null,
      })),
      ...photos.map((row) => ({
        kind: 'photo' as const,
        id: row.mediaId,
        childIds: row.childIds,
        date: row.takenOn,
        title: row.caption,
        excerpt: '',
        competencies: [],
        reportCard: false,
        note: '',
        file: row.file,
      })),
    ];
    return items.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  }
}

/** Items by `kind:id`. */
export function byKey(items: readonly EvidenceItem[]): Map<string, EvidenceItem> {
  return new Map(items.map((item) => [evidenceKey(item.kind, item.id), item]));
}

export function presentEvidence(item: EvidenceItem): HpcEvidence {
  return {
    kind: item.kind,
    _id: item.id,
    date: item.date,
    title: item.title,
    excerpt: item.excerpt,
    competencies: item.competencies,
    thumbnail: item.file,
  };
}
