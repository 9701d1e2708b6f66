import { Group, MultiSelect, Text, type ComboboxItem } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClassRoster } from '../../observations/api/get-class-roster';
import { ConsentMarker } from './consent-marker';

/**
 * Chooses children of the class to tag. Children without photo consent carry the red marker, so a
 * teacher knows before tagging that the photo will stay out of other families' view.
 */
export function ChildTagPicker({
  classId,
  value,
  onChange,
  label,
}: {
  classId: string;
  value: string[];
  onChange: (ids: string[]) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  const roster = useClassRoster(classId);
  const noConsent = new Set((roster.data ?? []).filter((c) => c.photo_consent === false).map((c) => c._id));
  const data = (roster.data ?? []).map((child) => ({
    value: child._id,
    label: `${child.first_name} ${child.last_name}`,
  }));
  const renderOption = ({ option }: { option: ComboboxItem }) => (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm">{option.label}</Text>
      {noConsent.has(option.value) && <ConsentMarker size="xs" />}
    </Group>
  );
  const taggedWithout = value.filter((id) => noConsent.has(id));
  return (
    <>
      <MultiSelect
        label={label ?? t('media.tags.label')}
        placeholder={t('media.tags.placeholder')}
        data={data}
        value={value}
        onChange={onChange}
        renderOption={renderOption}
        searchable
        clearable
        disabled={roster.isPending}
        comboboxProps={{ withinPortal: true }}
      />
      {taggedWithout.length > 0 && (
        <Group gap="xs">
          <ConsentMarker size="xs" />
          <Text size="xs" c="red">
            {t('media.tags.noConsentHint', {
              names: data
                .filter((d) => taggedWithout.includes(d.value))
                .map((d) => d.label)
                .join(', '),
            })}
          </Text>
        </Group>
      )}
    </>
  );
}
