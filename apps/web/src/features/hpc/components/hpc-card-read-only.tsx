import type { HpcCard } from '@cue/contracts';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName } from '../../../lib/person-name';
import { dimensionsOf, judgementOf } from '../card-model';
import { CardAttendance, ReportCardObservations } from './card-facts';
import { CardFeedback } from './card-feedback';

import { LevelBadge } from '../../../components/level-badge';
import { SelfAssessmentFaces } from './self-assessment-faces';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The profile's answers, the empty ones left out. */
function Profile({ profile }: { profile: HpcCard['profile'] }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('hpc.profile.likes'), profile.likes],
    [t('hpc.profile.my_family'), profile.my_family],
    [t('hpc.profile.languages'), profile.languages_at_home.join(', ')],
    [t('hpc.profile.about_me'), profile.about_me],
  ];
  const filled = rows.filter(([, value]) => value.trim());
  if (filled.length === 0) return <Text c="dimmed">{t('hpc.card.nothingYet')}</Text>;
  return (
    <Stack gap={6} component="dl" m={0}>
      {filled.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="sm" fw={600}>
            {label}
          </Text>
          <Text component="dd" m={0} size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
            {value}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

/**
 * A card to read (a family's published card, on a phone first): all about me, per domain the
 * judged competencies with each dimension's level and the evidence behind it, the teacher's
 * words, the child's own faces, attendance and report-card observations.
 */
export function HpcCardReadOnly({ card }: { card: HpcCard }) {
  const { t } = useTranslation();
  const domains = card.narratives.map((narrative) => ({
    narrative,
    competencies: card.competencies.filter((competency) => competency.domain === narrative.domain),
  }));
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={2} size="h3">
          {fullName(card.student)}
        </Title>
        <Text size="sm" c="dimmed">
          {t('hpc.card.subtitle', {
            cycle: card.cycle.name,
            className: card.class.name,
            scheme: card.scheme.name,
          })}
        </Text>
      </Stack>
      <Section title={t('hpc.card.profile')}>
        <Profile profile={card.profile} />
      </Section>
      <Section title={t('hpc.card.progress')}>
        <Stack gap="md">
          {domains.map(({ narrative, competencies }) => {
            const hasWords = narrative.strengths.trim() || narrative.next_steps.trim();
            if (competencies.length === 0 && !hasWords) return null;
            return (
              <Paper
                key={narrative.domain}
                withBorder
                p="sm"
                radius="md"
                component="article"
                aria-label={narrative.domain_title}
              >
                <Stack gap="sm">
                  <Text fw={700}>{narrative.domain_title}</Text>
                  {competencies.map((competency) => (
                    <Stack key={competency.code} gap={4}>
                      <Text size="sm" fw={600}>
                        {competency.title}
                      </Text>
                      {dimensionsOf(card.scheme, competency.domain).map((dimension) => {
                        const judgement = judgementOf(card, competency.code, dimension.key);
                        if (!judgement) return null;
                        return (
                          <Stack key={dimension.key} gap={2}>
                            <Group gap="xs" wrap="wrap">
                              <Text size="sm">{dimension.label}</Text>
                              <LevelBadge scheme={card.scheme} level={judgement.level} />
                            </Group>
                            {judgement.evidence.length > 0 && (
                              <Text size="xs" c="dimmed" dir="auto">
                                {judgement.evidence
                                  .map((item) =>
                                    t('hpc.evidence.chipLabel', {
                                      kind: t(`hpc.evidence.kind.${item.kind}`),
                                      title: item.title || t(`hpc.evidence.kind.${item.kind}`),
                                    }),
                                  )
                                  .join(' · ')}
                              </Text>
                            )}
                          </Stack>
                        );
                      })}
                    </Stack>
                  ))}
                  {narrative.strengths.trim() && (
                    <Stack gap={0}>
                      <Text size="sm" fw={600}>
                        {t('hpc.narrative.strengthsShort')}
                      </Text>
                      <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                        {narrative.strengths}
                      </Text>
                    </Stack>
                  )}
                  {narrative.next_steps.trim() && (
                    <Stack gap={0}>
                      <Text size="sm" fw={600}>
                        {t('hpc.narrative.nextStepsShort')}
                      </Text>
                      <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                        {narrative.next_steps}
                      </Text>
                    </Stack>
                  )}
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      </Section>
      <Section title={t('hpc.card.selfAssessment')}>
        <SelfAssessmentFaces card={card} readOnly />
      </Section>
      {card.feedback && (
        <Section title={t('hpc.card.feedback')}>
          <CardFeedback feedback={card.feedback} />
        </Section>
      )}
      <Section title={t('hpc.card.attendance')}>
        <CardAttendance attendance={card.attendance} />
      </Section>
      <Section title={t('hpc.card.reportObservations')}>
        <ReportCardObservations observations={card.report_card_observations} />
      </Section>
    </Stack>
  );
}
