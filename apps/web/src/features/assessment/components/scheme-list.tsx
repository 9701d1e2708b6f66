import type { AssessmentScheme } from '@cue/contracts';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LevelBadge } from '../../../components/level-badge';
import { errorMessage } from '../../../lib/error-message';
import { showSuccess } from '../../../lib/notify';
import { useDeleteAssessmentScheme } from '../api/assessment-schemes';

function SchemeCard({ scheme, onEdit }: { scheme: AssessmentScheme; onEdit: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteAssessmentScheme();
  const [confirming, setConfirming] = useState(false);
  const own = scheme.kind === 'school';
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={scheme.name}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} style={{ flex: 1, minWidth: 0 }}>
            {scheme.name}
          </Text>
          <Group gap={4}>
            <Badge
              variant="light"
              color={own ? 'grape' : 'gray'}
              styles={{ root: { textTransform: 'none' } }}
            >
              {t(own ? 'assessment.schemes.ours' : 'assessment.schemes.shipped')}
            </Badge>
            {scheme.in_use && (
              <Badge variant="light" color="teal" styles={{ root: { textTransform: 'none' } }}>
                {t('assessment.schemes.inUse')}
              </Badge>
            )}
          </Group>
        </Group>
        {scheme.source && (
          <Text size="xs" c="dimmed">
            {scheme.source}
          </Text>
        )}
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={500}>
            {t('assessment.schemes.dimensions')}:
          </Text>
          {scheme.dimensions.map((d) => (
            <Badge key={d.key} variant="outline" color="gray" styles={{ root: { textTransform: 'none' } }}>
              {d.label}
            </Badge>
          ))}
        </Group>
        {/* In order, the first step first (on the right in Arabic and Hebrew), in their colours. */}
        <Group gap={6} wrap="wrap" role="list" aria-label={t('assessment.schemes.levels')}>
          <Text size="sm" fw={500} aria-hidden>
            {t('assessment.schemes.levels')}:
          </Text>
          {scheme.levels.map((l) => (
            <span key={l.key} role="listitem">
              <LevelBadge scheme={scheme} level={l.key} />
            </span>
          ))}
        </Group>
        {own && !confirming && (
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="light" onClick={onEdit}>
              {scheme.in_use ? t('assessment.schemes.rename') : t('assessment.schemes.edit')}
            </Button>
            {!scheme.in_use && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => {
                  remove.reset();
                  setConfirming(true);
                }}
              >
                {t('assessment.schemes.delete')}
              </Button>
            )}
          </Group>
        )}
        {confirming && (
          <Stack gap="xs">
            <Text size="sm">{t('assessment.schemes.deleteConfirm', { name: scheme.name })}</Text>
            {remove.error && (
              <Alert color="red" role="alert">
                {errorMessage(remove.error)}
              </Alert>
            )}
            <Group gap="xs" justify="flex-end">
              <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                {t('assessment.cancel')}
              </Button>
              <Button
                size="xs"
                color="red"
                loading={remove.isPending}
                disabled={remove.isError}
                onClick={() =>
                  remove.mutate(scheme.key, {
                    onSuccess: () => showSuccess(t('assessment.schemes.deleted')),
                  })
                }
              >
                {t('assessment.schemes.delete')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** The schemes a term can use: the shipped ones (read only) and the school's own. */
export function SchemeList({
  schemes,
  onEdit,
}: {
  schemes: AssessmentScheme[];
  onEdit: (scheme: AssessmentScheme) => void;
}) {
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', paddingInlineStart: 0, margin: 0 }}>
      {schemes.map((scheme) => (
        <SchemeCard key={scheme.key} scheme={scheme} onEdit={() => onEdit(scheme)} />
      ))}
    </Stack>
  );
}
