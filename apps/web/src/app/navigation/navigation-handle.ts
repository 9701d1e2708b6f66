import { useMatches } from 'react-router';
import type { NavigationEntry } from './navigation-table';

/** What the router attaches to each table route, so guards and placeholders know their entry. */
export interface NavigationHandle {
  navigationEntry: NavigationEntry;
}

function isNavigationHandle(handle: unknown): handle is NavigationHandle {
  return typeof handle === 'object' && handle !== null && 'navigationEntry' in handle;
}

/** The table entry of the deepest matched route, or null outside the table. */
export function useNavigationEntry(): NavigationEntry | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (isNavigationHandle(handle)) return handle.navigationEntry;
  }
  return null;
}
