import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { apiPaths } from '@cue/contracts';
import { emailLog, scheduledJobs } from '../../db/schema/index.js';
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

/** A real SMTP server on loopback that requires a login, keeping what it receives. */
async function startSmtpServer() {
  const received: Received[] = [];
  let refuse = false;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: SMTP_USER });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(_address, _session, callback) {
      callback(refuse ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : null);
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    received,
    refuseRecipients(value: boolean) {
      refuse = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
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
    .where(eq(emailLog.subject, `announcement:${id}`));

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

  it('emails every parent of the school, blind-copied, when an Everyone announcement is sent', async () => {
    const priya = await staffToken(t.app, demoPhones.priya);
    const id = await publish(t, priya, { title: 'Sports day', summary: 'Wear white.', send_email: true });
    expect(await t.app.jobs.runDueJobs()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.from).toBe('office@sunbeam.test');
    // Rahul (Aarav, Anaya) and Meera (Kabir) are Sunbeam's parents; the sender gets the visible copy.
    expect(message!.to).toEqual(['meera@sunbeam.test', 'office@sunbeam.test', 'rahul@family.test']);
    expect(message!.data).toContain('Subject: Sports day');
    expect(message!.data).toContain('Wear white.');
    // Blind copies: no family's address appears in the message itself.
    expect(message!.data).not.toContain('rahul@family.test');
    expect(message!.data).not.toContain('meera@sunbeam.test');
    expect(await logOf(t, id)).toMatchObject([
      { provider: 'smtp', status: 'sent', recipients: 2, error: null },
    ]);
    // Sent once: nothing left to run.
    expect(await t.app.jobs.runDueJobs()).toBe(0);
    expect(smtp.received).toHaveLength(1);
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
    expect(smtp.received.map((m) => m.to)).toEqual([['office@sunbeam.test', 'rahul@family.test']]);
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
    expect(smtp.received.map((m) => m.data.match(/Subject: (.*)/)![1])).toEqual(['Scheduled mail']);
    expect(await logOf(t, draft)).toHaveLength(0);
    expect(await logOf(t, scheduled)).toHaveLength(1);
  });

  it('retries when the SMTP server refuses, and never logs the SMTP password', async () => {
    const priya = await staffToken(t.app, demoPhones.priya);
    smtp.received.length = 0;
    smtp.refuseRecipients(true);
    const id = await publish(t, priya, { title: 'Refused at first', send_email: true });
    expect(await t.app.jobs.runDueJobs()).toBe(1);
    expect(smtp.received).toHaveLength(0);
    expect(await logOf(t, id)).toMatchObject([{ status: 'failed', provider: 'smtp' }]);
    const [job] = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.subjectId, id));
    expect(job).toMatchObject({ kind: 'announcement.email', status: 'pending', attempts: 1 });
    expect(job!.lastError).toContain('SMTP delivery failed');

    smtp.refuseRecipients(false);
    expect(await t.app.jobs.runDueJobs()).toBe(0); // backing off
    t.clock.advanceSeconds(61);
    expect(await t.app.jobs.runDueJobs()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect((await logOf(t, id)).map((l) => l.status).sort()).toEqual(['failed', 'sent']);

    const logs = t.logs.join('');
    expect(logs).not.toContain(SMTP_PASSWORD);
    const rows = JSON.stringify(await t.db.select().from(scheduledJobs));
    expect(rows).not.toContain(SMTP_PASSWORD);
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
