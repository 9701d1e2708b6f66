import { Button, Text } from '@mantine/core';
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
  const openReport = () => {
    setWanted(true);
    open();
  };
  return (
    <>
      {/* A flag, and the words where there is room for them (not on a phone). */}
      <Button
        variant="subtle"
        px="xs"
        aria-label={t('issueReport.button')}
        leftSection={
          <svg
            width={20}
            height={20}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.8}
            aria-hidden
          >
            <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
          </svg>
        }
        styles={{ section: { marginInlineEnd: 0 } }}
        onClick={openReport}
      >
        <Text span inherit visibleFrom="sm" ms={6}>
          {t('issueReport.button')}
        </Text>
      </Button>
      {wanted && <ReportIssueModal opened={opened} onClose={close} />}
    </>
  );
}
