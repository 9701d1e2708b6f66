import { displayClassName } from '@cue/contracts';
import { Button, Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSelectedClass } from '../hooks/use-selected-class';

/** Spec section 9: the class list scrolls beyond this height. */
const CLASS_LIST_MAX_HEIGHT = '15rem';

/**
 * The top bar's class switcher: one class at a time, its name cut at 25 characters; the list shows
 * every class of GET staff_classes/; 'No classes found' when there are none.
 */
export function ClassSwitcher() {
  const { t } = useTranslation();
  const { selectedClass, classes, selectClass } = useSelectedClass();

  if (classes.isPending) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {t('navigation.classSwitcher.loading')}
      </Text>
    );
  }
  if (classes.isError) {
    return (
      <Text size="sm" c="red">
        {t('navigation.classSwitcher.error')}
      </Text>
    );
  }
  if (!selectedClass) {
    return (
      <Text size="sm" c="dimmed" truncate="end">
        {t('messages.noClassesFound')}
      </Text>
    );
  }
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          h={44}
          maw="100%"
          aria-label={`${t('navigation.classSwitcher.label')}: ${selectedClass.class_name}`}
          rightSection={<span aria-hidden>▾</span>}
          styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
        >
          {displayClassName(selectedClass.class_name)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={CLASS_LIST_MAX_HEIGHT} style={{ overflowY: 'auto' }}>
        {classes.data.map((schoolClass) => (
          <Menu.Item
            key={schoolClass._id}
            onClick={() => selectClass(schoolClass._id)}
            aria-current={schoolClass._id === selectedClass._id || undefined}
            fw={schoolClass._id === selectedClass._id ? 700 : undefined}
            leftSection={
              <span
                aria-hidden
                style={{
                  display: 'inline-block',
                  width: 10,
                  height: 10,
                  borderRadius: 5,
                  background: schoolClass.color,
                }}
              />
            }
          >
            {displayClassName(schoolClass.class_name)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
