import { BUG_REPORT_MEDIA_MAX, BUG_REPORT_SUMMARY_MAX } from '@cue/contracts';
import { freeTextError } from '../../../lib/free-text-check';
import { Button, CloseButton, FileButton, Group, Modal, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/notify';
import { useEditorDirection } from '../../schools/hooks/use-editor-direction';
import { SCREENSHOT_EXCLUDED_CLASS, captureScreenshot } from '../capture-screenshot';
import { useReportIssue } from '../hooks/use-report-issue';

interface ReportIssueModalProps {
  opened: boolean;
  onClose: () => void;
}

const isImage = (file: File) => file.type.startsWith('image/');

/** The issue-report form: a description (required), an optional page screenshot and images. */
export function ReportIssueModal({ opened, onClose }: ReportIssueModalProps) {
  const { t } = useTranslation();
  const editorDirection = useEditorDirection();
  const [summary, setSummary] = useState('');
  const [summaryError, setSummaryError] = useState<string | null>(null);
  const [screenshot, setScreenshot] = useState<Blob | null>(null);
  const [isCapturing, setIsCapturing] = useState(false);
  const [images, setImages] = useState<File[]>([]);

  const reset = () => {
    setSummary('');
    setSummaryError(null);
    setScreenshot(null);
    setImages([]);
  };
  const close = () => {
    reset();
    onClose();
  };
  const report = useReportIssue(close);

  const toggleScreenshot = async (checked: boolean) => {
    if (!checked) {
      setScreenshot(null);
      return;
    }
    setIsCapturing(true);
    try {
      setScreenshot(await captureScreenshot());
    } catch (error) {
      console.error('Screenshot failed', error);
      showError(t('issueReport.screenshotFailed'));
    } finally {
      setIsCapturing(false);
    }
  };

  const maxImages = BUG_REPORT_MEDIA_MAX - (screenshot ? 1 : 0);
  const addImages = (files: File[]) => {
    // Issue uploads are images only (spec section 5); anything else is left out.
    const added = [...images, ...files.filter(isImage)];
    if (added.length > maxImages) showError(t('issueReport.tooManyImages', { count: maxImages }));
    setImages(added.slice(0, maxImages));
  };

  const submit = () => {
    const problem = freeTextError(summary, BUG_REPORT_SUMMARY_MAX, t('issueReport.describeIssue'));
    if (problem) {
      setSummaryError(problem);
      return;
    }
    report.mutate({ summary, screenshot, images });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('issueReport.title')}
      size="lg"
      className={SCREENSHOT_EXCLUDED_CLASS}
    >
      <Stack gap="md">
        <Textarea
          label={t('issueReport.descriptionLabel')}
          placeholder={t('issueReport.descriptionPlaceholder')}
          required
          dir={editorDirection}
          rows={4}
          value={summary}
          error={summaryError}
          onChange={(event) => {
            setSummary(event.currentTarget.value);
            if (summaryError) setSummaryError(null);
          }}
        />
        <Switch
          label={t('issueReport.attachScreenshot')}
          checked={screenshot !== null}
          disabled={isCapturing || report.isPending}
          onChange={(event) => void toggleScreenshot(event.currentTarget.checked)}
        />
        <Stack gap="xs">
          <Group>
            <FileButton onChange={addImages} accept="image/*" multiple>
              {(props) => (
                <Button
                  variant="default"
                  disabled={report.isPending || images.length >= maxImages}
                  {...props}
                >
                  {t('issueReport.addImages')}
                </Button>
              )}
            </FileButton>
          </Group>
          {images.map((image, index) => (
            <Group key={`${image.name}-${index}`} gap="xs" wrap="nowrap">
              <Text size="sm" truncate="end" style={{ flex: 1 }}>
                {image.name}
              </Text>
              <CloseButton
                aria-label={t('issueReport.removeImage', { name: image.name })}
                onClick={() => setImages(images.filter((_, other) => other !== index))}
              />
            </Group>
          ))}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={report.isPending}>
            {t('issueReport.cancel')}
          </Button>
          <Button onClick={submit} loading={report.isPending || isCapturing}>
            {t('issueReport.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
