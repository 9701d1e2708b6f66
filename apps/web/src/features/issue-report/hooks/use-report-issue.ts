import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { createBugReport } from '../api/create-bug-report';
import { uploadIssueImage } from '../api/upload-issue-image';

export interface IssueReportDraft {
  summary: string;
  /** The page screenshot, when the user chose to attach one. */
  screenshot: Blob | null;
  images: File[];
}

/** Which step failed: the spec gives the image uploads and the report their own messages. */
class IssueReportStepError extends Error {
  constructor(
    readonly step: 'images' | 'report',
    cause: unknown,
  ) {
    super(`Issue report failed at ${step}`, { cause });
  }
}

async function reportIssue(draft: IssueReportDraft): Promise<void> {
  const uploads = [
    ...(draft.screenshot ? [{ file: draft.screenshot, name: 'screenshot.png' }] : []),
    ...draft.images.map((image) => ({ file: image, name: image.name })),
  ];
  let mediaLinks: string[];
  try {
    mediaLinks = await Promise.all(uploads.map((upload) => uploadIssueImage(upload.file, upload.name)));
  } catch (error) {
    throw new IssueReportStepError('images', error);
  }
  try {
    await createBugReport({
      url: window.location.href,
      summary: draft.summary.trim(),
      media: mediaLinks.map((media_link) => ({ media_link })),
    });
  } catch (error) {
    throw new IssueReportStepError('report', error);
  }
}

/** Uploads the images, then files the report; says how it went in a toast. */
export function useReportIssue(onReported: () => void) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: reportIssue,
    onSuccess: () => {
      showSuccess(t('issueReport.reported'));
      onReported();
    },
    onError: (error) => {
      console.error('Issue report failed', error);
      const step = error instanceof IssueReportStepError ? error.step : 'report';
      // A refused request (400: an empty file, a character not allowed) says why in the server's
      // words; any other failure keeps the spec's message for the step.
      const cause = error instanceof IssueReportStepError ? error.cause : error;
      if (isApiError(cause) && cause.status === 400) showError(errorMessage(cause));
      else showError(step === 'images' ? t('issueReport.imagesFailed') : t('issueReport.failed'));
    },
  });
}
