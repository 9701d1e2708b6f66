import '@mantine/dates/styles.css';
import {
  Button,
  ColorInput,
  Drawer,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import {
  classFramework,
  curriculumFrameworkKeys,
  weekdayNames,
  type ClassInput,
  type SetupClass,
} from '@cue/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  academicYearToRange,
  rangeToAcademicYear,
  type IsoDateRange,
} from '../../../lib/academic-year-range';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { fullName } from '../../../lib/person-name';
import { showError, showSuccess } from '../../../lib/notify';
import { useClassStaffChoices, useDivisionOptions } from '../api/get-class-form-options';
import { useSaveClass, useSetClassStaff } from '../api/save-class';
import { toInputTime, toSpecTime } from '../class-times';

/** The form's fields; a server error names one of them (or an item of one: 'staff_ids.1'). */
type Field = keyof ClassInput | 'staff_ids';
const fieldNames: Field[] = [
  'class_name',
  'academic_year',
  'age_range',
  'classes_days',
  'curriculam',
  'class_curriculum',
  'start_time',
  'end_time',
  'color',
  'division_id',
  'staff_ids',
];

interface Draft {
  name: string;
  academicYear: IsoDateRange;
  ageRange: string;
  days: string[];
  curriculum: string;
  classCurriculum: string;
  startTime: string;
  endTime: string;
  color: string;
  divisionId: string | null;
  staffIds: string[];
}

/** The framework Select's value for a class without one. */
const NO_FRAMEWORK = 'none';

const emptyDraft: Draft = {
  name: '',
  academicYear: [null, null],
  ageRange: '',
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  curriculum: '',
  classCurriculum: NO_FRAMEWORK,
  startTime: '',
  endTime: '',
  color: '#228be6',
  divisionId: null,
  staffIds: [],
};

const draftOf = (c: SetupClass): Draft => ({
  name: c.class_name,
  academicYear: academicYearToRange(c.academic_year),
  ageRange: c.age_range,
  days: c.classes_days,
  curriculum: c.curriculam ?? '',
  classCurriculum: classFramework(c.class_curriculum) ?? NO_FRAMEWORK,
  startTime: toInputTime(c.start_time),
  endTime: toInputTime(c.end_time),
  color: c.color,
  divisionId: c.division?._id ?? null,
  staffIds: c.staff.map((s) => s._id),
});

const inputOf = (d: Draft): ClassInput => ({
  class_name: d.name,
  academic_year: rangeToAcademicYear(d.academicYear),
  age_range: d.ageRange,
  classes_days: d.days as ClassInput['classes_days'],
  curriculam: d.curriculum.trim() ? d.curriculum : null,
  class_curriculum: classFramework(d.classCurriculum),
  start_time: toSpecTime(d.startTime),
  end_time: toSpecTime(d.endTime),
  color: d.color,
  division_id: d.divisionId,
});

/**
 * Create or edit a class (every field of spec "Class", its division and teachers) in a drawer.
 * A refused save keeps the drawer open with what was typed and shows the reason at the field.
 */
export function ClassEditor({
  opened,
  schoolClass,
  onClose,
}: {
  opened: boolean;
  /** null: a new class. */
  schoolClass: SetupClass | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={schoolClass ? t('classSetup.editTitle') : t('classSetup.newTitle')}
    >
      {opened && <ClassForm key={schoolClass?._id ?? 'new'} schoolClass={schoolClass} onDone={onClose} />}
    </Drawer>
  );
}

