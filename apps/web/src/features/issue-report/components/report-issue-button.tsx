import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazySlot } from '../../../components/lazy-slot';

// The report dialog (modal, image uploads, screenshot) is downloaded when first opened, not with
// every staff screen (web budget, docs/decisions/007-web-budgets-and-languages.md).
const ReportIssueModal = lazySlot(() =>
  import('./report-issue-modal').then((module) => module.ReportIssueModal),
);

/** The top bar's report-issue button (staff only: the layout decides where it shows). */
export function ReportIssueButton() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  // Mounted from the first opening on, so later it opens and closes with Mantine's transition.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        onClick={() => {
          setWanted(true);
          open();
        }}
      >
        {t('issueReport.button')}
      </Button>
      {wanted && <ReportIssueModal opened={opened} onClose={close} />}
    </>
  );
}
