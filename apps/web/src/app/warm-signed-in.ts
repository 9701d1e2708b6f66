import { apiPaths, type UserKind } from '@cue/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { askEarly } from '../lib/early-answers';
import { loadSignedInStrings } from '../lib/i18n';
import { activeKind, sessionStore } from '../lib/session-store';

/**
 * With a session at start-up, the signed-in app's first chunks are requested together instead of
 * each after the one that imports it (routes, then the shell and its English, then the staff or
 * parent layout, then the screen): on a phone network every link of that chain costs a round trip
 * (docs/decisions/021-web-delivery.md). They are the very modules the router and the layouts
 * import later, so nothing downloads twice, and a signed-out visitor downloads none of them. The
 * user's details, which the shell waits for, are asked for at once too, into the same query the
 * shell reads: the request itself starts here, before the chunk that reads it (lib/early-answers.ts).
 */
// One import per function: Vite's preloading gives each its own dependencies (a conditional
// expression inside one import would preload both layouts' dependencies).
const layouts = {
  staff: () => import('./layouts/staff-layout'),
  parent: () => import('./layouts/parent-layout'),
} satisfies Record<UserKind, () => Promise<unknown>>;

export function warmSignedInApp(queryClient: QueryClient): void {
  const session = sessionStore.get();
  if (!session) return;
  const kind = activeKind(session);
  // A dual-role user's details are a POST with both tokens (logined_user_details_v2): they wait for
  // the chunk as before.
  if (session.role !== 'both') askEarly(apiPaths.loginedUserDetails);
  const chunks: Promise<unknown>[] = [
    // The screen asked for (the register, say), so its chunks download beside the shell's.
    import('./signed-in-routes').then((module) => module.warmScreen(window.location.pathname)),
    import('./navigation/navigation-guard'),
    import('./layouts/signed-in-layout'),
    loadSignedInStrings(),
    layouts[kind](),
    // prefetchQuery never rejects; a failure is the shell's query to retry and report.
    import('../features/users/api/get-current-user').then((module) =>
      queryClient.prefetchQuery(module.getCurrentUserQueryOptions(session.role, kind)),
    ),
  ];
  // A failed download is reported by whoever imports the module when it renders.
  for (const chunk of chunks) chunk.catch(() => {});
}
