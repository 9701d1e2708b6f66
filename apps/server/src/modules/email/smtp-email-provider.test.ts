import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { SmtpEmailProvider } from './smtp-email-provider.js';

const FROM = 'office@sunbeam.test';
/** Short limits so a stuck server is given up on quickly here (seconds in production). */
const timeouts = { connectionMs: 300, greetingMs: 300, socketMs: 300 };
const message = (to: string) => ({ to, subject: 'Sports day', text: 'Wear white.' });

/**
 * How a real SMTP server's answers are sorted: what the email job keeps as sent, gives up on,
 * or tries again later.
 */
describe('SMTP provider: the server’s answers', () => {
  let server: SMTPServer;
  let provider: SmtpEmailProvider;
  beforeAll(async () => {
    const refusals: Record<string, number> = {
      'gone@family.test': 550,
      'full@family.test': 452,
      'closing@family.test': 421,
    };
    server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 50,
      onRcptTo(address, _session, callback) {
        const code = refusals[address.address];
        callback(code ? Object.assign(new Error('Refused'), { responseCode: code }) : null);
      },
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          const spam = session.envelope.rcptTo.some((r) => r.address === 'policy@family.test');
          callback(spam ? Object.assign(new Error('Message refused'), { responseCode: 554 }) : null);
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    provider = new SmtpEmailProvider(`smtp://127.0.0.1:${port}`, FROM, timeouts);
  });
  afterAll(async () => {
    provider.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sorts accepted, refused for good, refused for now, and a server that closes', async () => {
    expect(await provider.send(message('rahul@family.test'))).toEqual({ outcome: 'accepted' });
    expect(await provider.send(message('gone@family.test'))).toEqual({
      outcome: 'rejected',
      error: 'SMTP delivery failed (EENVELOPE 550)',
    });
    expect(await provider.send(message('full@family.test'))).toEqual({
      outcome: 'deferred',
      error: 'SMTP delivery failed (EENVELOPE 452)',
    });
    expect(await provider.send(message('policy@family.test'))).toEqual({
      outcome: 'rejected',
      error: 'SMTP delivery failed (EMESSAGE 554)',
    });
    expect(await provider.send(message('closing@family.test'))).toMatchObject({ outcome: 'unavailable' });
    // The connection is opened again for the next message.
    expect(await provider.send(message('meera@sunbeam.test'))).toEqual({ outcome: 'accepted' });
  });
});

describe('SMTP provider: a stuck server', () => {
  let stuck: Server;
  let port: number;
  let provider: SmtpEmailProvider | null = null;
  const sockets = new Set<Socket>();
  /** What the stuck server does with a connection. */
  let behave: (socket: Socket) => void = () => {};

  beforeAll(async () => {
    stuck = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
      behave(socket);
    });
    await new Promise<void>((resolve) => stuck.listen(0, '127.0.0.1', resolve));
    port = (stuck.address() as AddressInfo).port;
  });
  afterEach(() => {
    provider?.close();
    for (const socket of sockets) socket.destroy();
  });
  afterAll(() => new Promise<void>((resolve) => stuck.close(() => resolve())));

  it('gives up on a server that accepts the connection but never greets', async () => {
    behave = () => {};
    provider = new SmtpEmailProvider(`smtp://127.0.0.1:${port}`, FROM, timeouts);
    expect(await provider.send(message('rahul@family.test'))).toMatchObject({ outcome: 'unavailable' });
  });

  it('gives up on a server that goes silent in the middle of the conversation', async () => {
    // Greets, answers EHLO, then never answers MAIL FROM.
    behave = (socket) => {
      socket.write('220 stuck.test ESMTP\r\n');
      socket.on('data', (chunk: Buffer) => {
        if (/^EHLO/i.test(chunk.toString())) socket.write('250 stuck.test\r\n');
      });
    };
    provider = new SmtpEmailProvider(`smtp://127.0.0.1:${port}`, FROM, timeouts);
    expect(await provider.send(message('rahul@family.test'))).toMatchObject({ outcome: 'unavailable' });
  });
});
