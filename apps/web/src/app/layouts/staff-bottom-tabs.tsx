import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCueOverlayParam } from '../../features/cue-chat/hooks/use-cue-overlay-param';
import { useSchoolSettings } from '../../features/schools/api/get-school-settings';
import { deriveStaffTabs, type StaffTabId } from '../navigation/navigation-access';
import { useStaffPermissions } from '../navigation/use-staff-permissions';
import classes from './staff-bottom-tabs.module.css';

/** One outline icon per tab (24 px, inherits the text colour). */
const icons: Record<StaffTabId | 'cue', ReactNode> = {
  plan: <path d="M5 4h14v16H5zM8 8h8M8 12h8M8 16h5" />,
  communicate: <path d="M4 11l14-6v14L4 13zM8 13v5h3" />,
  assess: <path d="M6 4h12v16H6zM9 9l2 2 4-4M9 15h6" />,
  admin: <path d="M5 5h14v15H5zM5 9h14M9 3v4M15 3v4M8 13h3v3H8z" />,
  cue: <path d="M4 5h16v11H9l-5 4zM12 8l1 2 2 .5-2 .5-1 2-1-2-2-.5 2-.5z" />,
};

function TabIcon({ id }: { id: StaffTabId | 'cue' }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
      strokeLinecap="round"
      aria-hidden
    >
      {icons[id]}
    </svg>
  );
}

/** The class that gives the staff shell its bottom-bar offset (--staff-bottom-bar) on phones. */
export const staffShellClassName = classes.shell;

/**
 * On phones and small tablets (below md, where the top bar has no room for its tabs), the staff
 * tabs at the bottom within reach of a thumb: the same tabs and permissions as the top bar
 * (navigation table), plus Cue, which opens the chat (`?cue=true`) when the school has it.
 */
export function StaffBottomTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const permissions = useStaffPermissions();
  const settings = useSchoolSettings();
  const { setOpen: setCueOpen } = useCueOverlayParam();
  if (permissions.status !== 'success') return null;
  const tabs = deriveStaffTabs({ kind: 'staff', permissions: permissions.permissions });
  const hasCue = settings.data?.school_permissions.cue_chat.enabled === true;

  return (
    <Box component="nav" hiddenFrom="md" className={classes.bar} aria-label={t('bottomTabs.label')}>
      {tabs.map((tab) => (
        <Link
          key={tab.id}
          to={tab.to}
          className={classes.tab}
          aria-current={pathname.startsWith(tab.matchPrefix) ? 'page' : undefined}
        >
          <TabIcon id={tab.id} />
          {t(`navigation.tabs.${tab.id}`)}
        </Link>
      ))}
      {hasCue && (
        <button type="button" className={classes.tab} onClick={() => setCueOpen(true)}>
          <TabIcon id="cue" />
          {t('bottomTabs.cue')}
        </button>
      )}
    </Box>
  );
}
