import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fullName } from '../../../lib/person-name';
import { useHpcStudentList } from '../api/hpc-student-list';

/** A child of the cycle's class (the progress summary's "whose progress"). */
export function HpcChildPicker({
  cycleId,
  value,
  onChange,
}: {
  cycleId: string;
  value: string | null;
  onChange: (studentId: string) => void;
}) {
  const { t } = useTranslation();
  const list = useHpcStudentList(cycleId);
  return (
    <Select
      label={t('hpc.progress.child')}
      placeholder={list.isPending ? t('hpc.progress.childrenLoading') : t('hpc.progress.choose')}
      data={(list.data?.students ?? []).map((row) => ({
        value: row.student._id,
        label: fullName(row.student),
      }))}
      value={value}
      onChange={(next) => next && onChange(next)}
      error={list.isError ? t('hpc.list.loadError') : undefined}
      searchable
      allowDeselect={false}
      w={{ base: '100%', xs: 300 }}
    />
  );
}
