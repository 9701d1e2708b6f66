import { curriculumFrameworkKeys, type ClassFramework, type CurriculumFrameworkKey } from '@cue/contracts';
import { Select, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useSetClassFramework } from '../api/class-framework';

const NONE = 'none';

/** Each class the admin sees, with a picker of its framework (saved on change). */
export function ClassFrameworksTable({ classes }: { classes: ClassFramework[] }) {
  const { t } = useTranslation();
  const setFramework = useSetClassFramework();
  if (classes.length === 0) return <Text c="dimmed">{t('curriculum.classes.empty')}</Text>;
  const options = [
    ...curriculumFrameworkKeys.map((key) => ({ value: key, label: t(`curriculum.frameworks.${key}`) })),
    { value: NONE, label: t('curriculum.frameworks.none') },
  ];
  const change = (schoolClass: ClassFramework, value: string | null) => {
    const framework = value && value !== NONE ? (value as CurriculumFrameworkKey) : null;
    if (framework === schoolClass.framework) return;
    setFramework.mutate(
      { classId: schoolClass.class_id, framework },
      {
        onSuccess: () =>
          showSuccess(
            t('curriculum.classes.saved', {
              name: schoolClass.class_name,
              framework: t(`curriculum.frameworks.${framework ?? 'none'}`),
            }),
          ),
        onError: (error) => showError(errorMessage(error)),
      },
    );
  };
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('curriculum.classes.class')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('curriculum.classes.ageRange')}</Table.Th>
            <Table.Th>{t('curriculum.classes.framework')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {classes.map((schoolClass) => (
            <Table.Tr key={schoolClass.class_id}>
              <Table.Td>
                <Text fw={500}>{schoolClass.class_name}</Text>
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {schoolClass.age_range}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">{schoolClass.age_range}</Table.Td>
              <Table.Td miw={170}>
                <Select
                  aria-label={t('curriculum.classes.frameworkOf', { name: schoolClass.class_name })}
                  data={options}
                  value={schoolClass.framework ?? NONE}
                  onChange={(value) => change(schoolClass, value)}
                  allowDeselect={false}
                  disabled={
                    setFramework.isPending && setFramework.variables?.classId === schoolClass.class_id
                  }
                  comboboxProps={{ withinPortal: true }}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