function ClassForm({ schoolClass, onDone }: { schoolClass: SetupClass | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => (schoolClass ? draftOf(schoolClass) : emptyDraft));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [savedId, setSavedId] = useState<string | null>(schoolClass?._id ?? null);
  const staff = useClassStaffChoices();
  const divisions = useDivisionOptions();
  const save = useSaveClass();
  const setStaff = useSetClassStaff();

  const change = <K extends keyof Draft>(key: K, value: Draft[K], field: Field) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const showAtField = (error: unknown) => {
    const name = isApiError(error) ? error.field?.split('.')[0] : undefined;
    const field = fieldNames.find((f) => f === name);
    if (field) setErrors((e) => ({ ...e, [field]: errorMessage(error) }));
    else showError(errorMessage(error));
  };

  const submit = async () => {
    const [start, end] = draft.academicYear;
    if (!start !== !end) {
      setErrors((e) => ({ ...e, academic_year: t('classSetup.pickBothEnds') }));
      return;
    }
    try {
      // A class created before a failed teacher save is edited on the next try, not created twice.
      const saved = await save.mutateAsync({ id: savedId, fields: inputOf(draft) });
      setSavedId(saved._id);
      const before = (schoolClass?.staff ?? []).map((s) => s._id).sort();
      if (
        savedId === null ? draft.staffIds.length > 0 : before.join() !== [...draft.staffIds].sort().join()
      ) {
        await setStaff.mutateAsync({ class_id: saved._id, staff_ids: draft.staffIds });
      }
      showSuccess(t('classSetup.saved'));
      onDone();
    } catch (error) {
      showAtField(error);
    }
  };

  return (
    <Stack gap="md" component="form" onSubmit={(event) => event.preventDefault()}>
      <TextInput
        label={t('classSetup.fields.name')}
        required
        value={draft.name}
        onChange={(e) => change('name', e.currentTarget.value, 'class_name')}
        error={errors.class_name}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('classSetup.fields.division')}
          placeholder={t('classSetup.noDivision')}
          clearable
          data={(divisions.data ?? []).map((d) => ({ value: d._id, label: d.name }))}
          value={draft.divisionId}
          onChange={(value) => change('divisionId', value, 'division_id')}
          error={errors.division_id ?? (divisions.isError ? errorMessage(divisions.error) : undefined)}
        />
        <TextInput
          label={t('classSetup.fields.ageRange')}
          placeholder={t('classSetup.ageRangePlaceholder')}
          required
          value={draft.ageRange}
          onChange={(e) => change('ageRange', e.currentTarget.value, 'age_range')}
          error={errors.age_range}
        />
      </SimpleGrid>
      <MultiSelect
        label={t('classSetup.fields.days')}
        data={weekdayNames.map((day) => ({ value: day, label: t(`classSetup.weekdays.${day}`) }))}
        value={draft.days}
        onChange={(value) => change('days', value, 'classes_days')}
        error={errors.classes_days}
      />
      <SimpleGrid cols={2}>
        <TimeInput
          label={t('classSetup.fields.startTime')}
          value={draft.startTime}
          onChange={(e) => change('startTime', e.currentTarget.value, 'start_time')}
          error={errors.start_time}
        />
        <TimeInput
          label={t('classSetup.fields.endTime')}
          value={draft.endTime}
          onChange={(e) => change('endTime', e.currentTarget.value, 'end_time')}
          error={errors.end_time}
        />
      </SimpleGrid>
      <DatePickerInput
        type="range"
        label={t('classSetup.fields.academicYear')}
        placeholder={t('classSetup.noAcademicYear')}
        clearable
        valueFormat="DD-MM-YYYY"
        value={draft.academicYear}
        onChange={(value) => change('academicYear', value as IsoDateRange, 'academic_year')}
        error={errors.academic_year}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('classSetup.fields.curriculum')}
          value={draft.curriculum}
          onChange={(e) => change('curriculum', e.currentTarget.value, 'curriculam')}
          error={errors.curriculam}
        />
        <Select
          label={t('classSetup.fields.classCurriculum')}
          data={[
            ...curriculumFrameworkKeys.map((key) => ({
              value: key,
              label: t(`curriculum.frameworks.${key}`),
            })),
            { value: NO_FRAMEWORK, label: t('curriculum.frameworks.none') },
          ]}
          value={draft.classCurriculum}
          onChange={(value) => change('classCurriculum', value ?? NO_FRAMEWORK, 'class_curriculum')}
          allowDeselect={false}
          error={errors.class_curriculum}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
      <ColorInput
        label={t('classSetup.fields.color')}
        format="hex"
        value={draft.color}
        onChange={(value) => change('color', value, 'color')}
        error={errors.color}
      />
      <MultiSelect
        label={t('classSetup.fields.teachers')}
        placeholder={t('classSetup.teachersPlaceholder')}
        searchable
        data={(staff.data ?? []).map((member) => ({ value: member._id, label: fullName(member) }))}
        value={draft.staffIds}
        onChange={(value) => change('staffIds', value, 'staff_ids')}
        error={errors.staff_ids ?? (staff.isError ? errorMessage(staff.error) : undefined)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('classSetup.cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={save.isPending || setStaff.isPending}>
          {t('classSetup.save')}
        </Button>
      </Group>
    </Stack>
  );
}
