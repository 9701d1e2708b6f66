import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { requestReceipts, type RequestOutcome } from '../../db/schema/index.js';

export type { RequestOutcome };

/** Who sent a request key, and where: a key is the user's own, per school. */
export interface ReceiptOwner {
  userId: string;
  schoolId: string;
  requestKey: string;
}

export interface Receipt {
  kind: string;
  outcome: RequestOutcome;
}

/** The receipt of a key already used, or null: the fast path before a create validates anything. */
export async function findReceipt(db: Database, owner: ReceiptOwner): Promise<Receipt | null> {
  const [row] = await db
    .select({ kind: requestReceipts.kind, outcome: requestReceipts.outcome })
    .from(requestReceipts)
    .where(
      and(
        eq(requestReceipts.userId, owner.userId),
        eq(requestReceipts.schoolId, owner.schoolId),
        eq(requestReceipts.requestKey, owner.requestKey),
      ),
    );
  return row ?? null;
}

/**
 * Claims a key inside the transaction of the create it belongs to: null when this transaction
 * owns it (the receipt commits or rolls back with the records), or the receipt of the request
 * that used it first. A concurrent request with the same key waits on the primary key until the
 * first commits (then sees its receipt) or rolls back (then claims the key itself).
 */
export async function claimReceipt(
  db: Database,
  owner: ReceiptOwner,
  receipt: Receipt & { at: Date },
): Promise<Receipt | null> {
  const inserted = await db
    .insert(requestReceipts)
    .values({
      ...owner,
      kind: receipt.kind,
      outcome: receipt.outcome,
      createdAt: receipt.at,
    })
    .onConflictDoNothing()
    .returning({ key: requestReceipts.requestKey });
  if (inserted.length > 0) return null;
  const first = await findReceipt(db, owner);
  if (!first) throw new Error('request receipt vanished after a conflict');
  return first;
}
