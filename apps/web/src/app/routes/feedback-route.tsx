import type { FeedbackKind } from '@cue/contracts';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader';
import { useClassFromAddress } from '../../features/classes/hooks/use-class-from-address';
import { FeedbackScreen } from '../../features/feedback/components/feedback-screen';
import { errorMessage } from '../../lib/error-message';

/** A feedback screen of the class chosen in the top bar's switcher: its cycle's form of `kind`. */
function FeedbackRoute({ kind }: { kind: FeedbackKind }) {
  const { t } = useTranslation();
  const { selectedClass, classes } = useClassFromAddress();
  if (classes.isPending) return <PageLoader />;
  if (classes.isError) return <Text c="red">{errorMessage(classes.error)}</Text>;
  if (!selectedClass) return <Text c="dimmed">{t('messages.noClassesFound')}</Text>;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t(`feedback.titles.${kind}`)}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`feedback.intro.${kind}`, { name: selectedClass.class_name })}
        </Text>
      </Stack>
      <FeedbackScreen key={selectedClass._id} classId={selectedClass._id} kind={kind} />
    </Stack>
  );
}

/** /assessment/feedback/parent-feedback: the form families answer on their phones. */
export function ParentFeedbackRoute() {
  return <FeedbackRoute kind="parent" />;
}

/** /assessment/feedback/peer-feedback: a child's faces about a friend, with the teacher. */
export function PeerFeedbackRoute() {
  return <FeedbackRoute kind="peer" />;
}

/** /assessment/feedback/self-feedback: a child's faces about themselves, with the teacher. */
export function SelfFeedbackRoute() {
  return <FeedbackRoute kind="self" />;
}
