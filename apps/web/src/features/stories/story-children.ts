import type { StorySummary } from '@cue/contracts';
import type { TFunction } from 'i18next';
import { fullName } from '../../lib/person-name';

/** Who a story is about, as one line: "The whole class" or the children's names. */
export function storyChildrenLine(
  story: Pick<StorySummary, 'whole_class' | 'students'>,
  t: TFunction,
): string {
  if (story.whole_class && story.students.length === 0) return t('storyLibrary.wholeClass');
  return story.students.map(fullName).join(', ');
}
