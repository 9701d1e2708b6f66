import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader';
import { useClassFromAddress } from '../../features/classes/hooks/use-class-from-address';
import { ClassJournal } from '../../features/journal/components/class-journal';
import { DailyReports } from '../../features/journal/components/daily-reports';
import { JournalComposer } from '../../features/journal/components/journal-composer';
import { errorMessage } from '../../lib/error-message';

/**
 * /communication/journal: the selected class's journal (staff) with a free post to its families,
 * and its daily reports (decision 047) on a tab of their own.
 */
export function JournalRoute() {
  const { t } = useTranslation();
  const { selectedClass, classes } = useClassFromAddress();
  const [tab, setTab] = useState('journal');
  const [dailyOpened, setDailyOpened] = useState(false);
  if (classes.isPending) return <PageLoader />;
  if (classes.isError) return <Text c="red">{errorMessage(classes.error)}</Text>;
  if (!selectedClass) return <Text c="dimmed">{t('messages.noClassesFound')}</Text>;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('journal.title')}
        </Title>
        <Text c="dimmed">{t('journal.classLabel', { name: selectedClass.class_name })}</Text>
      </Stack>
      <Tabs
        value={tab}
        onChange={(next) => {
          if (next === 'daily') setDailyOpened(true);
          if (next) setTab(next);
        }}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="journal">{t('journal.tabs.journal')}</Tabs.Tab>
          <Tabs.Tab value="daily">{t('journal.tabs.daily')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="journal" pt="md">
          {/* Keyed by class: switching class starts afresh. */}
          <Stack gap="lg">
            <JournalComposer key={`composer-${selectedClass._id}`} classId={selectedClass._id} />
            <ClassJournal key={selectedClass._id} classId={selectedClass._id} />
          </Stack>
        </Tabs.Panel>
        {/* Kept mounted once opened: the teacher's edits of the reports survive a look at the
            journal tab (they live in the screen until sent). */}
        <Tabs.Panel value="daily" pt="md" keepMounted>
          {dailyOpened && <DailyReports key={`daily-${selectedClass._id}`} classId={selectedClass._id} />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
