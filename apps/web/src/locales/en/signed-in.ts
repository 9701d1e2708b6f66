import type { SignedInEnglish } from '../catalogs';
import { mergeAreas } from '../merge-areas';

/**
 * Every English area but those the first screens read (catalogs.ts firstScreenAreas, the same
 * three files): downloaded with the signed-in app.
 */
export const strings = mergeAreas<SignedInEnglish>(
  import.meta.glob(['./*.json', '!./common.json', '!./account.json', '!./server-messages.json'], {
    eager: true,
    import: 'default',
  }),
);
