import { SettingsModal, type SettingsModalProps } from '../../features/account/components/settings-modal';
import { SignInMethods } from '../../features/auth/components/sign-in-methods';

/**
 * The settings modal with the sign-in methods in its Account tab: two features composed here, as
 * features do not import each other. Downloaded on the modal's first opening (signed-in-layout.tsx).
 */
export function AccountSettingsModal(props: Omit<SettingsModalProps, 'children'>) {
  return (
    <SettingsModal {...props}>
      <SignInMethods />
    </SettingsModal>
  );
}
