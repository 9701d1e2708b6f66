import type { Catalog } from './catalogs';

/** Area files, by path, as one set of strings (each area owns its top-level keys). */
export function mergeAreas<Strings = Catalog>(files: Record<string, unknown>): Strings {
  return Object.assign({}, ...Object.values(files)) as Strings;
}
