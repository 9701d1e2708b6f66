import type { CurriculumFrameworkTree, HpcCard } from '@cue/contracts';
import { Accordion, Alert, Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { fullName } from '../../../lib/person-name';
import { useHpcCard } from '../api/hpc-card';
import { cardDomains, dimensionsOf, judgementOf, type CardDomain } from '../card-model';
import { useCardSaver } from '../hooks/use-card-saver';
import { CardAttendance, ReportCardObservations } from './card-facts';
import { CardFeedback } from './card-feedback';
import { CardSaveStatus } from './card-save-state';
import { CardStatusActions } from './card-status-actions';
import { NarrativeEditor, ProfileEditor } from './card-text-sections';
import type { EvidenceHref } from './evidence-chips';
import { HpcStatusBadge } from './hpc-status-badge';
import { JudgementRow } from './judgement-row';
import { SelfAssessmentFaces } from './self-assessment-faces';

type Saver = ReturnType<typeof useCardSaver>;

function CardSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `hpc-section-${title.replace(/\W+/g, '-')}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function DomainPanel({
  card,
  domain,
  saver,
  readOnly,
  evidenceHref,
}: {
  card: HpcCard;
  domain: CardDomain;
  saver: Saver;
  readOnly: boolean;
  evidenceHref: EvidenceHref;
}) {
  const { t } = useTranslation();
  const dimensions = dimensionsOf(card.scheme, domain.code);
  const narrative = card.narratives.find((candidate) => candidate.domain === domain.code);
  return (
    <Stack gap="md">
      {dimensions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('hpc.card.notJudged')}
        </Text>
      ) : (
        domain.competencies.map((competency) => (
          <Paper
            key={competency.code}
            withBorder
            p="sm"
            radius="md"
            component="article"
            aria-label={`${competency.code} ${competency.title}`}
          >
            <Stack gap="sm">
              <Text fw={600} size="sm">
                <bdi>{competency.code}</bdi> <bdi>{competency.title}</bdi>
              </Text>
              {dimensions.map((dimension) => (
                <JudgementRow
                  key={dimension.key}
                  card={card}
                  competency={competency}
                  dimension={dimension}
                  saver={saver}
                  readOnly={readOnly}
                  evidenceHref={evidenceHref}
                />
              ))}
            </Stack>
          </Paper>
        ))
      )}
      {narrative && <NarrativeEditor narrative={narrative} saver={saver} readOnly={readOnly} />}
    </Stack>
  );
}

/** Per domain (an accordion, a domain's competencies drawn only while open): levels, evidence, narrative. */
function Domains({
  card,
  tree,
  saver,
  readOnly,
  evidenceHref,
}: {
  card: HpcCard;
  tree: CurriculumFrameworkTree | undefined;
  saver: Saver;
  readOnly: boolean;
  evidenceHref: EvidenceHref;
}) {
  const { t } = useTranslation();
  const domains = cardDomains(card, tree);
  const [open, setOpen] = useState<string[]>(() => {
    const judged = domains.filter((domain) =>
      domain.competencies.some((competency) =>
        card.judgements.some((judgement) => judgement.competency === competency.code),
      ),
    );
    return (judged.length > 0 ? judged : domains.slice(0, 1)).map((domain) => domain.code);
  });
  return (
    <Accordion multiple value={open} onChange={setOpen} variant="separated">
      {domains.map((domain) => {
        const dimensions = dimensionsOf(card.scheme, domain.code);
        const expected = domain.competencies.length * dimensions.length;
        const set = domain.competencies.reduce(
          (sum, competency) =>
            sum + dimensions.filter((d) => judgementOf(card, competency.code, d.key)).length,
          0,
        );
        return (
          <Accordion.Item key={domain.code} value={domain.code}>
            <Accordion.Control>
              <Group justify="space-between" gap="xs" wrap="nowrap" pe="xs">
                <Text fw={600} style={{ minWidth: 0 }}>
                  {domain.title}
                </Text>
                {expected > 0 && (
                  <Badge variant="light" color="gray" styles={{ root: { textTransform: 'none' } }}>
                    {t('hpc.card.domainProgress', { set, expected })}
                  </Badge>
                )}
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              {open.includes(domain.code) && (
                <DomainPanel
                  card={card}
                  domain={domain}
                  saver={saver}
                  readOnly={readOnly}
                  evidenceHref={evidenceHref}
                />
              )}
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}

/**
 * A child's progress card for a cycle, for staff: "all about me", per domain → competency the
 * scheme's dimensions with a level picker and their evidence, narratives per domain, the child's
 * self-assessment, attendance and report-card observations; sign off, publish and reopen. Every
 * change saves on its own ("Saving… / Saved"); only an in-progress card changes.
 */
export function HpcCardEditor({
  cycleId,
  studentId,
  framework,
  evidenceHref,
  backHref,
}: {
  cycleId: string;
  studentId: string;
  /** The class framework's tree: every competency can be judged (without it, only judged ones show). */
  framework: CurriculumFrameworkTree | undefined;
  evidenceHref: EvidenceHref;
  backHref: string;
}) {
  const { t } = useTranslation();
  const query = useHpcCard(cycleId, studentId);
  const saver = useCardSaver(cycleId, studentId);

  const back = (
    <Anchor component={Link} to={backHref} size="sm">
      {t('hpc.card.back')}
    </Anchor>
  );
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <Stack gap="md">
        {back}
        <LoadError title={t('hpc.card.loadError')} error={query.error} onRetry={() => void query.refetch()} />
      </Stack>
    );
  const card = query.data;
  const readOnly = card.status !== 'in_progress';

  return (
    <Stack gap="md">
      {back}
      <Stack gap={4}>
        <Group gap="sm" wrap="wrap">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {fullName(card.student)}
          </Title>
          <HpcStatusBadge status={card.status} />
        </Group>
        <Text c="dimmed">
          {t('hpc.card.subtitle', {
            cycle: card.cycle.name,
            className: card.class.name,
            scheme: card.scheme.name,
          })}
        </Text>
      </Stack>
      <Paper
        withBorder
        p="sm"
        radius="md"
        pos="sticky"
        // Below the shell's header: the actions and the save line stay in sight while scrolling.
        style={{
          top: 'var(--app-shell-header-offset, 0px)',
          zIndex: 2,
          background: 'var(--mantine-color-body)',
        }}
      >
        <Group justify="space-between" gap="xs" wrap="wrap">
          <CardStatusActions card={card} saver={saver} />
          <CardSaveStatus state={saver.state} onRetry={saver.retry} onReload={() => void saver.reload()} />
        </Group>
      </Paper>
      {readOnly && (
        <Alert color="blue" variant="light">
          {t(card.status === 'published' ? 'hpc.card.publishedNote' : 'hpc.card.signedOffNote')}
        </Alert>
      )}
      <CardSection title={t('hpc.card.profile')}>
        <ProfileEditor card={card} saver={saver} readOnly={readOnly} />
      </CardSection>
      <CardSection title={t('hpc.card.progress')}>
        <Domains card={card} tree={framework} saver={saver} readOnly={readOnly} evidenceHref={evidenceHref} />
      </CardSection>
      <CardSection title={t('hpc.card.selfAssessment')}>
        <Text size="sm" c="dimmed">
          {t('hpc.selfAssessment.intro')}
        </Text>
        <SelfAssessmentFaces card={card} saver={saver} readOnly={readOnly} />
      </CardSection>
      {card.feedback && (
        <CardSection title={t('hpc.card.feedback')}>
          <CardFeedback feedback={card.feedback} />
        </CardSection>
      )}
      <CardSection title={t('hpc.card.attendance')}>
        <CardAttendance attendance={card.attendance} />
      </CardSection>
      <CardSection title={t('hpc.card.reportObservations')}>
        <ReportCardObservations observations={card.report_card_observations} />
      </CardSection>
    </Stack>
  );
}
