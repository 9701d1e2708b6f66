import type { ParentProfile } from '@cue/contracts';
import { Group, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../../components/person-avatar';
import { fullName } from '../../../lib/person-name';
import { useSwitchParentChild } from '../api/switch-parent-child';
import { currentChild } from '../current-child';
import { useRefreshPictures } from '../hooks/use-refresh-pictures';

/** Spec section 9: the child list scrolls beyond 15rem. */
const CHILD_LIST_MAX_HEIGHT = '15rem';

/** The parent's child switcher: the current child shown, every child ("First Last") to pick from. */
export function ChildSwitcher({ parent }: { parent: ParentProfile }) {
  const { t } = useTranslation();
  const switchChild = useSwitchParentChild();
  const refreshPictures = useRefreshPictures();
  const current = currentChild(parent);
  if (!current) return null;

  // Show the picked child at once; the server's answer and the reloaded details follow.
  const selectedId = switchChild.isPending ? switchChild.variables : current._id;
  const selected = parent.child_list.find((child) => child._id === selectedId) ?? current;
  const byId = new Map(parent.child_list.map((child) => [child._id, child]));

  return (
    <Select
      aria-label={t('parent.switchChild')}
      data={parent.child_list.map((child) => ({ value: child._id, label: fullName(child) }))}
      value={selected._id}
      onChange={(childId) => {
        if (childId && childId !== current._id) switchChild.mutate(childId);
      }}
      allowDeselect={false}
      checkIconPosition="right"
      maxDropdownHeight={CHILD_LIST_MAX_HEIGHT}
      size="md"
      maw={320}
      leftSection={
        <PersonAvatar
          decorative
          size={28}
          colorKey={selected._id}
          firstName={selected.first_name}
          lastName={selected.last_name}
          picture={selected.student_profile_picture}
          onImageError={refreshPictures}
        />
      }
      leftSectionWidth={44}
      rightSectionPointerEvents="none"
      renderOption={({ option, checked }) => {
        const child = byId.get(option.value);
        return (
          <Group gap="sm" wrap="nowrap" mih={36} w="100%">
            {child && (
              <PersonAvatar
                decorative
                size={28}
                colorKey={child._id}
                firstName={child.first_name}
                lastName={child.last_name}
                picture={child.student_profile_picture}
                onImageError={refreshPictures}
              />
            )}
            <Text size="sm" style={{ flex: 1 }}>
              {option.label}
            </Text>
            {checked && <span aria-hidden>✓</span>}
          </Group>
        );
      }}
    />
  );
}
