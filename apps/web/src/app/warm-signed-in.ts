import { loadSignedInStrings } from '../lib/i18n';
import { activeKind, sessionStore } from '../lib/session-store';

/**
 * With a session at start-up, the signed-in app's first chunks are requested together instead of
 * each after the one that imports it (routes, then the shell and its English, then the staff or
 * parent layout): on a phone network every link of that chain costs a round trip
 * (docs/decisions/021-web-delivery.md). They are the very modules the router and the layouts
 * import later, so nothing downloads twice, and a signed-out visitor downloads none of them.
 */
export function warmSignedInApp(): void {
  const session = sessionStore.get();
  if (!session) return;
  const chunks: Promise<unknown>[] = [
    import('./signed-in-routes'),
    import('./navigation/navigation-guard'),
    import('./layouts/signed-in-layout'),
    loadSignedInStrings(),
    activeKind(session) === 'staff' ? import('./layouts/staff-layout') : import('./layouts/parent-layout'),
  ];
  // A failed download is reported by whoever imports the module when it renders.
  for (const chunk of chunks) chunk.catch(() => {});
}
