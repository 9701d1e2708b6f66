import { FAMILY_PHOTOS_MAX } from '@cue/contracts';
import { badInput } from '../../lib/app-error.js';

/** What a record (a homework submission, a chat message) already carries, and who uploaded it. */
export interface AttachedFamilyPhotos {
  /** Media ids on the record now, in order. */
  attached: string[];
  /** Of those, the ones another parent uploaded: each parent decides about their own photos. */
  othersPhotos: string[];
}

/**
 * The photos a family record ends up with (decisions 043, 044), or a 400 naming `field`: the
 * caller names images they uploaded as a parent that nothing uses yet, or photos already on the
 * record to keep; another parent's photos on the record stay even when the caller does not name
 * them (a second parent saving does not drop the first one's). At most FAMILY_PHOTOS_MAX in all.
 * `unusedOwnImages` answers which of some ids are the caller's own unused parent images.
 */
export async function checkFamilyPhotos(
  requested: string[],
  field: string,
  record: AttachedFamilyPhotos,
  unusedOwnImages: (ids: string[]) => Promise<string[]>,
): Promise<string[]> {
  const named = [...new Set(requested)];
  const onRecord = new Set(record.attached);
  const fresh = named.filter((id) => !onRecord.has(id));
  const kept = [...named, ...record.othersPhotos.filter((id) => !named.includes(id))];
  if (kept.length > FAMILY_PHOTOS_MAX) {
    throw badInput(field, `at most ${FAMILY_PHOTOS_MAX} photos in all, with those already there`);
  }
  if ((await unusedOwnImages(fresh)).length !== fresh.length) {
    throw badInput(field, 'name photos you uploaded for this, not used anywhere else');
  }
  return kept;
}
