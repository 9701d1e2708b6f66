import { mergeAreas } from '../merge-areas';

/** Every area file of this language (the keys match English: locales.test.ts). */
export const catalog = mergeAreas(import.meta.glob('./*.json', { eager: true, import: 'default' }));
