import { addDaysToIsoDate } from '@cue/contracts';
import type { Database } from '../client.js';
import * as t from '../schema/index.js';
import { newObjectId } from '../../lib/object-id.js';
import { schoolInstant, schoolToday } from '../../lib/school-time.js';

/** The demo school's zone (the schools table's default). */
const ZONE = 'Asia/Kolkata';

export interface DemoDayPeople {
  schoolId: string;
  nurseryA: string;
  playgroupB: string;
  priya: string;
  meera: string;
  rahul: string;
  childId: (fullName: string) => string;
}

/**
 * Earlier days of the demo school, so a first `npm start` shows a living school: yesterday's care
 * log in Nursery A, a medicine being given to Anaya, an acknowledged incident, last week's homework
 * with a submission, a read chat exchange (Anaya's thread) and journal posts. Everything is before today (school
 * time), read by everyone it concerns: today's screens (no care entries, nothing unread) and the
 * journeys that rely on them are unchanged. Dates are relative to `now`, the content is fixed.
 */
export async function seedDemoDay(tx: Database, people: DemoDayPeople, now: Date): Promise<void> {
  const today = schoolToday(ZONE, now);
  const daysAgo = (days: number) => addDaysToIsoDate(today, -days);
  const at = (day: string, time: string) => schoolInstant(day, time, ZONE);
  const { schoolId, priya, rahul, childId } = people;
  const aarav = childId('Aarav Sharma');

  await seedCareLog(tx, people, daysAgo(1), at);

  // Anaya's cough syrup, asked for by Rahul two days ago and acknowledged; yesterday's dose given.
  const requestId = newObjectId(at(daysAgo(2), '07:45 PM'));
  await tx.insert(t.medicationRequests).values({
    id: requestId,
    schoolId,
    childId: childId('Anaya Sharma'),
    medicineName: 'Cough syrup',
    dose: '5 ml',
    times: ['12:30'],
    startDate: daysAgo(1),
    endDate: addDaysToIsoDate(today, 2),
    notes: 'After lunch, please.',
    requestedByUserId: rahul,
    acknowledgedByUserId: priya,
    acknowledgedAt: at(daysAgo(1), '08:50 AM'),
    createdAt: at(daysAgo(2), '07:45 PM'),
  });
  await tx.insert(t.medicationDoses).values({
    id: newObjectId(at(daysAgo(1), '12:35 PM')),
    schoolId,
    requestId,
    givenAt: at(daysAgo(1), '12:35 PM'),
    givenOn: daysAgo(1),
    scheduledTime: '12:30',
    dose: '5 ml',
    givenByUserId: priya,
    createdAt: at(daysAgo(1), '12:35 PM'),
  });

  // A grazed knee three days ago, told to Rahul at pick-up; he has acknowledged it.
  await tx.insert(t.incidents).values({
    id: newObjectId(at(daysAgo(3), '11:20 AM')),
    schoolId,
    classId: people.nurseryA,
    childId: aarav,
    happenedAt: at(daysAgo(3), '10:40 AM'),
    location: 'Garden',
    description: 'Tripped on the path while running and grazed his left knee.',
    firstAid: 'Cleaned with water and a plaster put on.',
    staffUserIds: [priya],
    parentInformedHow: 'in_person',
    parentInformedAt: at(daysAgo(3), '12:35 PM'),
    recordedByUserId: priya,
    updatedAt: at(daysAgo(3), '11:20 AM'),
    acknowledgedByUserId: rahul,
    acknowledgedAt: at(daysAgo(3), '06:10 PM'),
    createdAt: at(daysAgo(3), '11:20 AM'),
  });

  // Last week's homework for Nursery A; Rahul marked it done for Aarav.
  const homeworkId = newObjectId(at(daysAgo(7), '09:30 AM'));
  await tx.insert(t.homeworks).values({
    id: homeworkId,
    schoolId,
    classId: people.nurseryA,
    title: 'Leaf collection',
    instructions: 'Collect three different leaves on a walk and bring them to share with the class.',
    dueDate: daysAgo(4),
    status: 'published',
    publishedAt: at(daysAgo(7), '09:30 AM'),
    createdByUserId: priya,
    updatedAt: at(daysAgo(7), '09:30 AM'),
    createdAt: at(daysAgo(7), '09:30 AM'),
  });
  await tx.insert(t.homeworkSubmissions).values({
    id: newObjectId(at(daysAgo(5), '07:15 PM')),
    homeworkId,
    childId: aarav,
    schoolId,
    submittedByUserId: rahul,
    submittedAt: at(daysAgo(5), '07:15 PM'),
  });

  await seedChat(tx, people, daysAgo(1), at);

  // Two free journal posts for Aarav, already read by Rahul.
  const posts = [
    {
      day: daysAgo(4),
      title: 'Music time',
      body: 'Aarav kept the beat on the drum and taught his friends a clapping game.',
    },
    {
      day: daysAgo(2),
      title: 'Building a bridge',
      body: 'Aarav and Diya built a bridge from blocks and tested it with toy cars.',
    },
  ];
  for (const post of posts) {
    const id = newObjectId(at(post.day, '03:00 PM'));
    await tx.insert(t.journalPosts).values({
      id,
      schoolId,
      classId: people.nurseryA,
      childId: aarav,
      kind: 'free',
      title: post.title,
      body: post.body,
      postedOn: post.day,
      createdByUserId: priya,
      createdAt: at(post.day, '03:00 PM'),
    });
    await tx.insert(t.journalReads).values({
      id: newObjectId(at(post.day, '08:00 PM')),
      schoolId,
      postId: id,
      userId: rahul,
      readAt: at(post.day, '08:00 PM'),
    });
  }
}

