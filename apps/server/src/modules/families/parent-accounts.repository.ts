import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { parentLinks, users } from '../../db/schema/index.js';
import { badInput } from '../../lib/app-error.js';
import { newObjectId } from '../../lib/object-id.js';

/**
 * Parent accounts as guardians: one person is one user, found by phone. A phone that already
 * belongs to someone (a parent of another child, a staff member) reuses that person, who just gets
 * another link. Used inside the caller's transaction by both the students and families modules.
 */
export interface PersonInput {
  first_name: string;
  last_name: string;
  phone: string;
  email?: string | null | undefined;
}

export async function findUserByPhone(db: Database, phone: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.phone, phone), isNull(users.deletedAt)));
  return row ?? null;
}

/** Whether another person already uses this email (emails are unique among users). */
export async function emailTaken(db: Database, email: string, exceptUserId: string | null) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row !== undefined && row.id !== exceptUserId;
}

/**
 * The user with this phone, or a new one made from `person`. A new person's email must be free
 * (`emailField` names it in the 400); a found person keeps their own name and email: their details
 * are edited from the families view, not by typing them again on another child.
 */
export async function findOrCreatePerson(
  db: Database,
  person: PersonInput,
  at: Date,
  emailField: string,
): Promise<{ id: string; created: boolean }> {
  const found = await findUserByPhone(db, person.phone);
  if (found) return { id: found.id, created: false };
  const email = person.email?.trim() || null;
  if (email && (await emailTaken(db, email, null))) {
    throw badInput(emailField, 'already belongs to another person');
  }
  const id = newObjectId(at);
  await db.insert(users).values({
    id,
    firstName: person.first_name,
    lastName: person.last_name,
    phone: person.phone,
    email,
    createdAt: at,
  });
  return { id, created: true };
}

/** Links a parent to a child (or updates the relation of an existing link). */
export async function linkParent(
  db: Database,
  link: { schoolId: string; parentUserId: string; childId: string; relation: string },
  at: Date,
): Promise<void> {
  await db
    .insert(parentLinks)
    .values({ id: newObjectId(at), ...link, createdAt: at })
    .onConflictDoUpdate({
      target: [parentLinks.parentUserId, parentLinks.childId],
      set: { relation: link.relation },
    });
}
