import type { Catalog } from './catalogs';

/** One language's area files, by path, as one catalog (each area owns its top-level keys). */
export function mergeAreas(files: Record<string, unknown>): Catalog {
  return Object.assign({}, ...Object.values(files)) as Catalog;
}
