import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { apiPaths } from '@cue/contracts';
import {
  children,
  emailDeliveries,
  emailLog,
  parentLinks,
  scheduledJobs,
  users,
} from '../../db/schema/index.js';
import { newObjectId } from '../../lib/object-id.js';
import { schoolInstant } from '../../lib/school-time.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bearer, staffToken } from '../../test/sign-in.js';
import { classesOf, demoPhones } from '../../test/demo.js';

interface Received {
  from: string;
  to: string[];
  data: string;
}

const SMTP_USER = 'mailer';
const SMTP_PASSWORD = 'smtp-Secret-Pa55word';

/** What the server answers to one RCPT TO: null accepts it. */
type RcptRule = (address: string) => { code: number; message: string } | null;
const acceptAll: RcptRule = () => null;

/**
 * A real SMTP server on loopback that requires a login and keeps every message it accepted. A
 * test can make it refuse addresses (per address, transient 4xx or permanent 5xx), or stop it
 * (connection refused) and start it again on the same port.
 */
async function startSmtpServer() {
  const received: Received[] = [];
  let rule: RcptRule = acceptAll;
  const newServer = () =>
    new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      // Stopping lets a connection the client keeps open go quickly.
      closeTimeout: 50,
      onAuth(auth, _session, callback) {
        if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD)
          callback(null, { user: SMTP_USER });
        else callback(new Error('Invalid username or password'));
      },
      onRcptTo(address, _session, callback) {
        const refusal = rule(address.address);
        callback(refusal ? Object.assign(new Error(refusal.message), { responseCode: refusal.code }) : null);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address).sort(),
            data: Buffer.concat(chunks).toString(),
          });
          callback();
        });
      },
    });
  const listen = async (server: SMTPServer, port: number) => {
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return (server.server.address() as AddressInfo).port;
  };
  const stop = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));
  let server: SMTPServer | null = newServer();
  const port = await listen(server, 0);
  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    received,
    /** How many accepted messages each address got. */
    countsByRecipient() {
      const counts: Record<string, number> = {};
      for (const message of received) for (const to of message.to) counts[to] = (counts[to] ?? 0) + 1;
      return counts;
    },
    refuse(next: RcptRule) {
      rule = next;
    },
    refuseRecipients(value: boolean) {
      rule = value ? () => ({ code: 550, message: 'Mailbox unavailable' }) : acceptAll;
    },
    /** Nothing listens on the port any more: connection refused. */
    async stop() {
      if (server) await stop(server);
      server = null;
    },
    async restart() {
      server = newServer();
      await listen(server, port);
    },
    close: async () => {
      if (server) await stop(server);
    },
  };
}

