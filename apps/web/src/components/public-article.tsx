import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A plain text page of the public area: a title, paragraphs and the way back to sign-in. */
export function PublicArticle({ title, paragraphs }: { title: string; paragraphs: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Stack component="article" gap="md">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {title}
      </Title>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      <Anchor component={Link} to="/" py="sm">
        {t('public.backToSignIn')}
      </Anchor>
    </Stack>
  );
}
