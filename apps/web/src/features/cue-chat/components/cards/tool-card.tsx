import { parsePartialJson } from '../../partial-json';
import { useChatCards, type CardRef } from '../../card-context';
import { readToolArgs, type ToolCardData } from '../../tool-results';
import { AnnouncementCard } from './announcement-card';
import { AttendanceCard } from './attendance-card';
import type { CardMode } from './card-frame';
import { CarelogCard } from './carelog-card';
import { JournalPostCard } from './journal-post-card';
import { MentionedStudents } from './mentioned-students';
import { ObservationCard } from './observation-card';
import { ProgressCommentsCard } from './progress-comments-card';
import { StoryCard } from './story-card';
import { UnitCard } from './unit-card';

function CardOf({ card, data, mode }: { card: CardRef | null; data: ToolCardData; mode: CardMode }) {
  switch (data.name) {
    case 'attendance':
      return <AttendanceCard card={card} data={data.data} mode={mode} />;
    case 'observation':
      return <ObservationCard card={card} data={data.data} mode={mode} />;
    case 'announcement':
      return <AnnouncementCard card={card} data={data.data} mode={mode} />;
    case 'mentioned_students':
      return <MentionedStudents data={data.data} />;
    case 'carelog':
      return <CarelogCard card={card} data={data.data} mode={mode} />;
    case 'journal_post':
      return <JournalPostCard card={card} data={data.data} mode={mode} />;
    case 'story':
      return <StoryCard card={card} data={data.data} mode={mode} />;
    case 'unit':
      return <UnitCard card={card} data={data.data} mode={mode} />;
    case 'progress_comments':
      return <ProgressCommentsCard card={card} data={data.data} mode={mode} />;
  }
}

/** A tool call of a final message: view mode, or edit mode for the card being edited. */
export function ToolCard({ card, name, args }: { card: CardRef; name: string; args: unknown }) {
  const cards = useChatCards();
  const edited = cards.edits.get(card.toolCallId);
  const data = edited ?? readToolArgs(name, args, cards.defaults);
  if (!data) return null;
  const mode: CardMode = cards.editing === card.toolCallId ? 'edit' : 'view';
  return <CardOf card={card} data={data} mode={mode} />;
}

/** A tool call still streaming: what its partial arguments already say, over a skeleton. */
export function StreamingToolCard({ name, args }: { name: string | undefined; args: string }) {
  const cards = useChatCards();
  const data = readToolArgs(name, parsePartialJson(args), cards.defaults);
  if (!data) return null;
  return <CardOf card={null} data={data} mode="streaming" />;
}
