import { Anchor, Text } from '@mantine/core';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';

/** "By continuing, you agree to ..." with the privacy policy and terms links (spec "Login screen"). */
export function ConsentLine() {
  return (
    <Text size="sm" c="dimmed" ta="center">
      <Trans
        i18nKey="login.consent"
        components={{
          privacy: <Anchor component={Link} to="/public/privacy" inherit />,
          terms: <Anchor component={Link} to="/public/terms" inherit />,
        }}
      />
    </Text>
  );
}
