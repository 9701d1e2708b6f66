import { and, asc, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import {
  assistantConversations,
  assistantMessages,
  assistantSavedToolCalls,
  assistantTaskLog,
} from '../../db/schema/index.js';

export type ConversationRow = typeof assistantConversations.$inferSelect;
export type MessageRow = typeof assistantMessages.$inferSelect;
export type TaskLogRow = typeof assistantTaskLog.$inferSelect;
export type TaskLogInsert = typeof assistantTaskLog.$inferInsert;
export type TaskLogChange = Partial<
  Pick<
    TaskLogRow,
    | 'title'
    | 'content'
    | 'currentStage'
    | 'progressLevel'
    | 'status'
    | 'options'
    | 'outputs'
    | 'error'
    | 'context'
    | 'updatedAt'
  >
>;

export type SavedToolCallRow = typeof assistantSavedToolCalls.$inferSelect;

/** Conversations with Cue, their messages and saved cards, and the task log. */
export class AssistantRepository extends Repository<AssistantRepository> {
  protected bind(db: Database) {
    return new AssistantRepository(db);
  }

  // -------------------------------------------------------------------------------------------
  // Conversations

  async findConversation(userId: string, classId: string): Promise<ConversationRow | null> {
    const [row] = await this.db
      .select()
      .from(assistantConversations)
      .where(and(eq(assistantConversations.userId, userId), eq(assistantConversations.classId, classId)));
    return row ?? null;
  }

  /** The conversation of a teacher and class, made on first use (one per pair, even under races). */
  async openConversation(row: {
    id: string;
    schoolId: string;
    classId: string;
    userId: string;
    at: Date;
  }): Promise<ConversationRow> {
    const [opened] = await this.db
      .insert(assistantConversations)
      .values({ ...row, updatedAt: row.at, createdAt: row.at })
      .onConflictDoUpdate({
        target: [assistantConversations.userId, assistantConversations.classId],
        set: { updatedAt: row.at },
      })
      .returning();
    return opened!;
  }

  /** Stores a message once: the same id again changes nothing. */
  async insertMessage(row: typeof assistantMessages.$inferInsert): Promise<void> {
    await this.db.insert(assistantMessages).values(row).onConflictDoNothing();
  }

  /** The latest `limit` messages of a conversation, oldest first. */
  async listMessages(conversationId: string, limit: number): Promise<MessageRow[]> {
    const rows = await this.db
      .select()
      .from(assistantMessages)
      .where(eq(assistantMessages.conversationId, conversationId))
      .orderBy(desc(assistantMessages.createdAt), desc(assistantMessages.id))
      .limit(limit);
    return rows.reverse();
  }

  async findMessage(conversationId: string, messageId: string): Promise<MessageRow | null> {
    const [row] = await this.db
      .select()
      .from(assistantMessages)
      .where(and(eq(assistantMessages.conversationId, conversationId), eq(assistantMessages.id, messageId)));
    return row ?? null;
  }

  /** Records a card's save; saving it again (a draft later published) keeps the latest outcome. */
  async upsertSavedToolCall(row: SavedToolCallRow): Promise<void> {
    await this.db
      .insert(assistantSavedToolCalls)
      .values(row)
      .onConflictDoUpdate({
        target: [assistantSavedToolCalls.conversationId, assistantSavedToolCalls.toolCallId],
        set: { kind: row.kind, recordIds: row.recordIds, state: row.state, savedAt: row.savedAt },
      });
  }

  async listSavedToolCalls(conversationId: string): Promise<SavedToolCallRow[]> {
    return this.db
      .select()
      .from(assistantSavedToolCalls)
      .where(eq(assistantSavedToolCalls.conversationId, conversationId))
      .orderBy(asc(assistantSavedToolCalls.savedAt));
  }

  // -------------------------------------------------------------------------------------------
  // Task log

  /**
   * Starts (or restarts) the entry of a request, atomically across processes: a new request id
   * inserts it; an entry that failed, or that stalled in a process that died (`staleBefore`),
   * restarts; a running or finished one is left alone and null comes back.
   */
  async claimTask(row: TaskLogInsert & { updatedAt: Date }, staleBefore: Date): Promise<TaskLogRow | null> {
    const { id: _id, userId: _userId, requestId: _requestId, createdAt: _createdAt, ...restart } = row;
    const [claimed] = await this.db
      .insert(assistantTaskLog)
      .values(row)
      .onConflictDoUpdate({
        target: [assistantTaskLog.userId, assistantTaskLog.requestId],
        set: restart,
        setWhere: or(
          eq(assistantTaskLog.status, 'error'),
          and(eq(assistantTaskLog.status, 'running'), lt(assistantTaskLog.updatedAt, staleBefore)),
        ),
      })
      .returning();
    return claimed ?? null;
  }

  async updateTask(userId: string, requestId: string, change: TaskLogChange): Promise<TaskLogRow | null> {
    const [row] = await this.db
      .update(assistantTaskLog)
      .set(change)
      .where(and(eq(assistantTaskLog.userId, userId), eq(assistantTaskLog.requestId, requestId)))
      .returning();
    return row ?? null;
  }

  async findTask(userId: string, requestId: string): Promise<TaskLogRow | null> {
    const [row] = await this.db
      .select()
      .from(assistantTaskLog)
      .where(and(eq(assistantTaskLog.userId, userId), eq(assistantTaskLog.requestId, requestId)));
    return row ?? null;
  }

  /** A user's entries changed since `since`, newest first. */
  async listRecentTasks(userId: string, since: Date, limit: number): Promise<TaskLogRow[]> {
    return this.db
      .select()
      .from(assistantTaskLog)
      .where(and(eq(assistantTaskLog.userId, userId), gte(assistantTaskLog.updatedAt, since)))
      .orderBy(desc(assistantTaskLog.updatedAt), desc(sql`${assistantTaskLog.id}`))
      .limit(limit);
  }
}
