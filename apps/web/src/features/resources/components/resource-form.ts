import {
  MAX_RESOURCE_MATERIALS,
  type AgeBand,
  type MediaFile,
  type Resource,
  type ResourceInput,
  type ResourceKind,
} from '@cue/contracts';

/** The age bands a resource may suit (the contract's AgeBand; none chosen: any age). */
export const resourceAgeBands: readonly AgeBand[] = ['2-3', '3-4', '4-5', '5-6'];
export const RESOURCE_TITLE_MAX = 200;

/** What the add/edit form holds: every kind's fields, only the chosen kind's are sent. */
export interface ResourceDraft {
  kind: ResourceKind;
  title: string;
  description: string;
  url: string;
  file: MediaFile | null;
  /** One material a line. */
  materialsText: string;
  ageBands: AgeBand[];
  tags: string[];
}

export type ResourceField = 'title' | 'url' | 'media_id' | 'materials';
/** What can be wrong, as its translation key (resources.form.errors.<key>). */
export type ResourceErrorKey =
  | 'titleRequired'
  | 'titleTooLong'
  | 'urlRequired'
  | 'urlInvalid'
  | 'fileRequired'
  | 'materialsRequired'
  | 'materialsTooMany';
export type ResourceFieldErrors = Partial<Record<ResourceField, ResourceErrorKey>>;

export const emptyDraft = (kind: ResourceKind = 'file'): ResourceDraft => ({
  kind,
  title: '',
  description: '',
  url: '',
  file: null,
  materialsText: '',
  ageBands: [],
  tags: [],
});

export const draftOf = (resource: Resource): ResourceDraft => ({
  kind: resource.kind,
  title: resource.title,
  description: resource.description,
  url: resource.url ?? '',
  file: resource.file,
  materialsText: resource.materials.join('\n'),
  ageBands: [...resource.age_bands],
  tags: [...resource.tags],
});

/** The list's lines, trimmed, blank lines dropped. */
export const materialsOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * The contract's rules (ResourceInputSchema), checked before sending so the teacher sees each
 * problem by its field; the server checks them again (and which files may be attached).
 */
export function draftErrors(draft: ResourceDraft): ResourceFieldErrors {
  const errors: ResourceFieldErrors = {};
  const title = draft.title.trim();
  if (!title) errors.title = 'titleRequired';
  else if (title.length > RESOURCE_TITLE_MAX) errors.title = 'titleTooLong';
  if (draft.kind === 'link') {
    const url = draft.url.trim();
    if (!url) errors.url = 'urlRequired';
    else if (!isWebAddress(url)) errors.url = 'urlInvalid';
  }
  if (draft.kind === 'file' && !draft.file) errors.media_id = 'fileRequired';
  if (draft.kind === 'materials') {
    const materials = materialsOf(draft.materialsText);
    if (materials.length === 0) errors.materials = 'materialsRequired';
    else if (materials.length > MAX_RESOURCE_MATERIALS) errors.materials = 'materialsTooMany';
  }
  return errors;
}

/** Only http:// and https:// addresses: never javascript:, data: or a bare word. */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** The request body: the chosen kind's own field, the shared ones. */
export function inputOf(draft: ResourceDraft): ResourceInput {
  return {
    kind: draft.kind,
    title: draft.title.trim(),
    description: draft.description.trim(),
    ...(draft.kind === 'link' && { url: draft.url.trim() }),
    ...(draft.kind === 'file' && draft.file && { media_id: draft.file._id }),
    materials: draft.kind === 'materials' ? materialsOf(draft.materialsText) : [],
    age_bands: draft.ageBands,
    tags: draft.tags,
  };
}
