import type { SchoolRole } from '@cue/contracts';
import type { RoleRow } from './roles.repository.js';

export function presentRole(row: RoleRow, memberCount: number): SchoolRole {
  return { _id: row.id, name: row.name, permissions: row.permissions, member_count: memberCount };
}