const publish = async (t: TestApp, token: string, payload: Record<string, unknown>) => {
  const response = await t.app.inject({
    method: 'POST',
    url: apiPaths.createAnnouncement,
    payload,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ result: { id: string } }>().result.id;
};
const logOf = (t: TestApp, id: string) =>
  t.db
    .select()
    .from(emailLog)
    .where(eq(emailLog.subject, `announcement:${id}`))
    .orderBy(asc(emailLog.id));
const deliveriesOf = (t: TestApp, id: string) =>
  t.db
    .select()
    .from(emailDeliveries)
    .where(eq(emailDeliveries.cause, `announcement:${id}`))
    .orderBy(asc(emailDeliveries.recipient));

/** More parents of Anaya (Playgroup B), as a school with more families would have. */
async function addParentsOfAnaya(t: TestApp, count: number): Promise<string[]> {
  const [anaya] = await t.db
    .select({ childId: children.id, schoolId: children.schoolId })
    .from(children)
    .where(eq(children.firstName, 'Anaya'));
  const emails = Array.from(
    { length: count },
    (_, i) => `parent${String(i + 1).padStart(2, '0')}@family.test`,
  );
  const parents = emails.map((email, i) => ({
    id: newObjectId(),
    firstName: `Parent${i + 1}`,
    lastName: 'Family',
    email,
    phone: `80000000${String(i + 1).padStart(2, '0')}`,
  }));
  await t.db.insert(users).values(parents);
  await t.db
    .insert(parentLinks)
    .values(parents.map((p) => ({ schoolId: anaya!.schoolId, parentUserId: p.id, childId: anaya!.childId })));
  return emails;
}

describe('announcement email through SMTP (EMAIL_PROVIDER=smtp)', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      env: {
        EMAIL_PROVIDER: 'smtp',
        SMTP_URL: smtp.url,
        EMAIL_FROM: 'Sunbeam Nursery <office@sunbeam.test>',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('emails every parent of the school, one message each, when an Everyone announcement is sent', async () => {
    const priya = await staffToken(t.app, demoPhones.priya);
    const id = await publish(t, priya, { title: 'Sports day', summary: 'Wear white.', send_email: true });
    expect(await t.app.jobs.runDueJobs()).toBe(1);
    // Rahul (Aarav, Anaya) and Meera (Kabir) are Sunbeam's parents: one message to each.
    expect(smtp.received.map((m) => m.to)).toEqual([['meera@sunbeam.test'], ['rahul@family.test']]);
    for (const message of smtp.received) {
      expect(message.from).toBe('office@sunbeam.test');
      expect(message.data).toContain('Subject: Sports day');
      expect(message.data).toContain('Wear white.');
    }
    // No family sees another's address.
    expect(smtp.received[0]!.data).not.toContain('rahul@family.test');
    expect(smtp.received[1]!.data).not.toContain('meera@sunbeam.test');
    expect(await logOf(t, id)).toMatchObject([
      { provider: 'smtp', status: 'sent', recipients: 2, error: null },
    ]);
    expect(await deliveriesOf(t, id)).toMatchObject([
      { recipient: 'meera@sunbeam.test', status: 'sent', attempts: 0 },
      { recipient: 'rahul@family.test', status: 'sent', attempts: 0 },
    ]);
    // Sent once: nothing left to run.
    expect(await t.app.jobs.runDueJobs()).toBe(0);
    expect(smtp.received).toHaveLength(2);
  });

  it('emails only the parents of the chosen classes', async () => {
    const priya = await staffToken(t.app, demoPhones.priya);
    const playgroupB = (await classesOf(t.app, priya))['Playgroup B']!;
    smtp.received.length = 0;
    await publish(t, priya, {
      title: 'Playgroup B trip',
      send_email: true,
      share_with: 'Classes',
      classes_ids: [playgroupB._id],
    });
    await t.app.jobs.runDueJobs();
    // Anaya (Rahul's) is in Playgroup B; Meera's Kabir is not.
    expect(smtp.received.map((m) => m.to)).toEqual([['rahul@family.test']]);
  });

  it('sends nothing for a draft, and a scheduled one only once it is published', async () => {
    const priya = await staffToken(t.app, demoPhones.priya);
    smtp.received.length = 0;
    const draft = await publish(t, priya, { title: 'Draft mail', send_email: true, save_as_draft: true });
    const date = new Date(t.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    const scheduled = await publish(t, priya, {
      title: 'Scheduled mail',
      send_email: true,
      schedule_later: true,
      date,
      time: '07:15 AM',
    });
    expect(await t.app.jobs.runDueJobs()).toBe(0);
    expect(smtp.received).toHaveLength(0);
    t.clock.advanceSeconds(
      (schoolInstant(date, '07:15 AM', 'Asia/Kolkata').getTime() - t.clock.now().getTime()) / 1000 + 1,
    );
    // The publish job queues the email job, which the same run picks up.
    expect(await t.app.jobs.runDueJobs()).toBe(2);
    expect(smtp.received.map((m) => m.data.match(/Subject: (.*)/)![1])).toEqual([
      'Scheduled mail',
      'Scheduled mail',
    ]);
    expect(await logOf(t, draft)).toHaveLength(0);
    expect(await logOf(t, scheduled)).toHaveLength(1);
  });

  it('retries with backoff while the server refuses for now, and never logs the SMTP password', async () => {
    const priya = await staffToken(t.app, demoPhones.priya);
    smtp.received.length = 0;
    smtp.refuse(() => ({ code: 451, message: 'Try again later' }));
    const id = await publish(t, priya, { title: 'Refused at first', send_email: true });
    expect(await t.app.jobs.runDueJobs()).toBe(1);
    expect(smtp.received).toHaveLength(0);
    expect(await logOf(t, id)).toMatchObject([{ status: 'failed', provider: 'smtp', recipients: 2 }]);
    const [job] = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.subjectId, id));
    expect(job).toMatchObject({ kind: 'announcement.email', status: 'pending', attempts: 1 });
    expect(job!.lastError).toContain('SMTP delivery failed (EENVELOPE 451)');

    smtp.refuse(acceptAll);
    expect(await t.app.jobs.runDueJobs()).toBe(0); // backing off
    t.clock.advanceSeconds(61);
    expect(await t.app.jobs.runDueJobs()).toBe(1);
    expect(smtp.countsByRecipient()).toEqual({ 'meera@sunbeam.test': 1, 'rahul@family.test': 1 });
    expect((await logOf(t, id)).map((l) => l.status).sort()).toEqual(['failed', 'sent']);
    expect(await deliveriesOf(t, id)).toMatchObject([
      { status: 'sent', attempts: 1 },
      { status: 'sent', attempts: 1 },
    ]);

    const logs = t.logs.join('');
    expect(logs).not.toContain(SMTP_PASSWORD);
    const rows = JSON.stringify([
      await t.db.select().from(scheduledJobs),
      await t.db.select().from(emailLog),
      await t.db.select().from(emailDeliveries),
    ]);
    expect(rows).not.toContain(SMTP_PASSWORD);
  });
});

