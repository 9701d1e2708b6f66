import { Anchor, Badge, Card, Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkTarget } from './navigation-access';
import type { NavigationEntry } from './navigation-table';
import classes from './landing-card.module.css';

/**
 * One link of a landing page: its label as a heading, what it is for in one line, and "Coming
 * soon" while the table still sends it to the module placeholder (which says what will come).
 * The badge and the line are the link's description, so a screen reader hears them with it.
 */
export function LandingCard({ entry, headingOrder }: { entry: NavigationEntry; headingOrder: TitleOrder }) {
  const { t } = useTranslation();
  const id = useId();
  const isComingSoon = entry.screen === 'placeholder';
  const badgeId = `${id}-badge`;
  const descriptionId = `${id}-description`;

  return (
    <Card role="listitem" withBorder radius="md" padding="md" className={classes.card}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={headingOrder} fz="lg">
            <Anchor
              component={Link}
              to={linkTarget(entry)}
              className={classes.link}
              aria-describedby={isComingSoon ? `${badgeId} ${descriptionId}` : descriptionId}
            >
              {t(`navigation.links.${entry.id}`)}
            </Anchor>
          </Title>
          {isComingSoon && (
            <Badge id={badgeId} variant="light" style={{ flexShrink: 0 }}>
              {t('navigation.placeholder.badge')}
            </Badge>
          )}
        </Group>
        <Text id={descriptionId} size="sm">
          {t(`navigation.descriptions.${entry.id}`)}
        </Text>
      </Stack>
    </Card>
  );
}
