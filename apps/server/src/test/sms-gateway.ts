import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  to: string;
  text: string;
  authorization: string | undefined;
}

/** How the gateway answers: 202 (accepted), another status, or never (it hangs). */
export type GatewayAnswer = number | 'hang';

/**
 * A real HTTP server on loopback standing in for an SMS gateway behind the webhook provider.
 * Tests read the codes people would receive from `messages` (every request that reached it,
 * answered or not), and can make it fail: answer an error status, hang without answering, or stop listening
 * (connection refused) and start again on the same port.
 */
export async function startSmsGateway(options: { failWith?: number } = {}) {
  const messages: ReceivedSms[] = [];
  let answer: GatewayAnswer = options.failWith ?? 202;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const parsed = JSON.parse(body) as { to: string; text: string };
      messages.push({ ...parsed, authorization: request.headers.authorization });
      if (answer === 'hang') return; // The caller has to give up on its own.
      response.statusCode = answer;
      response.end();
    });
  });
  const listen = (port: number) =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    secret: 'gateway-secret-for-tests',
    messages,
    /** From now on answer with this status (202 works again), or hang. */
    answerWith(next: GatewayAnswer) {
      answer = next;
    },
    /** Stops listening: the webhook's connection is refused. */
    stopListening: stop,
    /** Listens again on the same port. */
    listenAgain: () => listen(port),
    /** The 6-digit code of the last message to a 10-digit number. */
    lastCodeFor(phone: string): string {
      const message = messages.filter((m) => m.to === `91${phone}`).at(-1);
      const code = message?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`No SMS with a code for ${phone}`);
      return code;
    },
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}
export type SmsGateway = Awaited<ReturnType<typeof startSmsGateway>>;
