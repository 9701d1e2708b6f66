import { displayClassName, type SchoolClass } from '@cue/contracts';
import { Button, Group, Menu, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { collapseClassList } from '../collapsed-class-list';
import { useSelectedClass } from '../hooks/use-selected-class';

/** Spec section 9: the class list scrolls beyond this height. */
const CLASS_LIST_MAX_HEIGHT = '15rem';

/** The class's colour, as in the class cards: tells the names apart without a separator. */
function ClassDot({ color }: { color: string }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        flexShrink: 0,
        width: 10,
        height: 10,
        borderRadius: 5,
        background: color,
      }}
    />
  );
}

/**
 * The top bar's class switcher (spec "Top bar", sections 5 and 9). Modules act on one class at a
 * time, the selected one; collapsed, the switcher lists the teacher's classes with that one first:
 * 2 names, then '+ N more' for the rest, every name cut at 25 characters with an ellipsis. Open, it
 * lists every class of GET staff_classes/ (full names on hover); 'No classes found' when there are
 * none. Its accessible name is 'Switch class: <the selected class's full name>'.
 */
const shownNameDiffers = (name: string) => displayClassName(name) !== name;

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
  // The selected class first, then the others in the server's order.
  const ordered: SchoolClass[] = [
    selectedClass,
    ...classes.data.filter((schoolClass) => schoolClass._id !== selectedClass._id),
  ];
  const collapsed = collapseClassList(ordered);
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          h={44}
          maw="100%"
          rightSection={<span aria-hidden>▾</span>}
          styles={{ label: { overflow: 'hidden' } }}
        >
          {/* Named by hidden text rather than aria-label: the button's name must contain the names
              it shows (axe label-content-name-mismatch), and the full name is kept while the shown one is cut. */}
          <VisuallyHidden>{`${t('navigation.classSwitcher.label')}: ${selectedClass.class_name}`}</VisuallyHidden>
          <Group gap="xs" wrap="nowrap" miw={0} aria-hidden>
            {/* On a phone only the selected class fits; the others show from the sm breakpoint. */}
            {collapsed.shown.map(({ schoolClass, name }, index) => (
              <Group
                key={schoolClass._id}
                gap={6}
                wrap="nowrap"
                miw={0}
                {...(index > 0 && { visibleFrom: 'sm' })}
              >
                <ClassDot color={schoolClass.color} />
                <Text
                  span
                  inherit
                  fw={index === 0 ? 600 : 400}
                  c={index === 0 ? undefined : 'dimmed'}
                  truncate="end"
                  // A Latin name in Arabic or Hebrew is cut at its end, not its start.
                  dir="auto"
                >
                  {name}
                </Text>
              </Group>
            ))}
            {collapsed.more > 0 && (
              <Text span inherit c="dimmed" visibleFrom="sm" style={{ flexShrink: 0 }}>
                {t('navigation.classSwitcher.more', { count: collapsed.more })}
              </Text>
            )}
          </Group>
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={CLASS_LIST_MAX_HEIGHT} style={{ overflowY: 'auto' }}>
        {classes.data.map((schoolClass) => (
          <Menu.Item
            key={schoolClass._id}
            onClick={() => selectClass(schoolClass._id)}
            aria-current={schoolClass._id === selectedClass._id || undefined}
            fw={schoolClass._id === selectedClass._id ? 700 : undefined}
            leftSection={<ClassDot color={schoolClass.color} />}
            title={shownNameDiffers(schoolClass.class_name) ? schoolClass.class_name : undefined}
          >
            {displayClassName(schoolClass.class_name)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
