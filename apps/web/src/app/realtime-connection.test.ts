import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfterChange } from './realtime-connection';
import { schoolsQueryKeys } from '../features/schools/api/schools-query-keys';

/** A client holding the given queries, all fresh, so only an invalidation marks them stale. */
function clientWith(keys: string[][]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of keys) client.setQueryData(key, []);
  return client;
}
const isStale = (client: QueryClient, key: string[]) => client.getQueryState(key)?.isInvalidated;

describe('refreshAfterChange', () => {
  it("a class change refreshes the class switcher ('classes') and the setup list ('class')", () => {
    const client = clientWith([['classes', 'staff'], ['class', 'setup', 'active'], ['observation']]);
    refreshAfterChange(client, { entity: 'class', ids: ['c1'], class_ids: [] });
    expect(isStale(client, ['classes', 'staff'])).toBe(true);
    expect(isStale(client, ['class', 'setup', 'active'])).toBe(true);
    expect(isStale(client, ['observation'])).toBe(false);
  });

  it('a school change refreshes school_settings/, where the shell reads the name', () => {
    const client = clientWith([[...schoolsQueryKeys.settings], ['classes', 'staff']]);
    refreshAfterChange(client, { entity: 'school', ids: ['s1'], class_ids: [] });
    expect(isStale(client, [...schoolsQueryKeys.settings])).toBe(true);
    expect(isStale(client, ['classes', 'staff'])).toBe(false);
  });

  it('a division change refreshes the class setup list, which shows division names', () => {
    const client = clientWith([
      ['class', 'setup', 'all'],
      ['classes', 'staff'],
    ]);
    refreshAfterChange(client, { entity: 'division', ids: ['d1'], class_ids: [] });
    expect(isStale(client, ['class', 'setup', 'all'])).toBe(true);
    expect(isStale(client, ['classes', 'staff'])).toBe(false);
  });

  it("makes open apps refetch user_permissions/ when a role's switches change", () => {
    const client = clientWith([[...schoolsQueryKeys.userPermissions], ['role', 'list']]);
    refreshAfterChange(client, { entity: 'role', ids: ['r1'], class_ids: [] });
    expect(isStale(client, [...schoolsQueryKeys.userPermissions])).toBe(true);
    expect(isStale(client, ['role', 'list'])).toBe(true);
  });

  it('does the same when a staff member is edited (their role may have changed)', () => {
    const client = clientWith([[...schoolsQueryKeys.userPermissions]]);
    refreshAfterChange(client, { entity: 'staff', ids: ['u1'], class_ids: [] });
    expect(isStale(client, [...schoolsQueryKeys.userPermissions])).toBe(true);
  });

  it('leaves permissions alone for classroom records', () => {
    const client = clientWith([[...schoolsQueryKeys.userPermissions], ['observation', 'list']]);
    refreshAfterChange(client, { entity: 'observation', ids: ['o1'], class_ids: ['c1'] });
    expect(isStale(client, ['observation', 'list'])).toBe(true);
    expect(isStale(client, [...schoolsQueryKeys.userPermissions])).toBe(false);
  });

  it('refreshes open portfolios on a share, and when one of their observations, stories or photos changes', () => {
    const portfolio = ['portfolio', 'staff', 'c1', 'child1'];
    for (const entity of ['portfolio', 'observation', 'story', 'class_media'] as const) {
      const client = clientWith([portfolio, ['announcement']]);
      refreshAfterChange(client, { entity, ids: ['x'], class_ids: ['c1'] });
      expect(isStale(client, portfolio), entity).toBe(true);
      expect(isStale(client, ['announcement']), entity).toBe(false);
    }
    const client = clientWith([portfolio]);
    refreshAfterChange(client, { entity: 'announcement', ids: ['a1'], class_ids: [] });
    expect(isStale(client, portfolio)).toBe(false);
  });

  it("a term or a scheme change refreshes the terms and every progress card screen ('hpc')", () => {
    const client = clientWith([
      ['assessment_cycle', 'class', 'c1'],
      ['hpc', 'students', 'k1'],
      ['hpc', 'gradebook', 'c1'],
      ['observation', 'list'],
    ]);
    refreshAfterChange(client, { entity: 'assessment_scheme', ids: ['s1'], class_ids: [] });
    expect(isStale(client, ['assessment_cycle', 'class', 'c1'])).toBe(true);
    expect(isStale(client, ['hpc', 'students', 'k1'])).toBe(true);
    expect(isStale(client, ['hpc', 'gradebook', 'c1'])).toBe(true);
    expect(isStale(client, ['observation', 'list'])).toBe(false);
  });

  it('new evidence (an observation) refreshes the progress cards that count it', () => {
    const client = clientWith([
      ['hpc', 'card', 'k1', 'st1'],
      ['assessment_cycle', 'class', 'c1'],
    ]);
    refreshAfterChange(client, { entity: 'observation', ids: ['o1'], class_ids: ['c1'] });
    expect(isStale(client, ['hpc', 'card', 'k1', 'st1'])).toBe(true);
    expect(isStale(client, ['assessment_cycle', 'class', 'c1'])).toBe(false);
  });
});
