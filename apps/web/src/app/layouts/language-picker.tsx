import { ActionIcon, Menu, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, languageNames, languages, type Language } from '../../lib/language';
import { showError } from '../../lib/notify';
import { activeKind, useSession } from '../../lib/session-store';
import { useStaffPermissions } from '../navigation/use-staff-permissions';

/** A globe: the usual sign for "language", readable in every script. */
function GlobeIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8}>
      <circle cx={12} cy={12} r={9} />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </svg>
  );
}

/** The button and its menu: English, العربية, עברית, each named in itself. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const { setDirection } = useDirection();
  const selected = i18n.language;
  // Arabic and Hebrew are downloaded on first choice; offline, the language stays as it is.
  const choose = (language: Language) =>
    changeLanguage(language).then(setDirection, () => showError(t('errors.network')));

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('shell.language')}>
          <GlobeIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {languages.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            aria-current={language === selected ? 'true' : undefined}
            fw={language === selected ? 700 : undefined}
            onClick={() => void choose(language)}
          >
            {languageNames[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function StaffLanguagePicker() {
  const permissions = useStaffPermissions();
  if (permissions.status !== 'success') return null;
  if (!permissions.permissions.rolePermissions.super_admin.access_new_modules) return null;
  return <LanguageMenu />;
}

/**
 * Spec section 6: the language switcher is shown only when the signed-in staff user's role has
 * super_admin.access_new_modules. Parents never see it (a dual-role user acting as parent neither).
 */
export function LanguagePicker() {
  const session = useSession();
  if (!session || activeKind(session) !== 'staff') return null;
  return <StaffLanguagePicker />;
}
