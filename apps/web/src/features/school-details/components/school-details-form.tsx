import '@mantine/dates/styles.css';
import {
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { SchoolDetails, SchoolDetailsInput } from '@cue/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import {
  academicYearToRange,
  rangeToAcademicYear,
  type IsoDateRange,
} from '../../../lib/academic-year-range';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useSchoolDetails } from '../api/get-school-details';
import { useSaveSchoolDetails } from '../api/save-school-details';
import { useUploadLogo } from '../api/upload-logo';
import { timeZoneChoices } from '../../../lib/time-zones';

type Field = keyof SchoolDetailsInput;
const fields: Field[] = [
  'name',
  'address',
  'logo_media_id',
  'time_zone',
  'editor_direction',
  'academic_year',
];

/** The form as the admin edits it: the academic year as a picked range. */
interface Draft extends Omit<SchoolDetailsInput, 'academic_year' | 'address'> {
  address: string;
  academicYear: IsoDateRange;
}

const draftOf = (details: SchoolDetails): Draft => ({
  name: details.name,
  address: details.address ?? '',
  logo_media_id: details.logo_media_id,
  time_zone: details.time_zone,
  editor_direction: details.editor_direction,
  academicYear: academicYearToRange(details.academic_year),
});

/** School setup `school-details`: load, edit every field, save; a failed save keeps what was typed. */
export function SchoolDetailsForm() {
  const details = useSchoolDetails();
  if (details.isPending) return <PageLoader />;
  if (details.isError) return <LoadError error={details.error} onRetry={() => void details.refetch()} />;
  return <DetailsEditor details={details.data} key={details.data._id} />;
}

function DetailsEditor({ details }: { details: SchoolDetails }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(details));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [logoPreview, setLogoPreview] = useState<string | null>(null);
  const save = useSaveSchoolDetails();
  const upload = useUploadLogo();
  useEffect(() => () => void (logoPreview && URL.revokeObjectURL(logoPreview)), [logoPreview]);
  // The saved logo through its signed link, until a new one is picked or it is removed.
  const shownLogo =
    logoPreview ??
    (draft.logo_media_id && draft.logo_media_id === details.logo_media_id ? details.logo_link : null);

  const change = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key === 'academicYear' ? 'academic_year' : key]: undefined }));
  };

  const pickLogo = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (media) => {
        change('logo_media_id', media._id);
        setLogoPreview(URL.createObjectURL(file));
      },
      onError: (error) => setErrors((e) => ({ ...e, logo_media_id: errorMessage(error) })),
    });
  };

  const submit = () => {
    const [start, end] = draft.academicYear;
    if ((start && !end) || (!start && end)) {
      setErrors((e) => ({ ...e, academic_year: t('schoolDetails.pickBothEnds') }));
      return;
    }
    const { academicYear, ...rest } = draft;
    save.mutate(
      {
        ...rest,
        address: draft.address.trim() ? draft.address : null,
        academic_year: rangeToAcademicYear(academicYear),
      },
      {
        onSuccess: () => showSuccess(t('schoolDetails.saved')),
        onError: (error) => {
          const field = isApiError(error) ? fields.find((f) => f === error.field) : undefined;
          if (field) setErrors((e) => ({ ...e, [field]: errorMessage(error) }));
          else showError(errorMessage(error));
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={(event) => event.preventDefault()}>
      <Stack gap="md">
        <TextInput
          label={t('schoolDetails.name')}
          required
          value={draft.name}
          onChange={(e) => change('name', e.currentTarget.value)}
          error={errors.name}
        />
        <Textarea
          label={t('schoolDetails.address')}
          autosize
          minRows={3}
          value={draft.address}
          onChange={(e) => change('address', e.currentTarget.value)}
          error={errors.address}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('schoolDetails.logo')}
          </Text>
          <Group gap="sm">
            {shownLogo && <Image src={shownLogo} alt={t('schoolDetails.logo')} h={48} w="auto" />}
            {!shownLogo && (
              <Text size="sm" c="dimmed">
                {draft.logo_media_id ? t('schoolDetails.logoSet') : t('schoolDetails.noLogo')}
              </Text>
            )}
            <FileButton onChange={pickLogo} accept="image/png,image/jpeg,image/webp,image/gif">
              {(props) => (
                <Button {...props} variant="default" loading={upload.isPending}>
                  {draft.logo_media_id ? t('schoolDetails.replaceLogo') : t('schoolDetails.uploadLogo')}
                </Button>
              )}
            </FileButton>
            {draft.logo_media_id && (
              <Button
                variant="subtle"
                color="red"
                onClick={() => {
                  change('logo_media_id', null);
                  setLogoPreview(null);
                }}
              >
                {t('schoolDetails.removeLogo')}
              </Button>
            )}
          </Group>
          {errors.logo_media_id && (
            <Text size="sm" c="red" role="alert">
              {errors.logo_media_id}
            </Text>
          )}
        </Stack>
        <Select
          label={t('schoolDetails.timeZone')}
          searchable
          data={timeZoneChoices(draft.time_zone)}
          value={draft.time_zone}
          onChange={(value) => value && change('time_zone', value)}
          error={errors.time_zone}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="school-editor-direction">
            {t('schoolDetails.editorDirection')}
          </Text>
          {/* Full width with wrapping labels: 'من اليمين إلى اليسار' ran past the card on a phone. */}
          <SegmentedControl
            fullWidth
            styles={{ label: { whiteSpace: 'normal' } }}
            aria-labelledby="school-editor-direction"
            value={draft.editor_direction}
            onChange={(value) => change('editor_direction', value as Draft['editor_direction'])}
            data={[
              { value: 'l2r', label: t('schoolDetails.l2r') },
              { value: 'r2l', label: t('schoolDetails.r2l') },
            ]}
          />
        </Stack>
        <DatePickerInput
          type="range"
          label={t('schoolDetails.academicYear')}
          description={t('schoolDetails.academicYearHint')}
          clearable
          valueFormat="DD-MM-YYYY"
          value={draft.academicYear}
          onChange={(value) => change('academicYear', value as IsoDateRange)}
          error={errors.academic_year}
        />
        <Group>
          <Button onClick={submit} loading={save.isPending} disabled={upload.isPending}>
            {t('schoolDetails.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
