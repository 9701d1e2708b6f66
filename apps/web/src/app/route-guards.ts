import { canOpen, type Viewer } from './navigation/navigation-access';
import type { NavigationEntry } from './navigation/navigation-table';

/*
 * The guard of the navigation table's routes (NavigationGuard). The session redirects every route
 * needs are in session-redirects.ts, so the sign-in screen does not download the navigation table.
 */

/**
 * Spec section 6: a route of the navigation table opens only for the roles, role permissions and
 * school modules the table names; everyone else sees "not available for your role".
 */
export function routeAccess(entry: NavigationEntry, viewer: Viewer): 'open' | 'notAvailable' {
  return canOpen(entry, viewer) ? 'open' : 'notAvailable';
}
