import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { schoolsQueryKeys } from '../features/schools/api/schools-query-keys';
import { refreshAfterChange } from './realtime-connection';

/** A client holding the signed-in staff member's permissions and a roles list, both fresh. */
function clientWithPermissions() {
  const client = new QueryClient();
  client.setQueryData(schoolsQueryKeys.userPermissions, { cached: true });
  client.setQueryData(['role', 'list'], []);
  client.setQueryData(['observation', 'list'], []);
  return client;
}
const isStale = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated === true;

describe('refreshAfterChange', () => {
  it("makes open apps refetch user_permissions/ when a role's switches change", () => {
    const client = clientWithPermissions();
    refreshAfterChange(client, { entity: 'role', ids: ['r1'], class_ids: [] });
    expect(isStale(client, schoolsQueryKeys.userPermissions)).toBe(true);
    expect(isStale(client, ['role', 'list'])).toBe(true);
  });

  it('does the same when a staff member is edited (their role may have changed)', () => {
    const client = clientWithPermissions();
    refreshAfterChange(client, { entity: 'staff', ids: ['u1'], class_ids: [] });
    expect(isStale(client, schoolsQueryKeys.userPermissions)).toBe(true);
  });

  it('leaves permissions alone for classroom records', () => {
    const client = clientWithPermissions();
    refreshAfterChange(client, { entity: 'observation', ids: ['o1'], class_ids: ['c1'] });
    expect(isStale(client, ['observation', 'list'])).toBe(true);
    expect(isStale(client, schoolsQueryKeys.userPermissions)).toBe(false);
  });
});
