import { displayClassName, type TodayClass } from '@cue/contracts';
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './today-card.module.css';

/** Where the card's links go (the screens are the app's to name: app/routes composes them). */
export interface TodayLinks {
  /** The class's register for the day. */
  register: (classId: string, date: string) => string;
  /** The class's excusal and leave requests. */
  requests: (classId: string) => string;
  /** The class's observations. */
  observations: (classId: string) => string;
}

/**
 * One class's today: whether the register is marked (the whole card opens it), who is away, the
 * requests waiting and the observations of the day. Parts of a module that is off are absent.
 */
export function TodayClassCard({
  today,
  date,
  links,
}: {
  today: TodayClass;
  date: string;
  links: TodayLinks;
}) {
  const { t } = useTranslation();
  const { attendance, observations } = today;
  const name = displayClassName(today.class_name);
  const isMarked = attendance?.is_saved === true;

  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="md"
      className={classes.card}
      style={{ borderInlineStart: `6px solid ${today.color}` }}
      aria-label={today.class_name}
    >
      <Stack gap="xs">
        <Text
          component="h3"
          fw={700}
          fz="lg"
          m={0}
          title={name === today.class_name ? undefined : today.class_name}
        >
          {name}
        </Text>
        {attendance && (
          <>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Badge color={isMarked ? 'teal' : 'orange'} variant="light" size="lg" tt="none">
                {isMarked ? t('today.registerMarked') : t('today.registerNotMarked')}
              </Badge>
              {/* The card's main link: its ::after covers the whole card (one tap anywhere). */}
              <Button
                component={Link}
                to={links.register(today.class_id, date)}
                className={classes.mainLink}
                variant={isMarked ? 'light' : 'filled'}
                h={44}
              >
                {isMarked ? t('today.openRegister') : t('today.markNow')}
              </Button>
            </Group>
            <Text size="sm">
              {t('today.counts', {
                present: attendance.counts.present,
                away: attendance.away.length,
                unmarked: attendance.counts.NA,
              })}
            </Text>
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('today.awayHeading')}
              </Text>
              {attendance.away.length === 0 ? (
                <Text size="sm">{t('today.nobodyAway')}</Text>
              ) : (
                <Group gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                  {attendance.away.map((child) => (
                    <Text component="li" size="sm" key={child.student_id}>
                      {child.first_name}{' '}
                      <Text span size="xs">
                        ({t(`today.status.${child.attendance_status}`)})
                      </Text>
                    </Text>
                  ))}
                </Group>
              )}
            </Stack>
          </>
        )}
        <Group gap="md" wrap="wrap">
          {attendance &&
            (attendance.pending_excusals > 0 ? (
              <Anchor
                component={Link}
                to={links.requests(today.class_id)}
                className={classes.innerLink}
                fw={600}
              >
                {t('today.requestsWaiting', { count: attendance.pending_excusals })}
              </Anchor>
            ) : (
              <Text size="sm" className={classes.innerLink}>
                {t('today.noRequests')}
              </Text>
            ))}
          {observations && (
            <Anchor component={Link} to={links.observations(today.class_id)} className={classes.innerLink}>
              {t('today.observationsToday', { count: observations.count })}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