describe('announcement email when the SMTP server fails (EMAIL_PROVIDER=smtp)', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  /** Playgroup B's parents: Rahul and eleven more, so one email takes two steps of ten. */
  let classParents: string[];
  let playgroupB: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      env: { EMAIL_PROVIDER: 'smtp', SMTP_URL: smtp.url, EMAIL_FROM: 'office@sunbeam.test' },
    });
    const priya = await staffToken(t.app, demoPhones.priya);
    playgroupB = (await classesOf(t.app, priya))['Playgroup B']!._id;
    const extra = await addParentsOfAnaya(t, 11);
    classParents = ['rahul@family.test', ...extra].sort();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const toPlaygroupB = async (title: string) =>
    publish(t, await staffToken(t.app, demoPhones.priya), {
      title,
      send_email: true,
      share_with: 'Classes',
      classes_ids: [playgroupB],
    });
  const everyoneOnce = () => Object.fromEntries(classParents.map((address) => [address, 1]));

  it('sends to every parent exactly once after the server was unreachable for 30 s', async () => {
    smtp.received.length = 0;
    await smtp.stop();
    const id = await toPlaygroupB('Server down at first');
    expect(await t.app.jobs.runDueJobs()).toBe(1);
    const [job] = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.subjectId, id));
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job!.lastError).toContain('SMTP delivery failed');
    // It stopped at the first failure instead of waiting on the dead server for every parent.
    expect(await logOf(t, id)).toMatchObject([{ status: 'failed', recipients: 1 }]);

    t.clock.advanceSeconds(30);
    expect(await t.app.jobs.runDueJobs()).toBe(0); // backing off for a minute
    await smtp.restart();
    t.clock.advanceSeconds(31);
    // Ten messages, then the other two: two steps of the same job.
    expect(await t.app.jobs.runDueJobs()).toBe(2);
    expect(smtp.countsByRecipient()).toEqual(everyoneOnce());
    expect((await logOf(t, id)).map((l) => [l.status, l.recipients])).toEqual([
      ['failed', 1],
      ['sent', 10],
      ['sent', 2],
    ]);
    expect((await deliveriesOf(t, id)).every((d) => d.status === 'sent')).toBe(true);
    const [done] = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.subjectId, id));
    expect(done).toMatchObject({ status: 'done' });
    t.clock.advanceSeconds(600);
    expect(await t.app.jobs.runDueJobs()).toBe(0);
    expect(smtp.countsByRecipient()).toEqual(everyoneOnce());
  });

  it('never sends again to parents the server accepted while it refused others for now', async () => {
    smtp.received.length = 0;
    // Greylisting: the server refuses some addresses for now and takes the rest.
    const deferred = new Set([classParents[1]!, classParents[5]!, classParents[11]!]);
    smtp.refuse((address) => (deferred.has(address) ? { code: 451, message: 'Greylisted' } : null));
    const id = await toPlaygroupB('Partly refused');
    expect(await t.app.jobs.runDueJobs()).toBe(2);
    const firstRound = smtp.countsByRecipient();
    expect(Object.keys(firstRound).sort()).toEqual(classParents.filter((a) => !deferred.has(a)));

    // Still refused on the next try: only the three are tried again.
    t.clock.advanceSeconds(61);
    expect(await t.app.jobs.runDueJobs()).toBe(1);
    expect(smtp.countsByRecipient()).toEqual(firstRound);
    expect((await logOf(t, id)).map((l) => [l.status, l.recipients])).toEqual([
      ['partly sent', 10],
      ['partly sent', 2],
      ['failed', 3],
    ]);

    smtp.refuse(acceptAll);
    t.clock.advanceSeconds(121);
    expect(await t.app.jobs.runDueJobs()).toBe(1);
    expect(smtp.countsByRecipient()).toEqual(everyoneOnce());
    const deliveries = await deliveriesOf(t, id);
    expect(deliveries.filter((d) => deferred.has(d.recipient))).toMatchObject([
      { status: 'sent', attempts: 2 },
      { status: 'sent', attempts: 2 },
      { status: 'sent', attempts: 2 },
    ]);
    expect(deliveries.filter((d) => !deferred.has(d.recipient)).every((d) => d.attempts === 0)).toBe(true);
  });

  it('gives up on an address refused for good without holding back or retrying the others', async () => {
    smtp.received.length = 0;
    const unknown = classParents[3]!;
    smtp.refuse((address) => (address === unknown ? { code: 550, message: 'No such user' } : null));
    const id = await toPlaygroupB('One address bounces');
    expect(await t.app.jobs.runDueJobs()).toBe(2);
    const [job] = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.subjectId, id));
    expect(job).toMatchObject({ status: 'done', attempts: 1 });
    const expected = everyoneOnce();
    delete expected[unknown];
    expect(smtp.countsByRecipient()).toEqual(expected);
    expect((await deliveriesOf(t, id)).find((d) => d.recipient === unknown)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'SMTP delivery failed (EENVELOPE 550)',
    });
    smtp.refuse(acceptAll);
    t.clock.advanceSeconds(3600);
    expect(await t.app.jobs.runDueJobs()).toBe(0);
    expect(smtp.countsByRecipient()).toEqual(expected);
  });
  it('gives every address up with the job when the server stays down through every retry', async () => {
    smtp.received.length = 0;
    await smtp.stop();
    try {
      const id = await toPlaygroupB('Server down for good');
      expect(await t.app.jobs.runDueJobs()).toBe(1);
      for (const wait of [61, 121, 241, 481]) {
        t.clock.advanceSeconds(wait);
        expect(await t.app.jobs.runDueJobs()).toBe(1);
      }
      const [job] = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.subjectId, id));
      expect(job).toMatchObject({ status: 'failed', attempts: 5 });
      const deliveries = await deliveriesOf(t, id);
      expect(deliveries).toHaveLength(classParents.length);
      expect(deliveries.every((d) => d.status === 'failed' && d.sentAt === null)).toBe(true);
      // The first address was tried in each round; the others were never reached.
      expect(deliveries[0]).toMatchObject({
        attempts: 5,
        lastError: expect.stringMatching(/^SMTP delivery failed/),
      });
      for (const never of deliveries.slice(1)) {
        expect(never).toMatchObject({
          attempts: 0,
          lastError: expect.stringMatching(/^Given up: SMTP delivery failed/),
        });
      }
    } finally {
      await smtp.restart();
    }
    t.clock.advanceSeconds(3600);
    expect(await t.app.jobs.runDueJobs()).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });
});

describe('announcement email through the log provider (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('logs that an email would go out, with masked addresses and no message body', async () => {
    const priya = await staffToken(t.app, demoPhones.priya);
    const id = await publish(t, priya, {
      title: 'Logged notice',
      summary: 'Private details about the children',
      send_email: true,
    });
    expect(await t.app.jobs.runDueJobs()).toBe(1);
    expect(await logOf(t, id)).toMatchObject([{ provider: 'log', status: 'sent', recipients: 2 }]);
    const logs = t.logs.join('');
    expect(logs).toContain('Logged notice');
    expect(logs).toContain('r***@family.test');
    expect(logs).not.toContain('rahul@family.test');
    expect(logs).not.toContain('meera@sunbeam.test');
    expect(logs).not.toContain('Private details about the children');
  });
});
