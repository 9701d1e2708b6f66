import { Avatar, Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AvatarMenuItem } from '../navigation/navigation-access';

/** Spec "Top bar": the avatar dropdown (dashboard, setup lists, leave portal, switch school). */
export function AvatarMenu({ schoolName, items }: { schoolName: string; items: AvatarMenuItem[] }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {/* Named by hidden text, not aria-label: the initials are a picture, not the button's name. */}
        <UnstyledButton h={44} style={{ flexShrink: 0 }}>
          <VisuallyHidden>{t('navigation.avatarMenu.open')}</VisuallyHidden>
          <Avatar color="initials" name={schoolName} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{schoolName}</Menu.Label>
        {items.map((item) => (
          <Menu.Item key={item.id} component={Link} to={item.to}>
            {t(`navigation.avatarMenu.${item.id}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
