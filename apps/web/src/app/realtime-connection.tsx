import { RECORDS_CHANGED_EVENT, type RecordsChanged } from '@cue/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { showError } from '../lib/notify';
import { openRealtimeSocket, RealtimeSocketContext, type RealtimeSocket } from '../lib/socket';
import { schoolsQueryKeys } from '../features/schools/api/schools-query-keys';
/** The records the staff home's today view (GET staff_today/) is made of. */
const todayEntities = new Set<RecordsChanged['entity']>(['attendance', 'excusal', 'observation']);
/**
 * Queries that show an entity under another name: a class change refreshes the class switchers
 * ('classes'), a school change the shell's school_settings/ ('school_settings'), a renamed division the
 * class setup list that names it ('class').
 */
const alsoKnownAs: Partial<Record<RecordsChanged['entity'], string>> = {
  class: 'classes',
  school: 'school_settings',
  division: 'class',
  // The mid-term plan lays projects and weekly plans over its weeks (features/term-plans).
  project: 'term_plan',
  week_plan: 'term_plan',
  // A class's terms name their scheme (features/assessment).
  assessment_scheme: 'assessment_cycle',
};

/** The records a portfolio shows (its own shares arrive as 'portfolio'). */
const portfolioSources = new Set<RecordsChanged['entity']>(['observation', 'story', 'class_media']);
/**
 * What progress cards and the gradebook (keys starting 'hpc') show besides judgements: terms and
 * schemes, evidence (observations, stories, photos), attendance over the term, the roster.
 */
const progressCardSources = new Set<RecordsChanged['entity']>([
  'assessment_scheme',
  'assessment_cycle',
  'observation',
  'story',
  'class_media',
  'attendance',
  'student',
]);

/** Changes that may change what the signed-in staff member is allowed to do (their role, their membership). */
const permissionEntities = new Set<RecordsChanged['entity']>(['role', 'staff']);

/**
 * The one place realtime events become query invalidations (DESIGN.md convention 8). Every
 * query about a kind of record has a key starting with the entity's name ('attendance',
 * 'excusal', 'observation', 'journal', 'announcement'), so an event refreshes every open screen
 * that shows it: a register, a list, a parent's view.
 */
export function refreshAfterChange(queryClient: QueryClient, change: RecordsChanged): void {
  void queryClient.invalidateQueries({ queryKey: [change.entity] });
  // The staff home's today view sums registers, requests and observations under its own key.
  if (todayEntities.has(change.entity)) void queryClient.invalidateQueries({ queryKey: ['today'] });
  const alias = alsoKnownAs[change.entity];
  if (alias) void queryClient.invalidateQueries({ queryKey: [alias] });
  // Planning insights count tagged observations too (its key starts with 'week_plan').
  if (change.entity === 'observation') {
    void queryClient.invalidateQueries({ queryKey: ['week_plan', 'insights'] });
  }

  // A child's portfolio is made of observations, stories and class photos (features/portfolio).
  if (portfolioSources.has(change.entity)) void queryClient.invalidateQueries({ queryKey: ['portfolio'] });
  if (progressCardSources.has(change.entity)) void queryClient.invalidateQueries({ queryKey: ['hpc'] });

  // A role's switches or a member's role changed: menus and guards follow without a reload.
  if (permissionEntities.has(change.entity)) {
    void queryClient.invalidateQueries({ queryKey: schoolsQueryKeys.userPermissions });
    // A member's classes may have changed too (staff edit): their class switcher follows.
    if (change.entity === 'staff') void queryClient.invalidateQueries({ queryKey: ['classes'] });
  }
}

/**
 * Keeps one realtime connection while signed in and hands it to the screens below
 * (`useRealtimeSocket()`); `sessionKey` changes on sign-in or role switch, which reconnects.
 */
export function RealtimeConnection({ sessionKey, children }: { sessionKey: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [socket, setSocket] = useState<RealtimeSocket | null>(null);

  useEffect(() => {
    let closed = false;
    let opened: RealtimeSocket | null = null;
    void openRealtimeSocket().then((connection) => {
      if (closed) {
        connection.close();
        return;
      }
      opened = connection;
      connection.on(RECORDS_CHANGED_EVENT, (change) => refreshAfterChange(queryClient, change));
      // Spec section 8: a socket message with an error is shown as an error toast.
      connection.on('message', (payload) => {
        if (payload && typeof payload.error === 'string' && payload.error) showError(payload.error);
      });
      setSocket(connection);
    });
    return () => {
      closed = true;
      opened?.close();
      setSocket(null);
    };
  }, [queryClient, sessionKey]);

  return <RealtimeSocketContext.Provider value={socket}>{children}</RealtimeSocketContext.Provider>;
}
