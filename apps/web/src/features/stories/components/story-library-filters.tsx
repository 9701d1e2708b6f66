import '@mantine/dates/styles.css';
import { STORY_SEARCH_MAX_LENGTH, type StoryLibraryQuery } from '@cue/contracts';
import { Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName } from '../../../lib/person-name';
import { useStaffClasses } from '../../classes/api/get-staff-classes';
import { getClassRosterQueryOptions } from '../../observations/api/get-class-roster';
import { useStoryTagOptions } from '../api/story-tag-options';

export interface LibraryFilters {
  search: string;
  classId: string | null;
  studentId: string | null;
  tagId: string | null;
  authorId: string | null;
  dates: DatesRangeValue<string>;
}

export const noLibraryFilters: LibraryFilters = {
  search: '',
  classId: null,
  studentId: null,
  tagId: null,
  authorId: null,
  dates: [null, null],
};

/** The filters as the server's query (only those that are set). */
export function libraryQuery(filters: LibraryFilters, search: string): StoryLibraryQuery {
  const query: StoryLibraryQuery = {};
  if (search) query.search = search;
  if (filters.classId) query.class_id = filters.classId;
  if (filters.studentId) query.student_id = filters.studentId;
  if (filters.tagId) query.tag_id = filters.tagId;
  if (filters.authorId) query.author_id = filters.authorId;
  if (filters.dates[0]) query.from = filters.dates[0];
  if (filters.dates[1]) query.to = filters.dates[1];
  return query;
}

/**
 * The library's search and filters: words, class, child (of the class chosen), tag, author (the
 * authors of the stories seen so far: staff lists are an admin's) and the story date range. On a
 * phone the search stays in view and the other filters fold behind "Filters (n)".
 */
export function StoryLibraryFilters({
  value,
  onChange,
  authors,
}: {
  value: LibraryFilters;
  onChange: (next: LibraryFilters) => void;
  authors: { _id: string; name: string }[];
}) {
  const { t } = useTranslation();
  const classes = useStaffClasses();
  // The child filter lists the children of the class chosen; with no class, nothing to ask.
  const roster = useQuery({ ...getClassRosterQueryOptions(value.classId ?? ''), enabled: !!value.classId });
  const tags = useStoryTagOptions();
  const set = (change: Partial<LibraryFilters>) => onChange({ ...value, ...change });

  const phone = useMediaQuery('(max-width: 48em)');
  const [open, setOpen] = useState(false);
  const active = [value.classId, value.studentId, value.tagId, value.authorId, value.dates[0]].filter(
    Boolean,
  ).length;
  const search = (
    <TextInput
      type="search"
      label={t('storyLibrary.filters.search')}
      placeholder={t('storyLibrary.filters.searchPlaceholder')}
      value={value.search}
      maxLength={STORY_SEARCH_MAX_LENGTH}
      onChange={(event) => set({ search: event.currentTarget.value })}
    />
  );
  const others = (
    <>
      <Select
        label={t('storyLibrary.filters.class')}
        placeholder={t('storyLibrary.filters.allClasses')}
        data={(classes.data ?? []).map((c) => ({ value: c._id, label: c.class_name }))}
        value={value.classId}
        // Another class has other children: the child chosen no longer applies.
        onChange={(classId) => set({ classId, studentId: null })}
        clearable
      />
      <Select
        label={t('storyLibrary.filters.child')}
        placeholder={
          value.classId ? t('storyLibrary.filters.allChildren') : t('storyLibrary.filters.classFirst')
        }
        disabled={!value.classId}
        data={
          value.classId
            ? (roster.data ?? []).map((child) => ({ value: child._id, label: fullName(child) }))
            : []
        }
        value={value.studentId}
        onChange={(studentId) => set({ studentId })}
        searchable
        clearable
      />
      <Select
        label={t('storyLibrary.filters.tag')}
        placeholder={t('storyLibrary.filters.allTags')}
        data={(tags.data ?? []).map((tagSet) => ({
          group: tagSet.name,
          items: tagSet.tags.map((tag) => ({ value: tag._id, label: tag.name })),
        }))}
        value={value.tagId}
        onChange={(tagId) => set({ tagId })}
        searchable
        clearable
      />
      <Select
        label={t('storyLibrary.filters.author')}
        placeholder={t('storyLibrary.filters.allAuthors')}
        data={authors.map((author) => ({ value: author._id, label: author.name }))}
        value={value.authorId}
        onChange={(authorId) => set({ authorId })}
        searchable
        clearable
      />
      <DatePickerInput
        type="range"
        label={t('storyLibrary.filters.dates')}
        placeholder={t('storyLibrary.filters.anyDate')}
        value={value.dates}
        onChange={(dates) => set({ dates })}
        clearable
      />
    </>
  );

  if (phone) {
    return (
      <Stack gap="xs">
        {search}
        <Button variant="default" onClick={() => setOpen((shown) => !shown)} aria-expanded={open}>
          {t('storyLibrary.filters.toggle', { count: active })}
        </Button>
        {open && <Stack gap="sm">{others}</Stack>}
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
      {search}
      {others}
    </SimpleGrid>
  );
}
