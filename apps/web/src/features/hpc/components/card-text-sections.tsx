import type { HpcCard, HpcNarrative, HpcProfile } from '@cue/contracts';
import { HPC_NARRATIVE_TEXT_MAX, HPC_PROFILE_TEXT_MAX, MAX_HPC_LANGUAGES } from '@cue/contracts';
import { Stack, TagsInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useCardSaver } from '../hooks/use-card-saver';
import { useDraftAutosave } from '../hooks/use-draft-autosave';

type Saver = ReturnType<typeof useCardSaver>;

/** A domain's narrative: strengths and next steps, saved as the teacher pauses. */
export function NarrativeEditor({
  narrative,
  saver,
  readOnly,
}: {
  narrative: HpcNarrative;
  saver: Saver;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const words = useDraftAutosave(
    { strengths: narrative.strengths, next_steps: narrative.next_steps },
    (value) =>
      saver.save((card) => ({
        part: 'narratives',
        body: { version: card.version, narratives: [{ domain: narrative.domain, ...value }] },
      })),
  );
  return (
    <Stack gap="xs">
      <Textarea
        dir="auto"
        label={t('hpc.narrative.strengths', { domain: narrative.domain_title })}
        value={words.value.strengths}
        autosize
        minRows={2}
        maxLength={HPC_NARRATIVE_TEXT_MAX}
        readOnly={readOnly}
        onChange={(event) => words.change({ ...words.value, strengths: event.currentTarget.value })}
        onBlur={words.flush}
      />
      <Textarea
        dir="auto"
        label={t('hpc.narrative.nextSteps', { domain: narrative.domain_title })}
        value={words.value.next_steps}
        autosize
        minRows={2}
        maxLength={HPC_NARRATIVE_TEXT_MAX}
        readOnly={readOnly}
        onChange={(event) => words.change({ ...words.value, next_steps: event.currentTarget.value })}
        onBlur={words.flush}
      />
    </Stack>
  );
}

/** "All about me": what the child likes, their family, languages at home, anything else. */
export function ProfileEditor({ card, saver, readOnly }: { card: HpcCard; saver: Saver; readOnly: boolean }) {
  const { t } = useTranslation();
  const profile = useDraftAutosave<HpcProfile>(card.profile, (value) =>
    saver.save((latest) => ({ part: 'profile', body: { version: latest.version, ...value } })),
  );
  const text = (field: 'likes' | 'my_family' | 'about_me') => (
    <Textarea
      dir="auto"
      label={t(`hpc.profile.${field}`)}
      value={profile.value[field]}
      autosize
      minRows={2}
      maxLength={HPC_PROFILE_TEXT_MAX}
      readOnly={readOnly}
      onChange={(event) => profile.change({ ...profile.value, [field]: event.currentTarget.value })}
      onBlur={profile.flush}
    />
  );
  return (
    <Stack gap="xs">
      {text('likes')}
      {text('my_family')}
      <TagsInput
        label={t('hpc.profile.languages')}
        description={t('hpc.profile.languagesHint')}
        value={profile.value.languages_at_home}
        maxTags={MAX_HPC_LANGUAGES}
        readOnly={readOnly}
        onChange={(languages) => profile.change({ ...profile.value, languages_at_home: languages })}
        onBlur={profile.flush}
      />
      {text('about_me')}
    </Stack>
  );
}
