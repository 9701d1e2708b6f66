import { displayClassName, type ChildSummary, type ParentProfile } from '@cue/contracts';
import { Box, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../../components/person-avatar';
import { errorMessage } from '../../../lib/error-message';
import { fullName } from '../../../lib/person-name';
import { useParentChildren } from '../api/get-parent-children';
import { currentChild } from '../current-child';
import { useRefreshPictures } from '../hooks/use-refresh-pictures';

/** The parent dashboard's centre: the selected child's photo (or initials), name and class. */
export function ChildOverview({ parent }: { parent: ParentProfile }) {
  const { t } = useTranslation();
  const child = currentChild(parent);
  const refreshPictures = useRefreshPictures();
  if (!child) {
    return <Text c="dimmed">{t('parent.noChildren')}</Text>;
  }
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="sm">
        {/* Photo and name come with the profile, so a child switch shows them at once. */}
        <PersonAvatar
          colorKey={child._id}
          decorative
          size={96}
          firstName={child.first_name}
          lastName={child.last_name}
          picture={child.student_profile_picture}
          onImageError={refreshPictures}
        />
        <Title order={2} ta="center">
          {fullName(child)}
        </Title>
        <ChildClasses child={child} />
      </Stack>
    </Paper>
  );
}

/** The child's class(es), each with its school, from parent_children/. */
function ChildClasses({ child }: { child: ChildSummary }) {
  const { t } = useTranslation();
  const children = useParentChildren();
  const name = fullName(child);

  if (children.isPending) {
    return (
      <Stack
        gap={6}
        align="center"
        w="100%"
        maw={240}
        aria-busy
        aria-label={t('children.loadingClasses', { name })}
      >
        <Skeleton height={18} radius="sm" />
        <Skeleton height={14} width="70%" radius="sm" />
      </Stack>
    );
  }
  if (children.isError) {
    return (
      <Stack align="center" gap="xs" role="alert">
        <Text c="red" ta="center">
          {t('children.classesError', { name })}
        </Text>
        <Text c="dimmed" size="sm" ta="center">
          {errorMessage(children.error)}
        </Text>
        <Button variant="light" loading={children.isFetching} onClick={() => void children.refetch()}>
          {t('errors.tryAgain')}
        </Button>
      </Stack>
    );
  }
  const classes = children.data.find((c) => c._id === child._id)?.student_class ?? [];
  if (classes.length === 0) {
    return <Text c="dimmed">{t('children.noClass', { name })}</Text>;
  }
  return (
    <Stack
      component="ul"
      gap={4}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('children.classList', { name })}
    >
      {classes.map((schoolClass) => {
        const shownName = displayClassName(schoolClass.class_name);
        return (
          <Box component="li" key={schoolClass.class_id} ta="center">
            <Text
              fw={600}
              fz="lg"
              title={shownName === schoolClass.class_name ? undefined : schoolClass.class_name}
            >
              {shownName}
            </Text>
            <Text c="dimmed" size="sm">
              {schoolClass.school_details.name}
            </Text>
          </Box>
        );
      })}
    </Stack>
  );
}
