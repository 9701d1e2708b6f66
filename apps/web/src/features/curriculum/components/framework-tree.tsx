import type { CurriculumFrameworkTree } from '@cue/contracts';
import { Accordion, Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useRemoveSchoolOutcome } from '../api/school-outcomes';
import { OutcomeModal, type OutcomeTarget } from './outcome-modal';

type Competency = CurriculumFrameworkTree['domains'][number]['goals'][number]['competencies'][number];
type Outcome = Competency['outcomes'][number];

/** A school outcome's remove button: a second click confirms. */
function RemoveOutcome({ id }: { id: string }) {
  const { t } = useTranslation();
  const remove = useRemoveSchoolOutcome();
  const [confirming, setConfirming] = useState(false);
  return (
    <Button
      size="compact-xs"
      variant={confirming ? 'filled' : 'subtle'}
      color="red"
      loading={remove.isPending}
      onClick={() => {
        if (!confirming) {
          setConfirming(true);
          return;
        }
        remove.mutate(id, {
          onSuccess: () => showSuccess(t('curriculum.outcomes.removed')),
          onError: (error) => {
            setConfirming(false);
            showError(errorMessage(error));
          },
        });
      }}
    >
      {confirming ? t('curriculum.outcomes.confirmRemove') : t('curriculum.outcomes.remove')}
    </Button>
  );
}

/** A competency's outcomes by age band, the school's own editable. */
function CompetencyOutcomes({
  competency,
  ageBands,
  onEdit,
}: {
  competency: Competency;
  ageBands: readonly string[];
  onEdit: (outcome: Outcome | null) => void;
}) {
  const { t } = useTranslation();
  const bands = ageBands.filter((band) => competency.outcomes.some((outcome) => outcome.age_band === band));
  return (
    <Stack gap="xs">
      {bands.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('curriculum.tree.noOutcomes')}
        </Text>
      )}
      {bands.map((band) => (
        <Stack key={band} gap={2}>
          <Text size="sm" fw={600}>
            {t('curriculum.tree.ageBand', { band })}
          </Text>
          <List size="sm" spacing={4} withPadding>
            {competency.outcomes
              .filter((outcome) => outcome.age_band === band)
              .map((outcome) => (
                <List.Item key={outcome.code}>
                  <Group gap={6} wrap="wrap">
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {outcome.text}
                    </Text>
                    {outcome.school && (
                      <>
                        <Badge size="xs" variant="light" color="teal" style={{ textTransform: 'none' }}>
                          {t('curriculum.tree.school')} · {outcome.code}
                        </Badge>
                        <Button size="compact-xs" variant="subtle" onClick={() => onEdit(outcome)}>
                          {t('curriculum.outcomes.edit')}
                        </Button>
                        <RemoveOutcome id={outcome._id!} />
                      </>
                    )}
                  </Group>
                </List.Item>
              ))}
          </List>
        </Stack>
      ))}
      <Group>
        <Button size="compact-sm" variant="light" onClick={() => onEdit(null)}>
          {t('curriculum.outcomes.add')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * A framework as a collapsible tree: domain → curricular goal → competency → outcomes by age
 * band, where the school adds, edits and removes its own outcomes.
 */
export function FrameworkTree({ tree }: { tree: CurriculumFrameworkTree }) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<OutcomeTarget | null>(null);
  return (
    <>
      <Accordion multiple variant="separated" chevronPosition="left">
        {tree.domains.map((domain) => (
          <Accordion.Item key={domain.code} value={domain.code}>
            <Accordion.Control>
              <Text fw={600}>{domain.title}</Text>
              <Text size="xs" c="dimmed">
                {domain.code}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Accordion multiple variant="contained" chevronPosition="left">
                {domain.goals.map((goal) => (
                  <Accordion.Item key={goal.code} value={goal.code}>
                    <Accordion.Control>
                      <Text size="sm" fw={600}>
                        {goal.code} · {goal.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('curriculum.tree.competencies', { count: goal.competencies.length })}
                      </Text>
                    </Accordion.Control>
                    <Accordion.Panel>
                      <Accordion multiple variant="default" chevronPosition="left">
                        {goal.competencies.map((competency) => (
                          <Accordion.Item key={competency.code} value={competency.code}>
                            <Accordion.Control>
                              <Text size="sm">
                                <Text span fw={600} size="sm">
                                  {competency.code}
                                </Text>{' '}
                                {competency.title}
                              </Text>
                            </Accordion.Control>
                            <Accordion.Panel>
                              <CompetencyOutcomes
                                competency={competency}
                                ageBands={tree.age_bands}
                                onEdit={(outcome) =>
                                  setTarget({
                                    framework: tree.key,
                                    competencyCode: competency.code,
                                    outcome: outcome?._id
                                      ? { _id: outcome._id, age_band: outcome.age_band, text: outcome.text }
                                      : null,
                                  })
                                }
                              />
                            </Accordion.Panel>
                          </Accordion.Item>
                        ))}
                      </Accordion>
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {target && <OutcomeModal target={target} onClose={() => setTarget(null)} />}
    </>
  );
}
