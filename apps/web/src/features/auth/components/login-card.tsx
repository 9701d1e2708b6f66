import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CueLogo } from '../../../components/cue-logo';

/** The centred sign-in card with the product name and tagline; full width on a phone. */
export function LoginCard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p={{ base: 'sm', xs: 'md' }} bg="var(--mantine-color-gray-0)">
      <Paper
        component="main"
        withBorder
        shadow="md"
        radius="lg"
        w="100%"
        maw={420}
        p={{ base: 'lg', sm: 'xl' }}
      >
        <Stack gap="lg">
          <Stack gap={4} align="center">
            <CueLogo size={56} />
            <Title order={1} ta="center">
              {t('app.name')}
            </Title>
            <Text c="dimmed" ta="center">
              {t('app.tagline')}
            </Text>
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
