import { Button, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { StorySummary } from '@cue/contracts';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useStoryLibrary } from '../api/story-library';
import { StoryCard } from './story-card';
import {
  StoryLibraryFilters,
  libraryQuery,
  noLibraryFilters,
  type LibraryFilters,
} from './story-library-filters';

type Author = { _id: string; name: string };

function withAuthorsOf(known: Author[], stories: StorySummary[]): Author[] {
  const byId = new Map(known.map((author) => [author._id, author]));
  for (const { author } of stories) byId.set(author._id, { _id: author._id, name: author.name });
  return byId.size === known.length ? known : [...byId.values()];
}

/**
 * /communication/all-stories: every published story of the classes the staff member may see,
 * searched (debounced, so typing sends one request) and filtered, newest first, a page at a time.
 * A realtime 'story' event refreshes it.
 */
export function StoryLibrary() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<LibraryFilters>(noLibraryFilters);
  const [search] = useDebouncedValue(filters.search.trim(), 300);
  const library = useStoryLibrary(libraryQuery(filters, search));
  const stories = library.data?.pages.flatMap((page) => page.stories) ?? [];
  // Authors seen so far stay choosable while the list is narrowed to one of them (updated while
  // rendering when new stories arrive, React's pattern for state derived from earlier renders).
  const [authors, setAuthors] = useState<Author[]>([]);
  const [authorsOf, setAuthorsOf] = useState('');
  const authorKey = stories.map((story) => story.author._id).join(',');
  if (authorKey !== authorsOf) {
    setAuthorsOf(authorKey);
    setAuthors(withAuthorsOf(authors, stories));
  }

  return (
    <Stack gap="md">
      <StoryLibraryFilters value={filters} onChange={setFilters} authors={authors} />
      {library.isPending ? (
        <Loader mx="auto" aria-label={t('storyLibrary.loading')} />
      ) : library.isError ? (
        <LoadError
          title={t('storyLibrary.loadError')}
          error={library.error}
          onRetry={() => void library.refetch()}
        />
      ) : stories.length === 0 ? (
        <Text c="dimmed">{t('storyLibrary.empty')}</Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {stories.map((story) => (
              <StoryCard key={story._id} story={story} onLinksExpired={() => void library.refetch()} />
            ))}
          </SimpleGrid>
          {library.hasNextPage && (
            <Button
              variant="default"
              mx="auto"
              loading={library.isFetchingNextPage}
              onClick={() => void library.fetchNextPage()}
            >
              {t('storyLibrary.loadMore')}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
