import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ReportIssueModal } from './report-issue-modal';

/** The top bar's report-issue button (staff only: the layout decides where it shows). */
export function ReportIssueButton() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="subtle" onClick={open}>
        {t('issueReport.button')}
      </Button>
      <ReportIssueModal opened={opened} onClose={close} />
    </>
  );
}
