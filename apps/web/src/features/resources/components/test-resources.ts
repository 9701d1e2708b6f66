import type { Resource } from '@cue/contracts';

/** A resource as the server answers it (a materials list by Priya unless told otherwise). */
export function testResource(overrides: Partial<Resource> = {}): Resource {
  return {
    _id: '65a000000000000000000901',
    kind: 'materials',
    title: 'Water play tray',
    description: '',
    url: null,
    file: null,
    materials: ['Large shallow tray', 'Jugs and cups', 'Sponges'],
    age_bands: ['2-3'],
    tags: ['water'],
    created_by: { _id: '65a000000000000000000101', name: 'Priya Nair' },
    created_at: '2026-01-05T09:00:00.000Z',
    updated_at: '2026-01-05T09:00:00.000Z',
    archived: false,
    can_edit: true,
    used_in_units: 0,
    ...overrides,
  };
}