type At = (day: string, time: string) => Date;

/** Yesterday in Nursery A: lunch for four children (Diya ate some), naps and a nappy change. */
async function seedCareLog(tx: Database, people: DemoDayPeople, day: string, at: At): Promise<void> {
  const children = ['Aarav Sharma', 'Diya Menon', 'Kabir Iyer', 'Maya Fernandes'];
  const entry = (name: string, time: string, kind: string, details: Record<string, string | number>) => ({
    id: newObjectId(at(day, '03:30 PM')),
    schoolId: people.schoolId,
    classId: people.nurseryA,
    childId: people.childId(name),
    day,
    kind,
    time,
    endTime: null as string | null,
    details,
    note: null as string | null,
    createdByUserId: people.priya,
    updatedAt: at(day, '03:30 PM'),
    createdAt: at(day, '03:30 PM'),
  });
  await tx
    .insert(t.careEntries)
    .values([
      ...children.map((name) =>
        entry(name, '12:15', 'meal', { meal: 'lunch', amount: name === 'Diya Menon' ? 'some' : 'all' }),
      ),
      { ...entry('Aarav Sharma', '13:00', 'nap', {}), endTime: '14:10' },
      { ...entry('Maya Fernandes', '13:05', 'nap', {}), endTime: '13:50' },
      { ...entry('Kabir Iyer', '10:30', 'nappy', { nappy: 'wet' }), note: 'Changed after water play.' },
    ]);
}

/**
 * Anaya's family thread in Playgroup B: a short exchange yesterday, read by Rahul and the class's
 * teachers (Priya, Meera). Aarav's thread stays empty for the chat tests and journeys.
 */
async function seedChat(tx: Database, people: DemoDayPeople, day: string, at: At): Promise<void> {
  const { schoolId, priya, rahul } = people;
  const threadId = newObjectId(at(day, '04:05 PM'));
  const lines = [
    {
      time: '04:05 PM',
      author: rahul,
      kind: 'parent' as const,
      body: 'Hello! Could Anaya wear her rain boots tomorrow for the garden walk?',
    },
    {
      time: '04:20 PM',
      author: priya,
      kind: 'staff' as const,
      body: 'Yes, of course. Please send a spare pair of socks too.',
    },
    { time: '04:22 PM', author: rahul, kind: 'parent' as const, body: 'Will do, thank you!' },
  ];
  const messages = lines.map((line) => ({
    id: newObjectId(at(day, line.time)),
    threadId,
    schoolId,
    authorUserId: line.author,
    authorKind: line.kind,
    body: line.body,
    sentAt: at(day, line.time),
  }));
  const last = messages.at(-1)!;
  await tx.insert(t.chatThreads).values({
    id: threadId,
    schoolId,
    classId: people.playgroupB,
    kind: 'family',
    childId: people.childId('Anaya Sharma'),
    lastMessageAt: last.sentAt,
    createdAt: messages[0]!.sentAt,
  });
  await tx.insert(t.chatMessages).values(messages);
  await tx.insert(t.chatReads).values(
    [rahul, priya, people.meera].map((userId) => ({
      threadId,
      userId,
      lastReadMessageId: last.id,
      readAt: at(day, '04:30 PM'),
      digestedThroughMessageId: last.id,
    })),
  );
}
